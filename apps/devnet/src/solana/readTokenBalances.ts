import type { LiteSVM } from 'litesvm'
import type { SolanaTokenAmount } from './formatTokenAmount.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { SolanaAccountKey } from './listAccountKeys.js'
import { readTokenBalance } from './readTokenBalance.js'

export type SolanaTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: SolanaTokenAmount
}

/**
 * The token balances of a transaction's accounts (`preTokenBalances` / `postTokenBalances`).
 *
 * @param svm - The chain.
 * @param keys - The transaction's account keys.
 * @returns One entry per token account among them.
 *
 * @example
 * import { readTokenBalances } from './readTokenBalances.js'
 * readTokenBalances(svm, keys)[0]?.uiTokenAmount.uiAmountString // '12.5'
 */
export function readTokenBalances(
  svm: LiteSVM,
  keys: readonly SolanaAccountKey[],
): SolanaTokenBalance[] {
  return keys.flatMap((key, accountIndex) => {
    const token = readTokenBalance(svm, key.pubkey)
    if (!token) return []
    const { mint, owner, programId, amount, decimals } = token
    return [
      { accountIndex, mint, owner, programId, uiTokenAmount: formatTokenAmount(amount, decimals) },
    ]
  })
}
