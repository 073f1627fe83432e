import type {
  EmailCooldownErrorType,
  FrameErrorType,
  InvalidEmailErrorType,
} from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type ConnectEmailParameters = {
  /** The address typed into Connect (or typed again to resend the code). */
  email: string
}

export type ConnectEmailReturnType = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

export type ConnectEmailErrorType =
  | GetEmailWalletErrorType
  | FrameErrorType
  | EmailCooldownErrorType
  | InvalidEmailErrorType

/**
 * Starts an e-mail login (SPEC §4): the frame e-mails a code (`VERIFY_OTP`, the modal moves to
 * EmailVerifyOtp; a new device of a known address is asked for its approval after the code); a
 * device still logged in as this address connects at once (`CONNECT`). `VERIFY_DEVICE` (a frame
 * that asks for the approval first) moves to EmailVerifyDevice.
 * Called again from those views, it resends. Rejects within 30 s of the last e-mail with
 * `EmailCooldownError` ('Please try again after {n} seconds') and for an invalid address with
 * `InvalidEmailError`, before anything is sent.
 *
 * @param airlock - The client.
 * @param parameters - The address.
 * @returns What the frame asked for.
 *
 * @example
 * import { connectEmail } from '@airlock/core'
 * await connectEmail(airlock, { email: 'alice@airlock.test' })
 */
export async function connectEmail(
  airlock: Airlock,
  { email }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const address = email.trim()
  const wallet = await getEmailWallet(airlock)
  const action = await wallet.connectEmail(address)
  const top = airlock.store.getState().router.history.at(-1) ?? 'Connect'
  if (action === 'CONNECT') await completeEmailLogin(airlock, { view: top })
  else {
    const view = action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice'
    // A resend from the code view stays there; elsewhere the next step is pushed.
    if (top !== view)
      airlock.navigate({
        type: top === 'Connect' ? 'push' : 'replace',
        view,
        data: { email: address },
      })
  }
  return action
}
