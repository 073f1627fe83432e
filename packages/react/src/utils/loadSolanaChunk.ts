// The Solana account's chunk has a loader of its own, apart from loadChunks.ts: its views prefetch
// the other flows' chunks from there (Swap on pointing at it), so a loader of it in loadChunks.ts
// would close an import circle.
import { loadOnce } from './loadOnce.js'

/** The Solana account's part of the Account view: its balances and Send SOL. */
export const loadSolanaChunk = loadOnce(() => import('../views/account/solanaViews.js'))
