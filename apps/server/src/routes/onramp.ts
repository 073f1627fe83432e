import { onRampQuoteRequest, onRampUrlRequest } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import type { Config } from '../config/loadConfig.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { ImageNotFoundError } from '../errors/catalogue.js'
import { OnRampRateLimitedError, OnRampRegionRestrictedError } from '../errors/onramp.js'
import { serveImage } from '../images/serveImage.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { defaultTrustedProxies } from '../middleware/clientAddress.js'
import { projectCors, publicCors } from '../middleware/cors.js'
import { parseQuery } from '../middleware/parseQuery.js'
import { limitPerClient } from '../middleware/projectClientKey.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { validateJson } from '../middleware/validateJson.js'
import { createQuoteSigner, type QuoteSigner } from '../onramp/createQuoteSigner.js'
import type { OnRampProvider } from '../onramp/onRampProvider.js'
import { createOnRampProviderSet } from '../services/onramp/createOnRampProviderSet.js'
import { createOnRampUrl } from '../services/onramp/createOnRampUrl.js'
import { parseOnRampDestinations } from '../services/onramp/parseOnRampDestinations.js'
import { quoteOnRamp } from '../services/onramp/quoteOnRamp.js'
import { withProvider } from '../services/onramp/withProvider.js'
import type { SolanaContext } from '../solana/createSolanaContexts.js'

export type OnRampRoutesParameters = {
  config: Pick<Config, 'onramp'> & Partial<Pick<Config, 'publicUrl'>>
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The served chains, whose price oracles and gas prices quotes are made from. */
  contexts: ReadonlyMap<string, ChainContext>
  /** The served Solana clusters (`createSolanaContexts`), for SOL and SPL purchases. Defaults to none. */
  solana?: ReadonlyMap<string, SolanaContext>
  providers: readonly OnRampProvider[] // `createOnRampProviders`, the default first
  /** The clock, for tests; the quote signer (`createQuoteSigner`). */
  now?: () => number
  signer?: QuoteSigner
  /** Quotes and URLs per project and client address (120 a minute), counted by `limiters`. */
  rateLimit?: { max: number; windowMs: number } | false
  limiters?: RateLimiters
  trustedProxies?: readonly string[]
  tokenImages?: ReadonlyMap<string, unknown> | undefined
}

/** The largest on-ramp quote or URL request body: a few small fields and a list of wallets. */
const maxOnRampBodyBytes = 16 * 1024
const optionsQuery = z.object({ provider: z.string().max(32).optional() })

/**
 * The on-ramp part of the Blockchain API (`SPEC §7`; the model product's `/v1/onramp/*` and
 * `/v1/generators/onrampurl`), answered from the providers the operator configured:
 *
 * - `GET /v1/onramp/providers` → `{ providers, restrictedTimezones }`: the default first; none for
 *   a request whose country header (`ONRAMP_COUNTRY_HEADER`) names a restricted country.
 * - `GET /v1/onramp/options?provider=` → payment currencies with each method's limits and purchase
 *   currencies with their networks (and our token image as `iconUrl`): every provider's answer
 *   joined, or one provider's; one that does not answer contributes its fallback (SPEC §9).
 * - `POST /v1/onramp/quote?projectId=` → fees, total, purchase amount and a signed `quoteId`
 *   valid for 10 minutes, priced from the chain's Uniswap V2 pools (EUR at `ONRAMP_EUR_USD`); on
 *   a Solana cluster, at SOL's and its tokens' prices as the balances report them.
 * - `POST /v1/generators/onrampurl?projectId=` → `{ url }` of the provider's checkout, for the
 *   quote's exact terms when it carries a `quoteId` (the sandbox needs one).
 * - `GET /public/getOnRampProviderImage/{id}` → the provider's lettered mark (SVG).
 *
 * Bad input answers 4xx naming it (provider, currency, method, network, amount, address, quote
 * id); a client over its limit of posts, 429; a provider or chain that does not answer, 502.
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
  solana = new Map(),
  providers,
  now = Date.now,
  signer = createQuoteSigner({ secret: config.onramp.quoteSecret, now }),
  rateLimit: perClient = { max: 120, windowMs: 60_000 },
  limiters = memoryRateLimiters,
  trustedProxies = defaultTrustedProxies,
  tokenImages,
}: OnRampRoutesParameters) {
  const set = createOnRampProviderSet({ config, providers, now, tokenImages })
  const { countryHeader: header } = config.onramp
  const restricted = (c: { req: { header(name: string): string | undefined } }) =>
    set.restricted(header ? c.req.header(header) : undefined)
  const limit = limitPerClient({
    ...{ name: 'onramp', limit: perClient && { ...perClient, now }, limiters, trustedProxies },
    error: (retryAfterSeconds) => new OnRampRateLimitedError({ retryAfterSeconds }),
  })

  const app = new Hono<ProjectEnv>()
  for (const path of ['/v1/onramp/providers', '/v1/onramp/options'])
    app.use(path, publicCors(), requireProject({ projects }))
  // Posts act for a dapp: its origins only (the project id is in the query, so a preflight too).
  for (const path of ['/v1/onramp/quote', '/v1/generators/onrampurl'])
    app.use(path, requireProject({ projects }), projectCors({ allowMethods: ['POST'] }), limit)

  app.get('/v1/onramp/providers', (c) => c.json(set.list(restricted(c))))

  app.get('/v1/onramp/options', async (c) => {
    const query = parseQuery(optionsQuery, c.req.query())
    return c.json(await set.options(query.provider))
  })

  app.post(
    '/v1/onramp/quote',
    validateJson(onRampQuoteRequest, { maxBytes: maxOnRampBodyBytes }),
    async (c) => {
      if (restricted(c)) throw new OnRampRegionRestrictedError()
      const request = c.req.valid('json')
      const provider = set.pick(request.provider)
      return withProvider(c, async () => {
        const options = await set.optionsOf(provider)
        const { eurUsd } = config.onramp
        return c.json(
          await quoteOnRamp({
            ...{ request, provider, options, contexts, solana, eurUsd, signer, now },
          }),
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
      const provider = set.pick(request.provider ?? quote?.provider)
      const destinations = await parseOnRampDestinations(request.destinationWallets)
      return withProvider(c, async () => {
        const options = await set.optionsOf(provider)
        const projectId = c.var.project.id
        return c.json(
          await createOnRampUrl({ request, provider, options, destinations, quote, projectId }),
        )
      })
    },
  )

  app.get('/public/getOnRampProviderImage/:id', (c) => {
    const id = c.req.param('id')
    const logo = set.logo(id)
    if (!logo) throw new ImageNotFoundError({ id, kind: 'on-ramp provider image' })
    return serveImage(c, logo, { immutable: false })
  })

  return app
}
