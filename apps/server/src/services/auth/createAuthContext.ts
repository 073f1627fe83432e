import { authLimits } from '@airlock/protocol'
import {
  createSignatureVerifier,
  type SignatureVerifier,
} from '../../auth/createSignatureVerifier.js'
import type { ChainConfig } from '../../config/loadConfig.js'
import type { Logger } from '../../createLogger.js'
import { createAuthRepository } from '../../db/createAuthRepository.js'
import type { Database } from '../../db/createDatabase.js'
import type { AuthContext } from './authContext.js'

export type CreateAuthContextParameters = {
  /** Where nonces, sessions and account metadata are stored. */
  db: Database
  /** The chains sign-in accepts (`config.chains`): where contract accounts are asked. */
  chains: readonly Pick<ChainConfig, 'chainId' | 'rpcUrl'>[]
  /** Told when sweeping old nonces and sessions fails. Defaults to none. */
  logger?: Logger
  /** The clock. Defaults to `() => new Date()`. */
  now?: () => Date
  /** Defaults to `authLimits.nonceTtlMs` (5 min). */
  nonceTtlMs?: number
  /** The longest session; a sooner `Expiration Time` ends it sooner. Defaults to 12 h. */
  sessionTtlMs?: number
  /** How far ahead of the server's clock `Issued At` and `Not Before` may be. Defaults to 60 s. */
  clockSkewMs?: number
  /** The Solana clusters served (CAIP-2 ids), for Sign In With Solana. Defaults to none. */
  solanaClusters?: readonly string[]
  /** Checks signatures. Defaults to `createSignatureVerifier({ chains })`. */
  verifier?: SignatureVerifier
}

const sweepIntervalMs = 60_000

/**
 * Builds the sign-in context: the repository over the database, the signature verifier, the
 * clock, the limits, and a sweep of old nonces and sessions that runs at most once a minute.
 *
 * @param parameters - Database, chains and settings.
 * @returns The context.
 *
 * @example
 * import { createAuthContext } from './services/auth/createAuthContext.js'
 * const context = createAuthContext({ db: database.db, chains: config.chains })
 */
export function createAuthContext({
  db,
  chains,
  solanaClusters = [],
  logger,
  now = () => new Date(),
  nonceTtlMs = authLimits.nonceTtlMs,
  sessionTtlMs = authLimits.sessionTtlMs,
  clockSkewMs = 60_000,
  verifier = createSignatureVerifier({ chains }),
}: CreateAuthContextParameters): AuthContext {
  const repository = createAuthRepository(db)
  let lastSweep = 0
  const sweep = (time: Date) => {
    if (time.getTime() - lastSweep < sweepIntervalMs) return
    lastSweep = time.getTime()
    repository
      .sweep({ now: time, nonceGraceMs: 60 * 60_000, sessionGraceMs: 7 * 24 * 60 * 60_000 })
      .catch((error) => logger?.warn({ err: error }, 'sweeping sign-in nonces failed'))
  }
  return {
    repository,
    verifier,
    chainIds: chains.map((chain) => chain.chainId),
    solanaClusters,
    logger,
    now,
    sweep,
    limits: { nonceTtlMs, sessionTtlMs, clockSkewMs },
  }
}
