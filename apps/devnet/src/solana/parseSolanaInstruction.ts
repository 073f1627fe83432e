import { getBase58Decoder } from '@solana/kit'
import { parseSystemInstruction } from './parseSystemInstruction.js'
import { parseTokenInstruction } from './parseTokenInstruction.js'
import { programIds } from './solanaDefinition.js'

export type ParsedSolanaInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

const ataTypes = ['create', 'createIdempotent', 'recoverNested']

/**
 * One instruction in `jsonParsed` form: parsed for the System, SPL Token (and Token-2022 base),
 * Associated Token Account and Memo programs, otherwise with base58 accounts and data.
 *
 * @param programId - The invoked program.
 * @param accounts - The instruction's accounts, as base58 keys.
 * @param data - Its data.
 * @param stackHeight - `null` for top-level instructions, the CPI depth for inner ones.
 * @returns The instruction as a validator's `jsonParsed` lists it.
 *
 * @example
 * import { parseSolanaInstruction } from './parseSolanaInstruction.js'
 * parseSolanaInstruction(systemProgram, [alice, bob], data, null) // { program: 'system', parsed: { type: 'transfer', … } }
 */
export function parseSolanaInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): ParsedSolanaInstruction {
  let parsed: unknown = null
  let program = ''
  if (programId === programIds.system) {
    program = 'system'
    parsed = parseSystemInstruction(accounts, data)
  } else if (programId === programIds.token || programId === programIds.token2022) {
    program = programId === programIds.token ? 'spl-token' : 'spl-token-2022'
    parsed = parseTokenInstruction(accounts, data)
  } else if (programId === programIds.memo || programId === programIds.memoV1) {
    program = 'spl-memo'
    const text = Buffer.from(data).toString('utf8')
    parsed = Buffer.from(text, 'utf8').equals(Buffer.from(data)) ? text : null
  } else if (programId === programIds.associatedToken) {
    program = 'spl-associated-token-account'
    const type = ataTypes[data.length === 0 ? 0 : (data[0] as number)]
    const [a, b, c, d, e, f, g] = accounts
    if (type === 'recoverNested')
      parsed = {
        type,
        info: {
          nestedSource: a,
          nestedMint: b,
          destination: c,
          nestedOwner: d,
          ownerMint: e,
          wallet: f,
          tokenProgram: g,
        },
      }
    else if (type)
      parsed = {
        type,
        info: { source: a, account: b, wallet: c, mint: d, systemProgram: e, tokenProgram: f },
      }
  }
  if (parsed !== null) return { program, programId, parsed, stackHeight }
  return {
    programId,
    accounts: [...accounts],
    data: getBase58Decoder().decode(data),
    stackHeight,
  }
}
