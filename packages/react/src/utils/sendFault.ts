import type { SendProblem } from '@airlock/core'

/**
 * The input a Send problem is about, to mark only that one invalid: the address for a bad
 * address, the amount for a bad or too large amount, the empty one when one is missing, and
 * neither for a problem with the token or its network. EVM's Send and Solana's share it.
 *
 * @example
 * sendFault('invalidAddress', { amount: '1', receiver: '0x12' }) // 'receiver'
 */
export function sendFault(
  problem: SendProblem,
  { amount, receiver }: { amount: string; receiver: string },
): 'amount' | 'receiver' | undefined {
  if (problem === 'invalidAddress') return 'receiver'
  if (problem === 'insufficientBalance' || problem === 'enterValidAmount') return 'amount'
  if (problem === 'amountAndReceiverRequired')
    return amount ? (receiver ? undefined : 'receiver') : 'amount'
  return undefined
}
