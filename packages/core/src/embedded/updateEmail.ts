import type {
  EmailCooldownErrorType,
  FrameErrorType,
  InvalidEmailErrorType,
} from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type UpdateEmailParameters = {
  /** The address to move the wallet to. */
  email: string
}

export type UpdateEmailErrorType =
  | GetEmailWalletErrorType
  | FrameErrorType
  | EmailCooldownErrorType
  | InvalidEmailErrorType

/**
 * Starts moving the e-mail wallet to another address (SPEC §4): codes go to the current and the
 * new address; the modal moves to UpdateEmailPrimaryOtp, or straight to UpdateEmailSecondaryOtp
 * when the frame skips the first code.
 *
 * @param airlock - The client.
 * @param parameters - The new address.
 * @returns Which code the frame asks for first.
 *
 * @example
 * import { updateEmail } from '@airlock/core'
 * await updateEmail(airlock, { email: 'alice@new.test' })
 */
export async function updateEmail(
  airlock: Airlock,
  { email }: UpdateEmailParameters,
): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'> {
  const newEmail = email.trim()
  const wallet = await getEmailWallet(airlock)
  const action = await wallet.updateEmail(newEmail)
  airlock.navigate({
    type: 'push',
    view: action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
    data: { email: airlock.store.getState().embeddedWallet.email, newEmail },
  })
  return action
}
