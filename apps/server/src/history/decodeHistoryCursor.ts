import { z } from 'zod'
import { InvalidCursorError } from '../errors/blockchain.js'
import { encodeHistoryCursor, type HistoryCursor } from './encodeHistoryCursor.js'

const whole = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const fields = z.tuple([
  z.literal(1),
  z.string().regex(/^0x[0-9a-f]{40}$/),
  z.string().max(64).nullable(),
  whole,
  whole,
  whole,
  whole,
])

/**
 * Reads a cursor made by `encodeHistoryCursor` and checks it belongs to this query. Anything else
 * (truncated, edited, another encoding, another account's or chain's cursor) is refused.
 *
 * @param value - The `cursor` query parameter.
 * @param query - The account (lower case) and `chainId` filter of the request.
 * @returns The position to continue after.
 * @throws {InvalidCursorError} 400 saying what is wrong.
 *
 * @example
 * import { decodeHistoryCursor } from './history/decodeHistoryCursor.js'
 * const after = decodeHistoryCursor(cursor, { address, chainFilter: 'eip155:31337' })
 */
export function decodeHistoryCursor(
  value: string,
  query: Pick<HistoryCursor, 'address' | 'chainFilter'>,
): HistoryCursor {
  if (value.length > 512 || !/^[A-Za-z0-9_-]+$/.test(value))
    throw new InvalidCursorError({ reason: 'It is not a cursor this server made.' })
  let parsed: z.infer<typeof fields>
  try {
    parsed = fields.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
  } catch {
    throw new InvalidCursorError({ reason: 'It is not a cursor this server made.' })
  }
  const [, address, chainFilter, minedAt, chainId, blockNumber, transactionIndex] = parsed
  const cursor = { address, chainFilter, minedAt, chainId, blockNumber, transactionIndex }
  // One encoding per position: a cursor spelled any other way was not made here.
  if (encodeHistoryCursor(cursor) !== value)
    throw new InvalidCursorError({ reason: 'It is not a cursor this server made.' })
  if (address !== query.address || chainFilter !== query.chainFilter)
    throw new InvalidCursorError({
      reason: 'It belongs to another account or chainId than this request.',
    })
  return cursor
}
