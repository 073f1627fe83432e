import type { SignatureVerifier } from '../../auth/createSignatureVerifier.js'
import type { Logger } from '../../createLogger.js'
import type { AuthRepository } from '../../db/createAuthRepository.js'

/** What the sign-in (SIWX) services work with; `authRoutes` builds it once. */
export type AuthContext = {
  repository: AuthRepository
  /** Checks signatures on their chain (ERC-6492 → ERC-1271 → ecrecover). */
  verifier: SignatureVerifier
  /** The chains sign-in accepts. */
  chainIds: readonly number[]
  /** The Solana clusters served (CAIP-2), for Sign In With Solana. */
  solanaClusters: readonly string[]
  logger?: Logger | undefined
  now: () => Date
  /** Sweeps old nonces and sessions, at most once a minute; never waits or throws. */
  sweep: (time: Date) => void
  limits: {
    nonceTtlMs: number
    /** The longest session; a sooner `Expiration Time` ends it sooner. */
    sessionTtlMs: number
    /** How far ahead of the server's clock `Issued At` and `Not Before` may be. */
    clockSkewMs: number
  }
}
