import {
  type Balance,
  type BalanceResponse,
  cacheTimes,
  type HistoryResponse,
  type SupportedChainsResponse,
  userMessages,
} from '@airlock/protocol'
import { Hono } from 'hono'
import { z } from 'zod'
import { type ChainContext, createChainContexts } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import { resolveBlockchainChains } from '../blockchain/resolveBlockchainChains.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { memoryCaches, type SharedCaches } from '../limits/sharedCaches.js'
import { publicCors } from '../middleware/cors.js'
import { parseQuery } from '../middleware/parseQuery.js'
import { requireProject } from '../middleware/requireProject.js'
import type { NameRepository } from '../names/createNameRepository.js'
import { answerOnRampHistory } from '../onramp/answerOnRampHistory.js'
import type { OnRampProvider } from '../onramp/onRampProvider.js'
import { chainUnavailable } from '../services/blockchain/chainUnavailable.js'
import { readAccountBalances } from '../services/blockchain/readAccountBalances.js'
import { readAccountHistory } from '../services/blockchain/readAccountHistory.js'
import { readAccountNfts } from '../services/blockchain/readAccountNfts.js'
import { resolveAccountTargets } from '../services/blockchain/resolveAccountTargets.js'
import type { SolanaContext } from '../solana/createSolanaContexts.js'
import { createSolanaIndexer } from '../solana/createSolanaIndexer.js'
import { blockchainLookupRoutes } from './blockchainLookups.js'
import { type RpcProxyRoutesParameters, rpcProxyRoutes } from './rpcProxy.js'

export type BlockchainRoutesParameters = {
  /** `chains` and `publicUrl` are read, unless `contexts` is given. */
  config: Pick<Config, 'chains' | 'publicUrl'>
  /** The index the history and NFTs are read from. */
  db: Database
  projects: Pick<ProjectRepository, 'get'>
  /** The chains served. Defaults to `createChainContexts(resolveBlockchainChains({ config }))`. */
  contexts?: ReadonlyMap<string, ChainContext>
  /** The Solana clusters served (`createSolanaContexts`). Defaults to none. */
  solana?: ReadonlyMap<string, SolanaContext>
  rpcRetry?: RpcProxyRoutesParameters['retry']
  /** The on-ramp providers `history?onramp=<id>` reads purchases from. Defaults to none. */
  onRampProviders?: readonly OnRampProvider[]
  /** Where balances are cached: this process (default), or Redis for every replica. */
  caches?: SharedCaches | undefined
  /** The names registry `/v1/identity` reads first (`createNameRepository`). Defaults to none. */
  names?: Pick<NameRepository, 'listByAddress'> | undefined
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
// A page is shared by concurrent requests and reused for a second: the indexer polls every second.
const historyCacheMs = 1_000

/**
 * The Blockchain API (`SPEC §7`) over the server's EVM chains and Solana clusters; every route
 * needs a known `projectId` and answers any origin. `GET /v1/supported-chains`;
 * `GET /v1/account/{address}/balance|history|nfts?chainId=` (an EVM or Solana address: without
 * `chainId`, every chain of its namespace); `GET /v1/identity/{address}`;
 * `POST /v1/fungible/price`; `POST /v1` (the JSON-RPC proxy, `rpcProxyRoutes`). Balances are
 * cached 30 s per account and chain (`forceUpdate=true` reads anew), history pages 1 s. Bad input
 * is a 400 naming it (`resolveAccountTargets`, the cursors' decoders); a chain whose node does
 * not answer a 502.
 *
 * @example
 * app.route('/', blockchainRoutes({ config, db: database.db, projects, solana }))
 */
export function blockchainRoutes({
  config,
  db,
  projects,
  contexts = createChainContexts(resolveBlockchainChains({ config })),
  solana = new Map(),
  rpcRetry,
  onRampProviders = [],
  caches = memoryCaches,
  names,
}: BlockchainRoutesParameters) {
  // Shared by every replica with Redis: a balance read anew after a send is what all answer.
  const balances = caches<Balance[]>('balances', cacheTimes.balanceMs)
  const histories = createTtlCache<HistoryResponse>({ ttlMs: historyCacheMs })
  const solanaIndexer = createSolanaIndexer(db)
  const account = (address: string, chainId: string | undefined) =>
    resolveAccountTargets({ evm: contexts, solana, address, chainId })

  const app = new Hono()
  for (const path of ['/v1/supported-chains', '/v1/account/*'])
    app.use(path, publicCors(), requireProject({ projects }))
  app.route('/', blockchainLookupRoutes({ projects, contexts, names }))
  const retry = rpcRetry ? { retry: rpcRetry } : {}
  app.route('/', rpcProxyRoutes({ projects, contexts, solana, ...retry }))

  app.get('/v1/supported-chains', (c) =>
    c.json({
      http: [...contexts.keys(), ...solana.keys()],
      ws: [],
    } satisfies SupportedChainsResponse),
  )

  app.get('/v1/account/:address/balance', async (c) => {
    const query = parseQuery(balanceQuery, c.req.query())
    const target = await account(c.req.param('address'), query.chainId)
    const read = await readAccountBalances(target, balances, query.forceUpdate === 'true')
    if (!read.ok)
      return c.json(chainUnavailable(read.failed, userMessages.tokenBalanceUnavailable), 502)
    return c.json({ balances: read.balances } satisfies BalanceResponse)
  })

  app.get('/v1/account/:address/history', async (c) => {
    const query = parseQuery(historyQuery, c.req.query())
    const target = await account(c.req.param('address'), query.chainId)
    // With `onramp`, the provider's purchases answer instead of the index.
    if (query.onramp)
      return answerOnRampHistory(c, {
        providers: onRampProviders,
        provider: query.onramp,
        address: target.address,
        chainId: query.chainId,
      })
    const key = `${target.address} ${query.chainId ?? null} ${query.cursor ?? ''}`
    const { chainId, cursor } = query
    const read = () => readAccountHistory({ db, solanaIndexer, account: target, chainId, cursor })
    return c.json(await histories.get(key, read))
  })

  app.get('/v1/account/:address/nfts', async (c) => {
    const query = parseQuery(chainQuery, c.req.query())
    const read = await readAccountNfts(db, await account(c.req.param('address'), query.chainId))
    if (!read.ok) return c.json(chainUnavailable(read.failed, 'NFTs unavailable'), 502)
    return c.json({ nfts: read.nfts })
  })

  return app
}
