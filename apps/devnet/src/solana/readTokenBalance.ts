import type { LiteSVM } from 'litesvm'
import { decodeTokenAccount, type SolanaTokenAccountState } from './decodeTokenAccount.js'

/**
 * Reads an SPL Token (or Token-2022) account from the chain.
 *
 * @param svm - The chain.
 * @param address - The token account.
 * @returns Its state, or `null` if the account is missing or not a token account.
 *
 * @example
 * import { readTokenBalance } from './readTokenBalance.js'
 * readTokenBalance(svm, ata)?.amount // 1000000n
 */
export function readTokenBalance(svm: LiteSVM, address: string): SolanaTokenAccountState | null {
  const account = svm.getAccount(address as never)
  if (!account.exists) return null
  return decodeTokenAccount(svm, {
    lamports: account.lamports,
    owner: account.programAddress,
    executable: account.executable,
    data: account.data,
  })
}
