import type { ErrorType } from '@airlock/protocol'
import { isEvmAddress, isNumericInput } from '@airlock/protocol'
import type { Balance } from '../api/createBlockchainApi.js'
import type { NetworksNotConfiguredErrorType } from '../errors/connector.js'
import type {
  SendInputErrorType,
  SendProblem,
  SendTransactionFailedErrorType,
} from '../errors/send.js'
import { SendInputError, SendTransactionFailedError } from '../errors/send.js'
import type { Airlock } from '../types/airlock.js'
import { toUnits } from '../utils/toUnits.js'

export type SendTokensInput = {
  token: Balance | undefined
  /** As typed: digits and one decimal separator. */
  amount: string
  receiver: string
}

/**
 * A send form's values checked against SPEC §5: the first problem's code, or undefined. The view
 * shows the code's text from its catalogue; `inputMessages[code]` is the spec's English.
 *
 * @example
 * import { validateSend } from '@airlock/core'
 * validateSend({ token: usdc, amount: '1', receiver: '0x12' }) // 'invalidAddress'
 */
export function validateSend({
  token,
  amount,
  receiver,
}: SendTokensInput): SendProblem | undefined {
  if (!amount || !receiver) return 'amountAndReceiverRequired'
  if (!token) return 'tokenRequired'
  const namespace = token.chainId.split(':')[0]
  if (namespace !== 'eip155' && namespace !== 'solana') return 'unsupportedChain'
  if (!isNumericInput(amount) || !/\d/.test(amount)) return 'enterValidAmount'
  const value = toUnits(amount, Number(token.quantity.decimals))
  if (value === undefined || value <= 0n) return 'enterValidAmount'
  if (!isEvmAddress(receiver)) return 'invalidAddress'
  const held = toUnits(token.quantity.numeric, Number(token.quantity.decimals)) ?? 0n
  if (value > held) return 'insufficientBalance'
  return undefined
}

/** The token's contract from its CAIP-10 address; undefined for the native currency. */
export function tokenContract(token: Balance): `0x${string}` | undefined {
  const address = token.address?.split(':').at(-1)
  return address && isEvmAddress(address) ? (address as `0x${string}`) : undefined
}

export type SendTokensErrorType =
  | SendInputErrorType
  | SendTransactionFailedErrorType
  | NetworksNotConfiguredErrorType
  | ErrorType

/**
 * Sends tokens from the connected wallet after checking the form (SPEC §5), waits until the
 * transfer is mined, and says how it went. Throws the validation message, or the wallet's error.
 *
 * @returns The transaction hash.
 *
 * @example
 * import { sendTokens } from '@airlock/core'
 * await sendTokens(airlock, { token: usdc, amount: '1.5', receiver: '0x3C44…93BC' })
 */
export async function sendTokens(airlock: Airlock, input: SendTokensInput): Promise<`0x${string}`> {
  const problem = validateSend(input)
  if (problem) throw new SendInputError(problem)
  const token = input.token as Balance
  const chainId = Number(token.chainId.split(':')[1])
  const adapter = await airlock.eip155()
  airlock.analytics.track('SEND_INITIATED', { network: token.chainId, token: token.symbol })
  const hash = await adapter.sendTokens({
    chainId,
    to: input.receiver as `0x${string}`,
    amount: toUnits(input.amount, Number(token.quantity.decimals)) ?? 0n,
    token: tokenContract(token),
  })
  const succeeded = await adapter.waitForTransaction(hash, chainId)
  airlock.analytics.track(succeeded ? 'SEND_SUCCESS' : 'SEND_ERROR', { hash })
  // Balances and activity are read again now, and twice more while the server's indexer, which
  // follows new blocks every second or so, catches up with this one.
  const refresh = () =>
    airlock.store.setState((state) => ({ portfolioVersion: state.portfolioVersion + 1 }))
  refresh()
  setTimeout(refresh, 1_500)
  setTimeout(refresh, 3_500)
  if (!succeeded) throw new SendTransactionFailedError({ hash })
  return hash
}
