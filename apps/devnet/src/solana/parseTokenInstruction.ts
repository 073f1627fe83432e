import { getBase58Decoder } from '@solana/kit'
import { formatTokenAmount } from './formatTokenAmount.js'

const authorityTypes = ['mintTokens', 'freezeAccount', 'accountOwner', 'closeAccount']

/**
 * Decodes an SPL Token (or Token-2022 base) instruction the way a validator's `jsonParsed`
 * encoding does: the instruction type and named accounts and amounts (`tokenAmount` for the
 * checked variants).
 *
 * @param accounts - The instruction's accounts, as base58 keys.
 * @param data - Its data.
 * @returns `{ type, info }`, or `null` for an instruction this parser does not know.
 *
 * @example
 * import { parseTokenInstruction } from './parseTokenInstruction.js'
 * parseTokenInstruction([source, mint, destination, owner], data)?.type // 'transferChecked'
 */
export function parseTokenInstruction(
  accounts: readonly string[],
  data: Uint8Array,
): { type: string; info: Record<string, unknown> } | null {
  if (data.length === 0) return null
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const key = (offset: number) => getBase58Decoder().decode(data.subarray(offset, offset + 32))
  const amount = () => view.readBigUInt64LE(1).toString()
  const tokenAmount = () => formatTokenAmount(view.readBigUInt64LE(1), data[9] ?? 0)
  const optionalKey = (offset: number) => (data[offset] === 1 ? key(offset + 1) : undefined)
  const [a, b, c, d] = accounts
  const mintInfo = (mintAuthorityAt: number, rentSysvar?: string) => {
    const info: Record<string, unknown> = {
      mint: a,
      decimals: data[1],
      mintAuthority: key(mintAuthorityAt),
    }
    const freeze = optionalKey(mintAuthorityAt + 32)
    if (freeze) info.freezeAuthority = freeze
    if (rentSysvar) info.rentSysvar = rentSysvar
    return info
  }
  try {
    switch (data[0]) {
      case 0:
        return { type: 'initializeMint', info: mintInfo(2, b) }
      case 1:
        return { type: 'initializeAccount', info: { account: a, mint: b, owner: c, rentSysvar: d } }
      case 3:
        return {
          type: 'transfer',
          info: { source: a, destination: b, authority: c, amount: amount() },
        }
      case 4:
        return { type: 'approve', info: { source: a, delegate: b, owner: c, amount: amount() } }
      case 5:
        return { type: 'revoke', info: { source: a, owner: b } }
      case 6: {
        const authorityType = authorityTypes[data[1] ?? 0] ?? 'mintTokens'
        const target =
          authorityType === 'mintTokens' || authorityType === 'freezeAccount' ? 'mint' : 'account'
        return {
          type: 'setAuthority',
          info: { [target]: a, authorityType, newAuthority: optionalKey(2) ?? null, authority: b },
        }
      }
      case 7:
        return { type: 'mintTo', info: { mint: a, account: b, mintAuthority: c, amount: amount() } }
      case 8:
        return { type: 'burn', info: { account: a, mint: b, authority: c, amount: amount() } }
      case 9:
        return { type: 'closeAccount', info: { account: a, destination: b, owner: c } }
      case 10:
        return { type: 'freezeAccount', info: { account: a, mint: b, freezeAuthority: c } }
      case 11:
        return { type: 'thawAccount', info: { account: a, mint: b, freezeAuthority: c } }
      case 12:
        return {
          type: 'transferChecked',
          info: { source: a, mint: b, destination: c, authority: d, tokenAmount: tokenAmount() },
        }
      case 13:
        return {
          type: 'approveChecked',
          info: { source: a, mint: b, delegate: c, owner: d, tokenAmount: tokenAmount() },
        }
      case 14:
        return {
          type: 'mintToChecked',
          info: { mint: a, account: b, mintAuthority: c, tokenAmount: tokenAmount() },
        }
      case 15:
        return {
          type: 'burnChecked',
          info: { account: a, mint: b, authority: c, tokenAmount: tokenAmount() },
        }
      case 16:
        return {
          type: 'initializeAccount2',
          info: { account: a, mint: b, owner: key(1), rentSysvar: c },
        }
      case 17:
        return { type: 'syncNative', info: { account: a } }
      case 18:
        return { type: 'initializeAccount3', info: { account: a, mint: b, owner: key(1) } }
      case 20:
        return { type: 'initializeMint2', info: mintInfo(2) }
      case 22:
        return { type: 'initializeImmutableOwner', info: { account: a } }
      default:
        return null
    }
  } catch {
    return null
  }
}
