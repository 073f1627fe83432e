import {
  type Balance,
  type BalanceResponse,
  cacheTimes,
  type ErrorBody,
  fungiblePriceRequest,
  type HistoryResponse,
  type IdentityResponse,
  isEvmAddress,
  type NftsResponse,
  type SupportedChainsResponse,
  userMessages,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import { type ChainContext, createChainContexts } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import { findChain } from '../blockchain/findChain.js'
import { readBalances } from '../blockchain/readBalances.js'
import { readFungiblePrices } from '../blockchain/readFungiblePrices.js'
import { readNfts } from '../blockchain/readNfts.js'
import { resolveBlockchainChains } from '../blockchain/resolveBlockchainChains.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { InvalidAccountAddressError } from '../errors/blockchain.js'
import { isClientError, ValidationError } from '../errors/http.js'
import { decodeHistoryCursor } from '../history/decodeHistoryCursor.js'
import { readHistory } from '../history/readHistory.js'
import { publicCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { requireProject } from '../middleware/requireProject.js'
import { answerOnRampHistory } from '../onramp/answerOnRampHistory.js'
import type { OnRampProvider } from '../onramp/onRampProvider.js'
import { checkProjectId } from '../projects/checkProjectId.js'
import { type RpcProxyRoutesParameters, rpcProxyRoutes } from './rpcProxy.js'

export type BlockchainRoutesParameters = {
  /** `chains` and `publicUrl` are read, unless `contexts` is given. */
  config: Pick<Config, 'chains' | 'publicUrl'>
  /** The index the history and NFTs are read from. */
  db: Database
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The chains served. Defaults to `createChainContexts(resolveBlockchainChains({ config }))`. */
  contexts?: ReadonlyMap<string, ChainContext>
  /** RPC proxy retry settings, for tests. */
  rpcRetry?: RpcProxyRoutesParameters['retry']
  /** The on-ramp providers `history?onramp=<id>` reads purchases from. Defaults to none. */
  onRampProviders?: readonly OnRampProvider[]
}

const balanceQuery = z.object({
  currency: z.literal('usd', { error: 'expected usd' }).optional(),
  chainId: z.string().optional(),
  forceUpdate: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
})
const historyQuery = z.object({
  chainId: z.string().optional(),
  cursor: z.string().optional(),
  onramp: z.string().max(32).optional(),
})
const chainQuery = z.object({ chainId: z.string().optional() })

const maxPriceBodyBytes = 64 * 1024
const historyCacheMs = 1_000

/**
 * The Blockchain API, under the paths of the model product's (`SPEC §7`), answered from the
 * server's own chains and index. Every route needs a known `projectId` and answers any origin.
 *
 * - `GET /v1/supported-chains` → `{ http: [caip2…], ws: [] }`.
 * - `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` → `{ balances }`:
 *   native and ERC-20 balances with USD prices from Uniswap V2 pools, read in one multicall,
 *   cached 30 s per account and chain (`forceUpdate=true` reads anew). Without `chainId`, every
 *   chain. A chain that cannot be read answers 502 "Token Balance Unavailable".
 * - `GET /v1/account/{address}/history?chainId=&cursor=` → `{ data, next }`, 20 per page, from the
 *   index (new blocks show within about two seconds: a second of polling, a second of caching).
 *   With `onramp=<provider>`, that on-ramp provider's purchases instead, in one page (see
 *   `answerOnRampHistory`); an unknown provider is a 400.
 * - `GET /v1/account/{address}/nfts?chainId=` → `{ nfts }`.
 * - `GET /v1/identity/{address}` → `{ name, avatar }` (no names yet: both null), cached 5 min.
 * - `POST /v1/fungible/price` `{ currency: 'usd', addresses: [caip10…], projectId }` →
 *   `{ fungibles }` (the project id may come in the body, as the model's client sends it).
 * - `POST /v1?chainId=` (and `/v1/`): the JSON-RPC proxy, see `rpcProxyRoutes`.
 *
 * Bad input answers 400 naming it: an address that is not EVM, a `chainId` that is not CAIP-2 or
 * not served, a cursor this server did not give for this query, `forceUpdate` other than
 * true/false.
 *
 * @param parameters - Configuration, database and projects.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { blockchainRoutes } from './routes/blockchain.js'
 * app.route('/', blockchainRoutes({ config, db: database.db, projects }))
 */
export function blockchainRoutes({
  config,
  db,
  projects,
  contexts = createChainContexts(resolveBlockchainChains({ config })),
  rpcRetry,
  onRampProviders = [],
}: BlockchainRoutesParameters) {
  const balances = createTtlCache<Balance[]>({ ttlMs: cacheTimes.balanceMs })
  const identities = createTtlCache<IdentityResponse>({ ttlMs: cacheTimes.identityMs })
  // A page is shared by concurrent requests and reused for a second: the indexer polls every
  // second anyway, and a busy modal (or many tabs) asks for the same first page again and again.
  const histories = createTtlCache<HistoryResponse>({ ttlMs: historyCacheMs })
  const all = [...contexts.values()]
  const chainsOf = (chainId: string | undefined) =>
    chainId === undefined ? all : [findChain(contexts, chainId)]

  const app = new Hono()
  for (const path of ['/v1/supported-chains', '/v1/identity/*', '/v1/account/*'])
    app.use(path, publicCors(), requireProject({ projects }))
  // The model's client sends the project id of this POST in its body: checked in the handler.
  app.use('/v1/fungible/*', publicCors())
  app.route('/', rpcProxyRoutes({ projects, contexts, ...(rpcRetry ? { retry: rpcRetry } : {}) }))

  app.get('/v1/supported-chains', (c) =>
    c.json({ http: [...contexts.keys()], ws: [] } satisfies SupportedChainsResponse),
  )

  app.get('/v1/identity/:address', async (c) => {
    const address = accountAddress(c.req.param('address'))
    // Names come from the name service once it exists; until then every account has none.
    const identity = await identities.get(address, async () => ({ name: null, avatar: null }))
    c.header('Cache-Control', `public, max-age=${cacheTimes.identityMs / 1000}`)
    return c.json(identity)
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const address = accountAddress(c.req.param('address'))
    const query = parseQuery(balanceQuery, c.req.query())
    const targets = chainsOf(query.chainId)
    const results = await Promise.allSettled(
      targets.map((context) =>
        balances.get(
          `${context.chain.caipNetworkId}:${address}`,
          () => readBalances({ ...context, address: address as Address }),
          { refresh: query.forceUpdate === 'true' },
        ),
      ),
    )
    const failed = targets.filter((_, i) => results[i]?.status === 'rejected')
    if (failed.length === targets.length && failed.length > 0)
      return unavailable(c, failed, userMessages.tokenBalanceUnavailable)
    const answer: BalanceResponse = {
      balances: results
        .flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
        .sort((a, b) => (b.value ?? 0) - (a.value ?? 0)),
    }
    return c.json(answer)
  })

  app.get('/v1/account/:address/history', async (c) => {
    const address = accountAddress(c.req.param('address'))
    const query = parseQuery(historyQuery, c.req.query())
    const targets = chainsOf(query.chainId)
    // With `onramp`, the provider's purchases answer instead of the index.
    if (query.onramp)
      return answerOnRampHistory(c, {
        providers: onRampProviders,
        provider: query.onramp,
        address: address as Address,
        chainId: query.chainId,
      })
    const chainFilter = query.chainId ?? null
    const after =
      query.cursor === undefined || query.cursor === ''
        ? undefined
        : decodeHistoryCursor(query.cursor, { address, chainFilter })
    const page = await histories.get(`${address} ${chainFilter} ${query.cursor ?? ''}`, () =>
      readHistory({ db, contexts: targets, address, chainFilter, after }),
    )
    return c.json(page)
  })

  app.get('/v1/account/:address/nfts', async (c) => {
    const address = accountAddress(c.req.param('address'))
    const query = parseQuery(chainQuery, c.req.query())
    const targets = chainsOf(query.chainId)
    const results = await Promise.allSettled(
      targets.map((context) => readNfts({ db, context, address })),
    )
    const failed = targets.filter((_, i) => results[i]?.status === 'rejected')
    if (failed.length === targets.length && failed.length > 0)
      return unavailable(c, failed, 'NFTs unavailable')
    const answer: NftsResponse = {
      nfts: results.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
    }
    return c.json(answer)
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = await readJsonBody(c, fungiblePriceRequest, {
      limit: maxPriceBodyBytes,
      mediaType: jsonMediaTypes.jsonOrText,
      allowMissingType: true,
    })
    await checkProjectId(
      projects,
      c.req.query('projectId') || c.req.header('x-project-id') || body.projectId || '',
    )
    try {
      return c.json(await readFungiblePrices(contexts, body.addresses))
    } catch (error) {
      if (isClientError(error)) throw error
      return unavailable(c, all, userMessages.fetchNetworkTokenPriceFailed)
    }
  })

  return app
}

/** The `{address}` of a path, lower case with `0x`, or 400. */
function accountAddress(value: string): string {
  if (!isEvmAddress(value)) throw new InvalidAccountAddressError({ value })
  return `0x${value.replace(/^0x/, '').toLowerCase()}`
}

function parseQuery<schema extends z.ZodType>(
  schema: schema,
  query: Record<string, string>,
): z.output<schema> {
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw new ValidationError({ error: parsed.error, subject: 'query' })
  return parsed.data
}

// The node behind a chain did not answer: not the client's fault, and not a bug of ours either.
function unavailable(c: Context, failed: readonly ChainContext[], message: string) {
  const body: ErrorBody = {
    name: 'ChainUnavailableError',
    message,
    details: `No answer from the node of ${failed.map((context) => context.chain.caipNetworkId).join(', ')}.`,
  }
  return c.json(body, 502)
}
