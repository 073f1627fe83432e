import {
  type ErrorBody,
  isEvmAddress,
  nativeTokenAddress,
  type OnRampOptionsResponse,
  type OnRampProvidersResponse,
  type OnRampQuoteResponse,
  type OnRampUrlResponse,
  onRampQuoteRequest,
  onRampUrlRequest,
  userMessages,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { type Address, formatUnits, getAddress, parseUnits } from 'viem'
import { z } from 'zod'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import { readFungiblePrices } from '../blockchain/readFungiblePrices.js'
import type { Config } from '../config/loadConfig.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { ImageNotFoundError } from '../errors/catalogue.js'
import { isClientError, ValidationError } from '../errors/http.js'
import {
  InvalidDestinationAddressError,
  OnRampAmountOutOfRangeError,
  OnRampChainUnavailableError,
  OnRampPriceUnavailableError,
  OnRampProviderUnavailableError,
  OnRampRegionRestrictedError,
  QuoteMismatchError,
  UnknownOnRampNetworkError,
  UnknownOnRampProviderError,
  UnknownPaymentCurrencyError,
  UnknownPaymentMethodError,
  UnknownPurchaseCurrencyError,
} from '../errors/onramp.js'
import { createImage, type ServedImage } from '../images/createImage.js'
import { renderMonogram } from '../images/renderMonogram.js'
import { serveImage } from '../images/serveImage.js'
import { projectCors, publicCors } from '../middleware/cors.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { validateJson } from '../middleware/validateJson.js'
import {
  createQuoteSigner,
  type QuoteSigner,
  type QuoteTerms,
} from '../onramp/createQuoteSigner.js'
import { fallbackOnRampOptions } from '../onramp/fallbackOnRampOptions.js'
import { mergeOnRampOptions } from '../onramp/mergeOnRampOptions.js'
import type { OnRampDestination, OnRampProvider } from '../onramp/onRampProvider.js'
import { parseFiatAmount } from '../onramp/parseFiatAmount.js'

export type OnRampRoutesParameters = {
  config: Pick<Config, 'onramp'>
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The served chains, whose price oracles and gas prices quotes are made from. */
  contexts: ReadonlyMap<string, ChainContext>
  /** From `createOnRampProviders`, the default first. */
  providers: readonly OnRampProvider[]
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
  /** Defaults to `createQuoteSigner({ secret: config.onramp.quoteSecret, now })`. */
  signer?: QuoteSigner
}

/** How long a quote holds: long enough to pay, short enough that prices and gas stay near. */
export const quoteLifetimeMs = 10 * 60_000
/** The largest on-ramp quote or URL request body: a few small fields and a list of wallets. */
export const maxOnRampBodyBytes = 16 * 1024
// A provider's options are asked for at most once a minute; a failure is asked again next time.
const optionsCacheMs = 60_000
const optionsQuery = z.object({ provider: z.string().max(32).optional() })

/**
 * The on-ramp part of the Blockchain API (`SPEC §7`; the model product's `/v1/onramp/*` and
 * `/v1/generators/onrampurl`), answered from the providers the operator configured:
 *
 * - `GET /v1/onramp/providers` → `{ providers, restrictedTimezones }`: the default first; none for
 *   a request whose country header (`ONRAMP_COUNTRY_HEADER`) names a restricted country.
 * - `GET /v1/onramp/options?provider=` → payment currencies with each method's limits and purchase
 *   currencies with their networks: every provider's answer joined, or one provider's; a provider
 *   that does not answer contributes its fallback (SPEC §9's list; the devnet for the sandbox).
 * - `POST /v1/onramp/quote?projectId=` `{ purchaseCurrency, paymentCurrency, amount, network,
 *   provider?, paymentMethod? }` → fees, subtotal, total, purchase amount and a signed `quoteId`
 *   valid for 10 minutes. Prices come from the chain's Uniswap V2 pools, as balances do; EUR is
 *   converted at `ONRAMP_EUR_USD`.
 * - `POST /v1/generators/onrampurl?projectId=` → `{ url }` of the provider's checkout, for the
 *   quote's exact terms when it carries a `quoteId` (the sandbox needs one).
 * - `GET /public/getOnRampProviderImage/{id}` → the provider's lettered mark (SVG).
 *
 * Bad input answers 4xx naming it: unknown provider, currency, method or network, an amount that
 * is not a positive decimal or is outside the method's limits, a malformed address, a quote id
 * that is altered, expired or does not match the request. A provider or chain that does not
 * answer gives 502.
 *
 * @param parameters - Configuration, projects, chains and providers.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { onRampRoutes } from './routes/onramp.js'
 * app.route('/', onRampRoutes({ config, projects, contexts, providers }))
 */
export function onRampRoutes({
  config,
  projects,
  contexts,
  providers,
  now = Date.now,
  signer = createQuoteSigner({ secret: config.onramp.quoteSecret, now }),
}: OnRampRoutesParameters) {
  const optionsCache = createTtlCache<OnRampOptionsResponse>({ ttlMs: optionsCacheMs, now })
  const logos = new Map<string, ServedImage>(
    providers.map((provider) => [
      provider.id,
      createImage({
        body: renderMonogram({
          title: provider.name,
          label: provider.logo.label,
          background: provider.logo.background,
        }),
      }),
    ]),
  )

  const pick = (id: string | undefined): OnRampProvider => {
    const wanted = id?.trim().toLowerCase()
    const provider =
      wanted === undefined ? providers[0] : providers.find((candidate) => candidate.id === wanted)
    if (!provider)
      throw new UnknownOnRampProviderError({
        value: id,
        configured: providers.map((candidate) => candidate.id),
      })
    return provider
  }
  const optionsOf = (provider: OnRampProvider): Promise<OnRampOptionsResponse> =>
    optionsCache
      .get(provider.id, () => provider.options())
      .catch(() => structuredClone(provider.fallbackOptions))
  const restricted = (c: Context): boolean => {
    const { countryHeader, restrictedCountries } = config.onramp
    if (!countryHeader || restrictedCountries.length === 0) return false
    const country = c.req.header(countryHeader)?.trim().toUpperCase()
    return country !== undefined && restrictedCountries.includes(country)
  }

  const app = new Hono<ProjectEnv>()
  for (const path of ['/v1/onramp/providers', '/v1/onramp/options'])
    app.use(path, publicCors(), requireProject({ projects }))
  // Posts that act for a dapp: only the project's origins (the project id comes in the query, as
  // the model product's client sends it, so a preflight can be checked too).
  for (const path of ['/v1/onramp/quote', '/v1/generators/onrampurl'])
    app.use(path, requireProject({ projects }), projectCors({ allowMethods: ['POST'] }))

  app.get('/v1/onramp/providers', (c) => {
    const answer: OnRampProvidersResponse = {
      providers: restricted(c)
        ? []
        : providers.map(({ id, name, logoUrl, feeRange, namespaces }) => ({
            id,
            name,
            logoUrl,
            feeRange,
            namespaces: [...namespaces],
          })),
      restrictedTimezones: [...config.onramp.restrictedTimezones],
    }
    return c.json(answer)
  })

  app.get('/v1/onramp/options', async (c) => {
    const query = optionsQuery.safeParse(c.req.query())
    if (!query.success) throw new ValidationError({ error: query.error, subject: 'query' })
    const chosen = query.data.provider === undefined ? providers : [pick(query.data.provider)]
    const answers = await Promise.all(
      chosen.map((provider) =>
        optionsCache
          .get(provider.id, () => provider.options())
          .then(
            (options) => ({ options, answered: true }),
            () => ({ options: provider.fallbackOptions, answered: false }),
          ),
      ),
    )
    // Providers that answer speak for themselves; only when none does is every fallback offered.
    const answered = answers.filter((answer) => answer.answered)
    const options = mergeOnRampOptions(
      (answered.length > 0 ? answered : answers).map((answer) => answer.options),
    )
    // No provider configured at all: the spec's list, so the modal still has something to show.
    return c.json(chosen.length > 0 ? options : fallbackOnRampOptions())
  })

  app.post(
    '/v1/onramp/quote',
    validateJson(onRampQuoteRequest, { maxBytes: maxOnRampBodyBytes }),
    async (c) => {
      if (restricted(c)) throw new OnRampRegionRestrictedError()
      const request = c.req.valid('json')
      const provider = pick(request.provider)
      return withProvider(c, async () => {
        const options = await optionsOf(provider)
        const paymentCurrency = request.paymentCurrency.trim().toUpperCase()
        const payment = options.paymentCurrencies.find(
          (currency) => currency.id === paymentCurrency,
        )
        if (!payment)
          throw new UnknownPaymentCurrencyError({
            value: request.paymentCurrency,
            offered: options.paymentCurrencies.map((currency) => currency.id),
          })
        const method = (request.paymentMethod ?? 'card').trim().toLowerCase()
        const limit = payment.payment_method_limits.find(
          (entry) => entry.id.toLowerCase() === method,
        )
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
          paymentCurrency === 'USD'
            ? '1'
            : paymentCurrency === 'EUR'
              ? config.onramp.eurUsd
              : undefined
        if (usdPerFiat === undefined)
          throw new OnRampPriceUnavailableError({
            currency: purchase.id,
            network: network.name,
            reason: `This server has no exchange rate for ${paymentCurrency}; it converts USD and EUR.`,
          })
        const market = await readMarket(contexts, network, purchase.id)
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
            usdPerFiat,
          },
        )
        const terms: QuoteTerms = {
          provider: provider.id,
          network: network.name,
          chainId: Number(network.chain_id),
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
        const answer: OnRampQuoteResponse = {
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
        return c.json(answer)
      })
    },
  )

  app.post(
    '/v1/generators/onrampurl',
    validateJson(onRampUrlRequest, { maxBytes: maxOnRampBodyBytes }),
    async (c) => {
      if (restricted(c)) throw new OnRampRegionRestrictedError()
      const request = c.req.valid('json')
      const quote = request.quoteId === undefined ? undefined : signer.verify(request.quoteId)
      const provider = pick(request.provider ?? quote?.provider)
      const destinations: OnRampDestination[] = request.destinationWallets.map((wallet, i) => {
        if (!isEvmAddress(wallet.address))
          throw new InvalidDestinationAddressError({
            field: `destinationWallets[${i}].address`,
            value: wallet.address,
          })
        return {
          address: getAddress(`0x${wallet.address.replace(/^0x/i, '')}`),
          blockchains: wallet.blockchains.map((network) => network.trim().toLowerCase()),
          assets: wallet.assets.map((asset) => asset.trim().toUpperCase()),
        }
      })
      return withProvider(c, async () => {
        const options = await optionsOf(provider)
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
          projectId: c.var.project.id,
        })
        const answer: OnRampUrlResponse = { url }
        return c.json(answer)
      })
    },
  )

  app.get('/public/getOnRampProviderImage/:id', (c) => {
    const id = c.req.param('id')
    const logo = logos.get(id.toLowerCase())
    if (!logo) throw new ImageNotFoundError({ id, kind: 'on-ramp provider image' })
    return serveImage(c, logo, { immutable: false })
  })

  return app
}

