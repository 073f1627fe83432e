/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Airlock server, set at build time from `AIRLOCK_API_URL`. */
  readonly AIRLOCK_API_URL: string
  /** The e-mail wallet's secure origin, set at build time from `AIRLOCK_SECURE_URL`. */
  readonly AIRLOCK_SECURE_URL: string
  /** The devnet's Solana cluster, read from its manifest at build time; null without one. */
  readonly AIRLOCK_SOLANA_NETWORK: import('@airlock/core').SolanaNetwork | null
}
