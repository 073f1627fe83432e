import type { Nft } from '@airlock/protocol'
import type { ChainContext } from '../../blockchain/createChainContexts.js'
import { readNfts } from '../../blockchain/readNfts.js'
import type { Database } from '../../db/createDatabase.js'
import type { AccountTargets } from './resolveAccountTargets.js'

/**
 * An account's NFTs on the chains of `resolveAccountTargets`, from the index. Solana clusters
 * have none yet (the devnet has no NFT program it could load offline).
 *
 * @returns The NFTs, or which chains failed when all did.
 *
 * @example
 * import { readAccountNfts } from './services/blockchain/readAccountNfts.js'
 * const answer = await readAccountNfts(db, account)
 */
export async function readAccountNfts(
  db: Database,
  account: AccountTargets,
): Promise<{ ok: true; nfts: Nft[] } | { ok: false; failed: string[] }> {
  if (account.namespace === 'solana') return { ok: true, nfts: [] }
  const targets: readonly ChainContext[] = account.targets
  const results = await Promise.allSettled(
    targets.map((context) => readNfts({ db, context, address: account.address })),
  )
  const failed = targets
    .filter((_, i) => results[i]?.status === 'rejected')
    .map((context) => context.chain.caipNetworkId)
  if (failed.length === targets.length && failed.length > 0) return { ok: false, failed }
  return {
    ok: true,
    nfts: results.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
  }
}
