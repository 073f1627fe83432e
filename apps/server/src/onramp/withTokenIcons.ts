import type { OnRampOptionsResponse } from '@airlock/protocol'

/**
 * Gives each purchase currency without an icon the server's own token image
 * (`/public/getTokenImage/{symbol}`), when the server has one for its symbol: providers name
 * tokens but send no images, and the modal would otherwise show a letter ("U" for USDC).
 *
 * @param options - A provider's (or the joined) options.
 * @param parameters.publicUrl - This server's `PUBLIC_URL`.
 * @param parameters.tokenImages - The token images the server serves, by upper-case symbol.
 * @returns The options, with icons where there are some.
 *
 * @example
 * withTokenIcons(options, { publicUrl: 'http://127.0.0.1:8787', tokenImages: createTokenImages() })
 * // purchaseCurrencies[0].iconUrl === 'http://127.0.0.1:8787/public/getTokenImage/USDC'
 */
export function withTokenIcons(
  options: OnRampOptionsResponse,
  { publicUrl, tokenImages }: { publicUrl: string; tokenImages: ReadonlyMap<string, unknown> },
): OnRampOptionsResponse {
  return {
    ...options,
    purchaseCurrencies: options.purchaseCurrencies.map((currency) => {
      const symbol = currency.symbol.toUpperCase()
      if (currency.iconUrl || !tokenImages.has(symbol)) return currency
      return {
        ...currency,
        iconUrl: `${publicUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
      }
    }),
  }
}
