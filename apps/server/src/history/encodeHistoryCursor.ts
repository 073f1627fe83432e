/** Where a history page ended, and for which query: what a cursor carries. */
export type HistoryCursor = {
  /** The account, lower case. */
  address: string
  /** The `chainId` filter of the query, or `null` for every chain. */
  chainFilter: string | null
  /** The last item's sort key: time (ms), chain, block and position. */
  minedAt: number
  chainId: number
  blockNumber: number
  transactionIndex: number
}

const version = 1

/**
 * Encodes the position after a history page as an opaque, URL-safe string. It names the query it
 * belongs to, so `decodeHistoryCursor` refuses it for another account or chain.
 *
 * @param cursor - The query and the last item's sort key.
 * @returns The `next` value of the page.
 *
 * @example
 * import { encodeHistoryCursor } from './history/encodeHistoryCursor.js'
 * encodeHistoryCursor({ address: '0x7099…', chainFilter: 'eip155:31337', minedAt: 1700000000000, chainId: 31337, blockNumber: 42, transactionIndex: 3 })
 */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const fields = [
    version,
    cursor.address,
    cursor.chainFilter,
    cursor.minedAt,
    cursor.chainId,
    cursor.blockNumber,
    cursor.transactionIndex,
  ]
  return Buffer.from(JSON.stringify(fields)).toString('base64url')
}
