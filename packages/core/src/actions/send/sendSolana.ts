import { isSolanaAddress } from '@airlock/protocol'
import type { SplToken } from '../../adapters/solana/types.js'
import { SendInputError } from '../../errors/send.js'
import type { Airlock } from '../../types/airlock.js'
import { toUnits } from '../../utils/toUnits.js'

export type SendSolanaParameters = {
  /** The receiver's base58 address. */
  to: string
  /** As typed (either decimal separator; at most the mint's decimals, 9 for SOL). */
  amount: string
  /** The SPL token to send, by its mint; SOL without one. */
  token?: SplToken | undefined
}

export type SendSolanaErrorType = SendInputError

/** The form's check (SPEC §5) and the amount in the token's smallest unit. */
async function checkSolanaSend(airlock: Airlock, { to, amount, token }: SendSolanaParameters) {
  if (!to || !amount) throw new SendInputError('amountAndReceiverRequired')
  if (!isSolanaAddress(to)) throw new SendInputError('invalidAddress')
  const units = toUnits(amount, token?.decimals ?? 9)
  if (units === undefined || units <= 0n) throw new SendInputError('enterValidAmount')
  const adapter = await airlock.adapter('solana')
  return { adapter, units }
}

/**
 * Sends SOL or an SPL token from the connected Solana account: checks the form (SPEC §5:
 * receiver and amount required, a base58 address of 32 bytes on the Ed25519 curve, an amount
 * above 0 with no more decimals than the mint's, no more than the balance), has the wallet sign
 * and send a System transfer or an SPL `TransferChecked`, and marks the portfolio changed.
 *
 * @returns The transaction's signature (base58).
 *
 * @example
 * import { sendSolana } from '@airlock/core'
 * const signature = await sendSolana(airlock, { to: 'CuieVD…', amount: '0.5' })
 * await sendSolana(airlock, { to: 'CuieVD…', amount: '1.5', token: { mint, decimals: 6 } })
 */
export async function sendSolana(
  airlock: Airlock,
  parameters: SendSolanaParameters,
): Promise<string> {
  const { to, token } = parameters
  const { adapter, units } = await checkSolanaSend(airlock, parameters)
  const { address, chainId } = airlock.store.getState().solana
  if (address && chainId) {
    const held = token
      ? await adapter.tokenBalance(address, token.mint)
      : (await adapter.nativeBalance(address, chainId.slice('solana:'.length))).value
    if (units > held) throw new SendInputError('insufficientBalance')
  }
  const signature = await adapter.transfer({ to, amount: units, token })
  airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
  return signature
}

/**
 * The Solana cluster's fee for the send the form describes, in lamports, after the same checks
 * as `sendSolana` (except the balance); rejects with the form's first problem.
 *
 * @example
 * import { estimateSolanaSendFee } from '@airlock/core'
 * const lamports = await estimateSolanaSendFee(airlock, { to: 'CuieVD…', amount: '0.5' })
 */
export async function estimateSolanaSendFee(
  airlock: Airlock,
  parameters: SendSolanaParameters,
): Promise<bigint> {
  const { adapter, units } = await checkSolanaSend(airlock, parameters)
  return adapter.transferFee({ to: parameters.to, amount: units, token: parameters.token })
}
