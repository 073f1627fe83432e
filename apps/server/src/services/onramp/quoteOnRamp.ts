import type {
  OnRampOptionsResponse,
  OnRampQuoteRequest,
  OnRampQuoteResponse,
} from '@airlock/protocol'
import { formatUnits } from 'viem'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import {
  OnRampAmountOutOfRangeError,
  OnRampPriceUnavailableError,
  UnknownOnRampNetworkError,
  UnknownPaymentCurrencyError,
  UnknownPaymentMethodError,
  UnknownPurchaseCurrencyError,
} from '../../errors/onramp.js'
import type { QuoteSigner, QuoteTerms } from '../../onramp/createQuoteSigner.js'
import type { OnRampProvider } from '../../onramp/onRampProvider.js'
import { parseFiatAmount } from '../../onramp/parseFiatAmount.js'
import type { SolanaContext } from '../../solana/createSolanaContexts.js'
import { readOnRampMarket } from './readOnRampMarket.js'
import { readSolanaOnRampMarket } from './readSolanaOnRampMarket.js'

/** How long a quote holds: long enough to pay, short enough that prices and gas stay near. */
export const quoteLifetimeMs = 10 * 60_000

export type QuoteOnRampParameters = {
  request: OnRampQuoteRequest
  provider: OnRampProvider
  /** The provider's options (or its fallback). */
  options: OnRampOptionsResponse
  /** The served chains, whose price oracles and gas prices quotes are made from. */
  contexts: ReadonlyMap<string, ChainContext>
  /** The served Solana clusters, for a network whose `chain_id` is `solana:…`. */
  solana?: ReadonlyMap<string, SolanaContext> | undefined
  /** `ONRAMP_EUR_USD`: dollars per euro. */
  eurUsd: string | undefined
  signer: QuoteSigner
  now: () => number
}

/**
 * Quotes a purchase: fees, subtotal, total, purchase amount and a signed `quoteId` valid for 10
 * minutes. Prices come from the chain's Uniswap V2 pools, as balances do (on a Solana cluster,
 * from the prices its balances carry, and the fee from the lamports of the delivery); EUR is
 * converted at `eurUsd`.
 *
 * @param parameters - The request, the provider and its options, chains, rate, signer and clock.
 * @returns The quote.
 * @throws {UnknownPaymentCurrencyError} and the other 4xx of an unknown method, currency or
 * network, or an amount outside the method's limits.
 * @throws {OnRampChainUnavailableError} 502 when the chain does not answer.
 *
 * @example
 * import { quoteOnRamp } from './services/onramp/quoteOnRamp.js'
 * const quote = await quoteOnRamp({ request, provider, options, contexts, eurUsd, signer, now })
 */
export async function quoteOnRamp({
  request,
  provider,
  options,
  contexts,
  solana,
  eurUsd,
  signer,
  now,
}: QuoteOnRampParameters): Promise<OnRampQuoteResponse> {
  const paymentCurrency = request.paymentCurrency.trim().toUpperCase()
  const payment = options.paymentCurrencies.find((currency) => currency.id === paymentCurrency)
  if (!payment)
    throw new UnknownPaymentCurrencyError({
      value: request.paymentCurrency,
      offered: options.paymentCurrencies.map((currency) => currency.id),
    })
  const method = (request.paymentMethod ?? 'card').trim().toLowerCase()
  const limit = payment.payment_method_limits.find((entry) => entry.id.toLowerCase() === method)
  if (!limit)
    throw new UnknownPaymentMethodError({
      value: request.paymentMethod ?? 'card',
      currency: paymentCurrency,
      offered: payment.payment_method_limits.map((entry) => entry.id),
    })
  const purchase = options.purchaseCurrencies.find(
    (currency) => currency.id.toUpperCase() === request.purchaseCurrency.trim().toUpperCase(),
  )
  if (!purchase)
    throw new UnknownPurchaseCurrencyError({
      value: request.purchaseCurrency,
      offered: options.purchaseCurrencies.map((currency) => currency.id),
    })
  const network = purchase.networks.find(
    (entry) => entry.name === request.network.trim().toLowerCase(),
  )
  if (!network)
    throw new UnknownOnRampNetworkError({
      value: request.network,
      currency: purchase.id,
      offered: purchase.networks.map((entry) => entry.name),
    })

  const totalCents = parseFiatAmount(request.amount, {
    field: 'amount',
    currency: paymentCurrency,
  })
  for (const bound of ['min', 'max'] as const) {
    const limitCents = parseFiatAmount(limit[bound], {
      field: bound,
      currency: paymentCurrency,
    })
    if (bound === 'min' ? totalCents < limitCents : totalCents > limitCents)
      throw new OnRampAmountOutOfRangeError({
        bound,
        limit: formatLimit(limitCents),
        currency: paymentCurrency,
        method: limit.id,
      })
  }

  const usdPerFiat =
    paymentCurrency === 'USD' ? '1' : paymentCurrency === 'EUR' ? eurUsd : undefined
  if (usdPerFiat === undefined)
    throw new OnRampPriceUnavailableError({
      currency: purchase.id,
      network: network.name,
      reason: `This server has no exchange rate for ${paymentCurrency}; it converts USD and EUR.`,
    })
  const onSolana = network.chain_id.startsWith('solana:')
  const market = onSolana
    ? await readSolanaOnRampMarket(solana ?? new Map(), network, purchase.id)
    : await readOnRampMarket(contexts, network, purchase.id)
  const amounts = provider.quote(
    {
      totalCents,
      paymentCurrency,
      paymentMethod: limit.id,
      decimals: market.decimals,
      native: market.native,
    },
    {
      assetUsd: market.assetUsd,
      nativeUsd: market.nativeUsd,
      gasPriceWei: market.gasPriceWei,
      deliveryFee: market.deliveryFee,
      nativeDecimals: market.nativeDecimals,
      usdPerFiat,
    },
  )
  const terms: QuoteTerms = {
    provider: provider.id,
    network: network.name,
    chainId: onSolana ? network.chain_id : Number(network.chain_id),
    asset: purchase.id,
    contract: network.contract_address,
    decimals: market.decimals,
    purchaseAmount: amounts.purchaseAmount.toString(),
    paymentTotal: amounts.paymentTotal,
    paymentSubtotal: amounts.paymentSubtotal,
    providerFee: amounts.providerFee,
    networkFee: amounts.networkFee,
    paymentCurrency,
    paymentMethod: limit.id,
    expiresAt: now() + quoteLifetimeMs,
  }
  const money = (amount: string) => ({ amount, currency: paymentCurrency })
  return {
    paymentTotal: money(amounts.paymentTotal),
    paymentSubtotal: money(amounts.paymentSubtotal),
    purchaseAmount: {
      amount: formatUnits(amounts.purchaseAmount, market.decimals),
      currency: purchase.id,
    },
    coinbaseFee: money(amounts.providerFee),
    networkFee: money(amounts.networkFee),
    quoteId: signer.sign(terms),
    provider: provider.id,
  }
}

function formatLimit(cents: bigint): string {
  const text = cents.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}
