import { getBase58Decoder } from '@solana/kit'

/**
 * Decodes a System program instruction the way a validator's `jsonParsed` encoding does.
 *
 * @param accounts - The instruction's accounts, as base58 keys.
 * @param data - Its data.
 * @returns `{ type, info }`, or `null` for an instruction this parser does not know.
 *
 * @example
 * import { parseSystemInstruction } from './parseSystemInstruction.js'
 * parseSystemInstruction([alice, bob], data) // { type: 'transfer', info: { destination, lamports, source } }
 */
export function parseSystemInstruction(
  accounts: readonly string[],
  data: Uint8Array,
): { type: string; info: Record<string, unknown> } | null {
  if (data.length < 4) return null
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const key = (offset: number) => getBase58Decoder().decode(data.subarray(offset, offset + 32))
  const [first, second, third] = accounts
  try {
    switch (view.readUInt32LE(0)) {
      case 0:
        return {
          type: 'createAccount',
          info: {
            source: first,
            newAccount: second,
            lamports: view.readBigUInt64LE(4),
            space: view.readBigUInt64LE(12),
            owner: key(20),
          },
        }
      case 1:
        return { type: 'assign', info: { account: first, owner: key(4) } }
      case 2:
        return {
          type: 'transfer',
          info: { source: first, destination: second, lamports: view.readBigUInt64LE(4) },
        }
      case 3: {
        const seedLength = Number(view.readBigUInt64LE(36))
        const seedEnd = 44 + seedLength
        return {
          type: 'createAccountWithSeed',
          info: {
            source: first,
            newAccount: second,
            base: key(4),
            seed: view.subarray(44, seedEnd).toString('utf8'),
            lamports: view.readBigUInt64LE(seedEnd),
            space: view.readBigUInt64LE(seedEnd + 8),
            owner: key(seedEnd + 16),
          },
        }
      }
      case 8:
        return { type: 'allocate', info: { account: first, space: view.readBigUInt64LE(4) } }
      case 11: {
        const seedLength = Number(view.readBigUInt64LE(12))
        return {
          type: 'transferWithSeed',
          info: {
            source: first,
            sourceBase: second,
            destination: third,
            lamports: view.readBigUInt64LE(4),
            sourceSeed: view.subarray(20, 20 + seedLength).toString('utf8'),
            sourceOwner: key(20 + seedLength),
          },
        }
      }
      default:
        return null
    }
  } catch {
    return null
  }
}
