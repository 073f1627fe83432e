import type { HistoryResponse } from '@airlock/protocol'
import type { Address as SolanaAddress } from '@solana/kit'
import type { Database } from '../../db/createDatabase.js'
import { decodeHistoryCursor } from '../../history/decodeHistoryCursor.js'
import { readHistory } from '../../history/readHistory.js'
import type { SolanaIndexer } from '../../solana/createSolanaIndexer.js'
import { decodeSolanaHistoryCursor } from '../../solana/solanaHistoryCursor.js'
import type { AccountTargets } from './resolveAccountTargets.js'

/**
 * One page of an account's history: from the block index on EVM chains, from the Solana indexer
 * on Solana (without `chainId`, the first Solana cluster served). A cursor is checked against the query
 * before anything is read.
 *
 * @param parameters - The database, the account's targets, the query's `chainId` and `cursor`.
 * @returns The page.
 * @throws {InvalidCursorError} 400 for a cursor of another account, chain or server.
 *
 * @example
 * import { readAccountHistory } from './services/blockchain/readAccountHistory.js'
 * const page = await readAccountHistory({ db, solanaIndexer, account, chainId, cursor })
 */
export async function readAccountHistory({
  db,
  solanaIndexer,
  account,
  chainId,
  cursor,
}: {
  db: Database
  solanaIndexer: SolanaIndexer
  account: AccountTargets
  chainId: string | undefined
  cursor: string | undefined
}): Promise<HistoryResponse> {
  const chainFilter = chainId ?? null
  const given = cursor === undefined || cursor === '' ? undefined : cursor
  const { address } = account
  if (account.namespace === 'solana') {
    const after = given ? decodeSolanaHistoryCursor(given, { address, chainFilter }) : undefined
    const [context] = account.targets
    if (!context) return { data: [], next: null }
    return solanaIndexer.page({
      context,
      address: address as SolanaAddress,
      chainFilter,
      before: after?.before,
    })
  }
  const after = given ? decodeHistoryCursor(given, { address, chainFilter }) : undefined
  return readHistory({ db, contexts: account.targets, address, chainFilter, after })
}
