import type { DecodedSolanaTransaction } from './decodeSolanaTransaction.js'
import type { SolanaAccountKey } from './listAccountKeys.js'
import { programIds } from './solanaDefinition.js'

/**
 * The memo of a transaction as `getSignaturesForAddress` reports it: each Memo instruction as
 * `[<byte length>] <text>`, joined by `; `.
 *
 * @param decoded - The transaction.
 * @param keys - Its account keys.
 * @returns The memo, or `null` without a Memo instruction.
 *
 * @example
 * import { readMemo } from './readMemo.js'
 * readMemo(decoded, keys) // '[5] hello'
 */
export function readMemo(
  decoded: DecodedSolanaTransaction,
  keys: readonly SolanaAccountKey[],
): string | null {
  const memos = decoded.instructions.flatMap((instruction) => {
    const program = keys[instruction.programIdIndex]?.pubkey
    if (program !== programIds.memo && program !== programIds.memoV1) return []
    return [`[${instruction.data.length}] ${Buffer.from(instruction.data).toString('utf8')}`]
  })
  return memos.length > 0 ? memos.join('; ') : null
}
