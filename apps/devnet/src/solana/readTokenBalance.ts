import type { LiteSVM } from 'litesvm'
import { decodeTokenAccount, type SolanaTokenAccountState } from './decodeTokenAccount.js'
import { readSolanaAccount } from './readSolanaAccount.js'

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
  const account = readSolanaAccount(svm, address)
  return account && decodeTokenAccount(svm, account)
}