/** Runs a handler that calls a provider or a chain; one that does not answer gives 502. */
async function withProvider(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (
      !(error instanceof OnRampProviderUnavailableError) &&
      !(error instanceof OnRampChainUnavailableError)
    )
      throw error
    const body: ErrorBody = {
      name: error.name,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    }
    return c.json(body, 502)
  }
}

function formatLimit(cents: bigint): string {
  const text = cents.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

type Market = {
  decimals: number
  native: boolean
  assetUsd: number
  nativeUsd: number
  gasPriceWei: bigint
}

/** The token's decimals and price, the native price and the gas price, from the chain itself. */
async function readMarket(
  contexts: ReadonlyMap<string, ChainContext>,
  network: { name: string; chain_id: string; contract_address: string },
  currency: string,
): Promise<Market> {
  const chainId = `eip155:${network.chain_id}`
  const context = contexts.get(chainId)
  if (!context)
    throw new OnRampPriceUnavailableError({
      currency,
      network: network.name,
      reason: `This server does not serve ${chainId}; set RPC_URL_${network.chain_id} to quote there.`,
    })
  const native = network.contract_address === ''
  const token = (native ? nativeTokenAddress : network.contract_address) as Address
  try {
    const [prices, gasPriceWei, described] = await Promise.all([
      readFungiblePrices(contexts, [`${chainId}:${token}`, `${chainId}:${nativeTokenAddress}`]),
      context.client.getGasPrice(),
      native ? undefined : context.tokens.describe([token]),
    ])
    const [asset, nativeCurrency] = prices.fungibles
    const decimals = native
      ? context.chain.nativeCurrency.decimals
      : (described?.get(token.toLowerCase())?.decimals ?? 18)
    if (!asset?.price || !nativeCurrency?.price)
      throw new OnRampPriceUnavailableError({
        currency,
        network: network.name,
        reason: `The chain has no Uniswap V2 pool that prices ${asset?.price ? nativeCurrency?.symbol : currency}.`,
      })
    return { decimals, native, assetUsd: asset.price, nativeUsd: nativeCurrency.price, gasPriceWei }
  } catch (error) {
    if (isClientError(error)) throw error
    throw new OnRampChainUnavailableError({
      chainId,
      message: userMessages.fetchNetworkTokenPriceFailed,
      cause: error,
    })
  }
}

/** Refuses a URL request that asks for anything other than its quote's terms. */
function checkAgainstQuote(
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
