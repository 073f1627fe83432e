import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type VerifyUpdateEmailOtpParameters = {
  /** `primary`: the code sent to the current address; `secondary`: the one sent to the new. */
  step: 'primary' | 'secondary'
  otp: string
}

export type VerifyUpdateEmailOtpErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Checks one code of an e-mail change. After the current address's code the modal moves on to the
 * new address's; after that one the wallet has its new address and the modal returns to
 * AccountSettings.
 *
 * @param airlock - The client.
 * @param parameters - Which code, and the code.
 * @returns The new address once the change is made, else undefined.
 *
 * @example
 * import { verifyUpdateEmailOtp } from '@airlock/core'
 * await verifyUpdateEmailOtp(airlock, { step: 'primary', otp: '123456' })
 */
export async function verifyUpdateEmailOtp(
  airlock: Airlock,
  { step, otp }: VerifyUpdateEmailOtpParameters,
): Promise<string | undefined> {
  const wallet = await getEmailWallet(airlock)
  const data = airlock.store.getState().router.data
  if (step === 'primary') {
    await wallet.updateEmailPrimaryOtp(otp)
    airlock.navigate({ type: 'replace', view: 'UpdateEmailSecondaryOtp', data })
    return undefined
  }
  const newEmail = await wallet.updateEmailSecondaryOtp(otp)
  airlock.navigate({ type: 'reset', view: 'Account' })
  airlock.navigate({ type: 'push', view: 'AccountSettings' })
  return newEmail
}
