import type { SolanaTransactionErrorJson } from './describeTransactionError.js'
import type { LoadedAddresses } from './listAccountKeys.js'
import type { SolanaInnerInstructions } from './readInnerInstructions.js'
import type { SolanaTokenBalance } from './readTokenBalances.js'

/** Everything `getTransaction` needs, kept in the facade's own index (LiteSVM keeps no history). */
export type StoredSolanaTransaction = {
  signature: string
  slot: number
  blockTime: number
  /** The wire transaction, base64. */
  wire: string
  err: SolanaTransactionErrorJson | null
  fee: number
  /** Lamports as decimal strings (they can exceed 2^53). */
  preBalances: string[]
  postBalances: string[]
  preTokenBalances: SolanaTokenBalance[]
  postTokenBalances: SolanaTokenBalance[]
  logMessages: string[]
  innerInstructions: SolanaInnerInstructions
  computeUnitsConsumed: number
  loadedAddresses: LoadedAddresses
  /** Memo text as `getSignaturesForAddress` shows it (`[len] text`), or null. */
  memo: string | null
  /** Priority fee price in micro-lamports per compute unit (0 without one). */
  computeUnitPrice: number
}
