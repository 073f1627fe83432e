import { z } from 'zod'
import { InvalidCursorError } from '../errors/blockchain.js'

/** Where a Solana history page ended, and for which query. */
export type SolanaHistoryCursor = {
  address: string
  /** The `chainId` filter of the query, or `null`. */
  chainFilter: string | null
  /** The last signature of the page: the next page is what came before it. */
  before: string
}

const fields = z.tuple([
  z.literal('s1'),
  z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  z.string().max(64).nullable(),
  z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/),
])

/**
 * Encodes the position after a Solana history page as an opaque, URL-safe string naming its
 * query, so `decodeSolanaHistoryCursor` refuses it for another account or chain.
 *
 * @example
 * encodeSolanaHistoryCursor({ address, chainFilter: null, before: '5h…' })
 */
export function encodeSolanaHistoryCursor(cursor: SolanaHistoryCursor): string {
  const value = ['s1', cursor.address, cursor.chainFilter, cursor.before]
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/**
 * Reads a cursor made by `encodeSolanaHistoryCursor` and checks it belongs to this query.
 *
 * @param value - The `cursor` query parameter.
 * @param query - The account and `chainId` filter of the request.
 * @returns The position to continue after.
 * @throws {InvalidCursorError} 400 saying what is wrong.
 *
 * @example
 * const { before } = decodeSolanaHistoryCursor(cursor, { address, chainFilter })
 */
export function decodeSolanaHistoryCursor(
  value: string,
  query: Pick<SolanaHistoryCursor, 'address' | 'chainFilter'>,
): SolanaHistoryCursor {
  const foreign = () => new InvalidCursorError({ reason: 'It is not a cursor this server made.' })
  if (value.length > 512 || !/^[A-Za-z0-9_-]+$/.test(value)) throw foreign()
  let parsed: z.infer<typeof fields>
  try {
    parsed = fields.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
  } catch {
    throw foreign()
  }
  const [, address, chainFilter, before] = parsed
  const cursor = { address, chainFilter, before }
  if (encodeSolanaHistoryCursor(cursor) !== value) throw foreign()
  if (address !== query.address || chainFilter !== query.chainFilter)
    throw new InvalidCursorError({
      reason: 'It belongs to another account or chainId than this request.',
    })
  return cursor
}
