import type { OnRampOptionsResponse, OnRampUrlRequest, OnRampUrlResponse } from '@airlock/protocol'
import {
  InvalidDestinationAddressError,
  UnknownOnRampNetworkError,
  UnknownPaymentCurrencyError,
  UnknownPurchaseCurrencyError,
} from '../../errors/onramp.js'
import type { QuoteTerms } from '../../onramp/createQuoteSigner.js'
import type { OnRampDestination, OnRampProvider } from '../../onramp/onRampProvider.js'
import { checkAgainstQuote } from './checkAgainstQuote.js'

export type CreateOnRampUrlParameters = {
  request: OnRampUrlRequest
  provider: OnRampProvider
  /** The provider's options (or its fallback). */
  options: OnRampOptionsResponse
  /** The request's wallets, parsed (`parseOnRampDestinations`). */
  destinations: OnRampDestination[]
  /** The verified terms of the request's `quoteId`, if any. */
  quote: QuoteTerms | undefined
  projectId: string
}

/**
 * The provider's checkout URL, for the quote's exact terms when the request carries a `quoteId`.
 *
 * @param parameters - The request, the provider and its options, wallets, quote and project.
 * @returns `{ url }`.
 * @throws {UnknownOnRampNetworkError} and the other 4xx of a network, asset or payment currency
 * the provider does not offer; {InvalidDestinationAddressError} for a wallet whose address is not
 * of its networks' kind (base58 on Solana, 0x elsewhere); {QuoteMismatchError} for terms other
 * than the quote's.
 * @throws {OnRampProviderUnavailableError} 502 when the provider does not answer.
 *
 * @example
 * import { createOnRampUrl } from './services/onramp/createOnRampUrl.js'
 * const { url } = await createOnRampUrl({ request, provider, options, destinations, quote, projectId })
 */
export async function createOnRampUrl({
  request,
  provider,
  options,
  destinations,
  quote,
  projectId,
}: CreateOnRampUrlParameters): Promise<OnRampUrlResponse> {
  // Each offered network, and whether it is Solana (`chain_id` `solana:…`, or Coinbase's name).
  const onSolana = new Map(
    options.purchaseCurrencies.flatMap((currency) =>
      currency.networks.map(
        (n) => [n.name, n.chain_id.startsWith('solana:') || n.name === 'solana'] as const,
      ),
    ),
  )
  const networks = new Set(onSolana.keys())
  const assets = options.purchaseCurrencies.map((currency) => currency.id.toUpperCase())
  for (const network of [
    ...destinations.flatMap((wallet) => wallet.blockchains),
    ...(request.defaultNetwork ? [request.defaultNetwork.trim().toLowerCase()] : []),
  ])
    if (!networks.has(network))
      throw new UnknownOnRampNetworkError({
        value: network,
        currency: undefined,
        offered: [...networks],
      })
  // A wallet's address must be of its networks' kind: base58 on Solana, 0x elsewhere.
  destinations.forEach((wallet, i) => {
    const solanaAddress = !wallet.address.startsWith('0x')
    if (wallet.blockchains.some((network) => onSolana.get(network) !== solanaAddress))
      throw new InvalidDestinationAddressError({
        field: `destinationWallets[${i}].address`,
        value: wallet.address,
        kind: solanaAddress ? 'EVM' : 'Solana',
      })
  })
  for (const asset of destinations.flatMap((wallet) => wallet.assets))
    if (!assets.includes(asset))
      throw new UnknownPurchaseCurrencyError({ value: asset, offered: assets })
  const paymentCurrency = request.paymentCurrency?.trim().toUpperCase()
  if (
    paymentCurrency !== undefined &&
    !options.paymentCurrencies.some((currency) => currency.id === paymentCurrency)
  )
    throw new UnknownPaymentCurrencyError({
      value: paymentCurrency,
      offered: options.paymentCurrencies.map((currency) => currency.id),
    })
  if (quote) checkAgainstQuote(quote, provider, destinations, request, paymentCurrency)

  const url = await provider.createCheckout({
    destinations,
    quote,
    quoteId: request.quoteId,
    defaultNetwork: request.defaultNetwork?.trim().toLowerCase(),
    defaultAsset:
      destinations.length === 1 && destinations[0]?.assets.length === 1
        ? destinations[0].assets[0]
        : undefined,
    presetFiatAmount: request.presetFiatAmount,
    presetCryptoAmount: request.presetCryptoAmount,
    paymentCurrency,
    partnerUserId: request.partnerUserId,
    defaultExperience: request.defaultExperience,
    projectId,
    locale: request.locale,
  })
  return { url }
}
