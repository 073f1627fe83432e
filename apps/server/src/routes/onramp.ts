import {
  type ErrorBody,
  type OnRampOptionsResponse,
  type OnRampProvidersResponse,
  onRampQuoteRequest,
  onRampUrlRequest,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import type { Config } from '../config/loadConfig.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { ImageNotFoundError } from '../errors/catalogue.js'
import { ValidationError } from '../errors/http.js'
import {
  OnRampChainUnavailableError,
  OnRampProviderUnavailableError,
  OnRampRegionRestrictedError,
  UnknownOnRampProviderError,
} from '../errors/onramp.js'
import { createImage, type ServedImage } from '../images/createImage.js'
import { renderMonogram } from '../images/renderMonogram.js'
import { serveImage } from '../images/serveImage.js'
import { projectCors, publicCors } from '../middleware/cors.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { validateJson } from '../middleware/validateJson.js'
import { createQuoteSigner, type QuoteSigner } from '../onramp/createQuoteSigner.js'
import { fallbackOnRampOptions } from '../onramp/fallbackOnRampOptions.js'
import { mergeOnRampOptions } from '../onramp/mergeOnRampOptions.js'
import type { OnRampProvider } from '../onramp/onRampProvider.js'
import { createOnRampUrl } from '../services/onramp/createOnRampUrl.js'
import { parseOnRampDestinations } from '../services/onramp/parseOnRampDestinations.js'
import { quoteOnRamp } from '../services/onramp/quoteOnRamp.js'

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

/** How long a quote holds (`services/onramp/quoteOnRamp.ts`). */
export { quoteLifetimeMs } from '../services/onramp/quoteOnRamp.js'
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
        const { eurUsd } = config.onramp
        return c.json(
          await quoteOnRamp({ request, provider, options, contexts, eurUsd, signer, now }),
        )
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
      const destinations = parseOnRampDestinations(request.destinationWallets)
      return withProvider(c, async () => {
        const options = await optionsOf(provider)
        const projectId = c.var.project.id
        const answer = await createOnRampUrl({
          request,
          provider,
          options,
          destinations,
          quote,
          projectId,
        })
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
