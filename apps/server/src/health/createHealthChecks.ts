import type { Config } from '../config/loadConfig.js'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { checkChain } from './checkChain.js'
import { checkRedis } from './checkRedis.js'
import { checkSolanaChain } from './checkSolanaChain.js'

/** One dependency check: resolves when healthy, rejects with the reason otherwise. */
export type HealthCheck = (signal: AbortSignal) => Promise<void>

/** The checks `GET /health` runs, keyed by the name it reports them under. */
export type HealthChecks = Record<string, HealthCheck>

/**
 * The server's default health checks: `database` (`select 1`), one per configured chain keyed by
 * its CAIP-2 id (`eth_chainId`; `getGenesisHash` on a Solana cluster), and `redis` (PING) when `REDIS_URL` is set.
 *
 * @param parameters.config - `chains`, `solanaChains` and `redisUrl` are read.
 * @param parameters.db - The open database.
 * @returns The checks, for `createApp`.
 *
 * @example
 * import { createHealthChecks } from './createHealthChecks.js'
 * const checks = createHealthChecks({ config, db })
 * Object.keys(checks) // ['database', 'eip155:31337', 'eip155:31338']
 */
export function createHealthChecks({
  config,
  db,
}: {
  config: Pick<Config, 'chains' | 'redisUrl'> & Partial<Pick<Config, 'solanaChains'>>
  db: Pick<DatabaseHandle, 'ping'>
}): HealthChecks {
  const checks: HealthChecks = { database: () => db.ping() }
  for (const chain of config.chains)
    checks[chain.caipNetworkId] = (signal) => checkChain(chain, signal)
  for (const chain of config.solanaChains ?? [])
    checks[chain.caipNetworkId] = (signal) => checkSolanaChain(chain, signal)
  const { redisUrl } = config
  if (redisUrl) checks.redis = (signal) => checkRedis(redisUrl, signal)
  return checks
}
