/** A token amount as the RPC answers it. */
export type SolanaTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/**
 * A token amount as the RPC writes it: the integer as a string, decimals, and the UI amount as a
 * number and as an exact string without trailing zeros.
 *
 * @param amount - Base units.
 * @param decimals - The mint's decimals.
 * @returns `{ amount, decimals, uiAmount, uiAmountString }`.
 *
 * @example
 * import { formatTokenAmount } from './formatTokenAmount.js'
 * formatTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function formatTokenAmount(amount: bigint, decimals: number): SolanaTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
