import type { DecodedSolanaTransaction } from './decodeSolanaTransaction.js'
import type { SolanaAccountKey } from './listAccountKeys.js'
import { lamportsPerSignature, programIds } from './solanaDefinition.js'

/**
 * The compute budget a transaction asks for and the fee it costs: 5,000 lamports per signature
 * plus the priority fee (price × unit limit, rounded up), as a validator charges.
 *
 * @param decoded - The transaction.
 * @param keys - Its account keys.
 * @returns Price (micro-lamports per unit), unit limit and fee (lamports).
 *
 * @example
 * import { readComputeBudget } from './readComputeBudget.js'
 * readComputeBudget(decoded, keys).fee // 5000
 */
export function readComputeBudget(
  decoded: DecodedSolanaTransaction,
  keys: readonly SolanaAccountKey[],
): { price: number; units: number; fee: number } {
  let price = 0n
  let explicit: bigint | undefined
  let implicit = 0n
  for (const instruction of decoded.instructions) {
    const data = Buffer.from(instruction.data)
    if (keys[instruction.programIdIndex]?.pubkey !== programIds.computeBudget) implicit += 200_000n
    else if (data[0] === 2 && data.length >= 5) explicit = BigInt(data.readUInt32LE(1))
    else if (data[0] === 3 && data.length >= 9) price = data.readBigUInt64LE(1)
  }
  const units = explicit ?? (implicit > 1_400_000n ? 1_400_000n : implicit)
  const priority = (price * units + 999_999n) / 1_000_000n
  return {
    price: Number(price),
    units: Number(units),
    fee: lamportsPerSignature * decoded.signatures.length + Number(priority),
  }
}
