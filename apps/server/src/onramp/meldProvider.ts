import { OnRampProviderUnavailableError } from '../errors/onramp.js'
import { computeOnRampQuote } from './computeOnRampQuote.js'
import { fallbackOnRampOptions } from './fallbackOnRampOptions.js'
import type { OnRampProvider } from './onRampProvider.js'

export type MeldProviderParameters = {
  /** `MELD_PUBLIC_KEY`: the operator's Meld public key. */
  publicKey: string
  /** This server's `PUBLIC_URL`, for the logo. */
  publicUrl: string
}

const name = 'Meld.io'
const checkoutUrl = 'https://meldcrypto.com/'
// What the quote estimates; Meld shows its providers' fees at checkout (range 1–2 %).
const feeBasisPoints = 150

/**
 * Meld, which needs no API call: its widget URL carries the operator's public key, the currency
 * to buy (`USDC` on Ethereum; elsewhere Meld's `<CURRENCY>_<NETWORK>` codes, such as
 * `USDC_POLYGON`), the wallet, the fiat amount and currency, and the dapp's project as the
 * customer id. Meld has no purchase status API for us: its purchases show in the history only as
 * the incoming transfers the index sees.
 *
 * @param parameters - Public key and this server's URL.
 * @returns The provider.
 *
 * @example
 * import { meldProvider } from './onramp/meldProvider.js'
 * const provider = meldProvider({ publicKey: process.env.MELD_PUBLIC_KEY, publicUrl })
 */
export function meldProvider({ publicKey, publicUrl }: MeldProviderParameters): OnRampProvider {
  return {
    id: 'meld',
    name,
    logoUrl: `${publicUrl}/public/getOnRampProviderImage/meld`,
    logo: { label: 'M', background: '#0F5F58' },
    feeRange: '1-2%',
    namespaces: ['eip155', 'solana'],
    fallbackOptions: fallbackOnRampOptions(),

    async options() {
      throw new OnRampProviderUnavailableError({ provider: name })
    },

    quote: (input, context) =>
      computeOnRampQuote({
        ...input,
        ...context,
        feeBasisPoints,
        currency: input.paymentCurrency,
        gasUnits: input.native ? 21_000n : 65_000n,
      }),

    async createCheckout(request) {
      const { quote } = request
      const network =
        quote?.network ?? request.defaultNetwork ?? request.destinations[0]?.blockchains[0]
      const asset = (
        quote?.asset ??
        request.defaultAsset ??
        request.destinations[0]?.assets[0] ??
        'USDC'
      ).toUpperCase()
      const wallet =
        request.destinations.find(
          (destination) => network !== undefined && destination.blockchains.includes(network),
        ) ?? request.destinations[0]
      const url = new URL(checkoutUrl)
      url.searchParams.set('publicKey', publicKey)
      url.searchParams.set(
        'destinationCurrencyCode',
        network === undefined || network === 'ethereum'
          ? asset
          : `${asset}_${network.toUpperCase().replace(/-/g, '_')}`,
      )
      if (wallet) url.searchParams.set('walletAddress', wallet.address)
      const amount = quote?.paymentTotal ?? request.presetFiatAmount
      if (amount !== undefined) url.searchParams.set('sourceAmount', String(amount))
      const currency = quote?.paymentCurrency ?? request.paymentCurrency
      if (currency !== undefined) url.searchParams.set('sourceCurrencyCode', currency)
      url.searchParams.set('externalCustomerId', request.projectId)
      return url.toString()
    },

    async purchases() {
      return []
    },
  }
}
