import { getBase58Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { readSolanaAccount } from './readSolanaAccount.js'
import type { SolanaAccountState } from './solanaAccountState.js'
import { programIds } from './solanaDefinition.js'

export type SolanaTokenAccountState = {
  mint: string
  owner: string
  programId: string
  amount: bigint
  decimals: number
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegate: string | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

const tokenPrograms = new Set<string>([programIds.token, programIds.token2022])

/**
 * Decodes an SPL Token (or Token-2022) account: mint, owner, amount, state, delegate, and the
 * mint's decimals (read from the chain).
 *
 * @param svm - The chain, for the mint.
 * @param account - The account's content.
 * @returns Its state, or `null` if it is not a token account.
 *
 * @example
 * import { decodeTokenAccount } from './decodeTokenAccount.js'
 * decodeTokenAccount(svm, account)?.amount // 1000000n
 */
export function decodeTokenAccount(
  svm: LiteSVM,
  account: SolanaAccountState,
): SolanaTokenAccountState | null {
  if (!tokenPrograms.has(account.owner)) return null
  const data = account.data
  // A token account is 165 bytes (Token-2022 adds an account-type byte and extensions after it).
  if (data.length < 165 || (data.length > 165 && data[165] !== 2)) return null
  const base58 = getBase58Decoder()
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const mint = base58.decode(data.subarray(0, 32))
  const mintAccount = readSolanaAccount(svm, mint)
  const decimals = mintAccount && mintAccount.data.length >= 82 ? (mintAccount.data[44] ?? 0) : 0
  const stateByte = data[108]
  return {
    mint,
    owner: base58.decode(data.subarray(32, 64)),
    programId: account.owner,
    amount: view.readBigUInt64LE(64),
    decimals,
    state: stateByte === 2 ? 'frozen' : stateByte === 1 ? 'initialized' : 'uninitialized',
    isNative: view.readUInt32LE(109) === 1,
    delegate: view.readUInt32LE(72) === 1 ? base58.decode(data.subarray(76, 108)) : null,
    delegatedAmount: view.readBigUInt64LE(121),
    closeAuthority: view.readUInt32LE(129) === 1 ? base58.decode(data.subarray(133, 165)) : null,
  }
}
