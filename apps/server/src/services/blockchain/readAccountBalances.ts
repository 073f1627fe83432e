import type { Balance } from '@airlock/protocol'
import type { Address as SolanaAddress } from '@solana/kit'
import type { Address } from 'viem'
import type { TtlCache } from '../../blockchain/createTtlCache.js'
import { readBalances } from '../../blockchain/readBalances.js'
import { readSolanaBalances } from '../../solana/readSolanaBalances.js'
import type { AccountTargets } from './resolveAccountTargets.js'

export type ReadAccountBalancesReturnType =
  | { ok: true; balances: Balance[] }
  /** Every chain asked failed: their CAIP-2 ids. */
  | { ok: false; failed: string[] }

/**
 * An account's balances on the chains of `resolveAccountTargets`, each chain's cached per account
 * (`refresh` reads anew), sorted by USD value. One chain that fails is left out; all failing is
 * the caller's 502.
 *
 * @param account - From `resolveAccountTargets`.
 * @param cache - The balances cache, keyed `<caip2>:<address>`.
 * @param refresh - `forceUpdate=true`.
 * @returns The balances, or which chains failed.
 *
 * @example
 * import { readAccountBalances } from './services/blockchain/readAccountBalances.js'
 * const answer = await readAccountBalances(await resolveAccountTargets(…), balances, false)
 */
export async function readAccountBalances(
  account: AccountTargets,
  cache: TtlCache<Balance[]>,
  refresh: boolean,
): Promise<ReadAccountBalancesReturnType> {
  const reads =
    account.namespace === 'solana'
      ? account.targets.map((context) => ({
          id: context.chain.caipNetworkId,
          read: () => readSolanaBalances(context, account.address as SolanaAddress),
        }))
      : account.targets.map((context) => ({
          id: context.chain.caipNetworkId,
          read: () => readBalances({ ...context, address: account.address as Address }),
        }))
  const results = await Promise.allSettled(
    reads.map(({ id, read }) => cache.get(`${id}:${account.address}`, read, { refresh })),
  )
  const failed = reads.filter((_, i) => results[i]?.status === 'rejected').map(({ id }) => id)
  if (failed.length === reads.length && failed.length > 0) return { ok: false, failed }
  return {
    ok: true,
    balances: results
      .flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0)),
  }
}
