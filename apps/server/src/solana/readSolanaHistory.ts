import { type HistoryResponse, historyPageSize, type Transaction } from '@airlock/protocol'
import type { Address, Signature } from '@solana/kit'
import type { SolanaContext } from './createSolanaContexts.js'
import {
  describeSolanaTransaction,
  type ParsedSolanaTransaction,
} from './describeSolanaTransaction.js'
import { encodeSolanaHistoryCursor } from './solanaHistoryCursor.js'

export type ReadSolanaHistoryParameters = {
  context: SolanaContext
  address: Address
  chainFilter: string | null
  /** The last signature of the previous page. */
  before?: string | undefined
  pageSize?: number
}

/**
 * One page of an account's Solana history, newest first, read from the cluster:
 * `getSignaturesForAddress` for the page, then each transaction (jsonParsed) at once, described
 * by `describeSolanaTransaction`.
 *
 * @returns The page, and the cursor of the next one (`null` on the last page).
 *
 * @example
 * import { readSolanaHistory } from './solana/readSolanaHistory.js'
 * const page = await readSolanaHistory({ context, address, chainFilter: null })
 */
export async function readSolanaHistory({
  context,
  address,
  chainFilter,
  before,
  pageSize = historyPageSize,
}: ReadSolanaHistoryParameters): Promise<HistoryResponse> {
  const rpc = await context.rpc()
  const signatures = await rpc
    .getSignaturesForAddress(address, {
      limit: pageSize + 1,
      commitment: 'confirmed',
      ...(before ? { before: before as Signature } : {}),
    })
    .send()
  const page = signatures.slice(0, pageSize)
  const last = page.at(-1)
  const next =
    signatures.length > pageSize && last
      ? encodeSolanaHistoryCursor({ address, chainFilter, before: last.signature })
      : null
  const transactions = await Promise.all(
    page.map((entry) =>
      rpc
        .getTransaction(entry.signature, {
          encoding: 'jsonParsed',
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
        })
        .send(),
    ),
  )
  const data = transactions.flatMap((tx): Transaction[] => {
    if (!tx) return []
    const item = describeSolanaTransaction(
      context.chain,
      address,
      tx as unknown as ParsedSolanaTransaction,
    )
    return item ? [item] : []
  })
  return { data, next }
}
