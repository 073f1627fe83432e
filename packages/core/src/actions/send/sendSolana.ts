import { isSolanaAddress } from '@airlock/protocol'
import { SendInputError } from '../../errors/send.js'
import type { Airlock } from '../../types/airlock.js'
import { toUnits } from '../../utils/toUnits.js'

export type SendSolanaParameters = {
  /** The receiver's base58 address. */
  to: string
  /** In SOL, as typed (either decimal separator; at most 9 decimals). */
  amount: string
}

export type SendSolanaErrorType = SendInputError

/**
 * Sends SOL from the connected Solana account: checks the form (SPEC §5: receiver and amount
 * required, a base58 address of 32 bytes, an amount above 0 with at most 9 decimals, no more than
 * the balance), has the wallet sign and send a System transfer, and marks the portfolio changed.
 *
 * @returns The transaction's signature (base58).
 *
 * @example
 * import { sendSolana } from '@airlock/core'
 * const signature = await sendSolana(airlock, { to: 'CuieVD…', amount: '0.5' })
 */
export async function sendSolana(
  airlock: Airlock,
  { to, amount }: SendSolanaParameters,
): Promise<string> {
  if (!to || !amount) throw new SendInputError('amountAndReceiverRequired')
  if (!isSolanaAddress(to)) throw new SendInputError('invalidAddress')
  const lamports = toUnits(amount, 9)
  if (lamports === undefined || lamports <= 0n) throw new SendInputError('enterValidAmount')
  const { address, chainId } = airlock.store.getState().solana
  const adapter = await airlock.adapter('solana')
  if (address && chainId) {
    const { value } = await adapter.nativeBalance(address, chainId.slice('solana:'.length))
    if (lamports > value) throw new SendInputError('insufficientBalance')
  }
  const signature = await adapter.sendSol({ to, amount: lamports })
  airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
  return signature
}
