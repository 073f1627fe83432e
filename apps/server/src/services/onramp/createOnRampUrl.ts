import type { OnRampOptionsResponse, OnRampUrlRequest, OnRampUrlResponse } from '@airlock/protocol'
import {
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
 * the provider does not offer; {QuoteMismatchError} for terms other than the quote's.
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
  const networks = new Set(
    options.purchaseCurrencies.flatMap((currency) => currency.networks.map((n) => n.name)),
  )
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
