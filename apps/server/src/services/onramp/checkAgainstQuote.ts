import { formatUnits, parseUnits } from 'viem'
import { QuoteMismatchError } from '../../errors/onramp.js'
import type { QuoteTerms } from '../../onramp/createQuoteSigner.js'
import type { OnRampDestination, OnRampProvider } from '../../onramp/onRampProvider.js'

/**
 * Refuses a URL request that asks for anything other than its quote's terms.
 *
 * @param quote - The quote's verified terms.
 * @param provider - The provider asked.
 * @param destinations - The wallets asked to be paid.
 * @param request - The request's default network and preset amounts.
 * @param paymentCurrency - The payment currency asked, upper-case.
 * @throws {QuoteMismatchError} 400 naming the first field that differs.
 *
 * @example
 * import { checkAgainstQuote } from './services/onramp/checkAgainstQuote.js'
 * checkAgainstQuote(quote, provider, destinations, request, 'USD')
 */
export function checkAgainstQuote(
  quote: QuoteTerms,
  provider: OnRampProvider,
  destinations: readonly OnRampDestination[],
  request: {
    defaultNetwork?: string | undefined
    presetFiatAmount?: number | undefined
    presetCryptoAmount?: number | undefined
  },
  paymentCurrency: string | undefined,
): void {
  const mismatch = (field: string, expected: string, got: string) =>
    new QuoteMismatchError({ field, expected, got })
  if (quote.provider !== provider.id) throw mismatch('provider', quote.provider, provider.id)
  const wallet = destinations.find((destination) => destination.blockchains.includes(quote.network))
  if (!wallet)
    throw mismatch(
      'destinationWallets',
      quote.network,
      destinations.flatMap((destination) => destination.blockchains).join(', '),
    )
  if (!wallet.assets.includes(quote.asset.toUpperCase()))
    throw mismatch('destinationWallets assets', quote.asset, wallet.assets.join(', '))
  const defaultNetwork = request.defaultNetwork?.trim().toLowerCase()
  if (defaultNetwork !== undefined && defaultNetwork !== quote.network)
    throw mismatch('defaultNetwork', quote.network, defaultNetwork)
  if (paymentCurrency !== undefined && paymentCurrency !== quote.paymentCurrency)
    throw mismatch('paymentCurrency', quote.paymentCurrency, paymentCurrency)
  // Amounts are compared in cents and base units: 50 and 50.00 are the same amount.
  if (
    request.presetFiatAmount !== undefined &&
    Math.round(request.presetFiatAmount * 100) !== Math.round(Number(quote.paymentTotal) * 100)
  )
    throw mismatch('presetFiatAmount', quote.paymentTotal, String(request.presetFiatAmount))
  if (request.presetCryptoAmount !== undefined) {
    let units: bigint | undefined
    try {
      units = parseUnits(String(request.presetCryptoAmount), quote.decimals)
    } catch {
      units = undefined
    }
    if (units !== BigInt(quote.purchaseAmount))
      throw mismatch(
        'presetCryptoAmount',
        formatUnits(BigInt(quote.purchaseAmount), quote.decimals),
        String(request.presetCryptoAmount),
      )
  }
}
