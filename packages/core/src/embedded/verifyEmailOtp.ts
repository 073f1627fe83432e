import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type VerifyEmailOtpParameters = {
  /** The 6-digit code from the e-mail. */
  otp: string
}

export type VerifyEmailOtpErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Sends the e-mailed code to the frame and, when it is right, connects the e-mail wallet: the
 * modal then closes on Account (or asks to sign in). For a known address on a new device, a right
 * code moves on to EmailVerifyDevice instead: an approval link went to the address. A wrong or
 * expired code rejects with the frame's message.
 *
 * @param airlock - The client.
 * @param parameters - The code.
 *
 * @example
 * import { verifyEmailOtp } from '@airlock/core'
 * await verifyEmailOtp(airlock, { otp: '123456' })
 */
export async function verifyEmailOtp(
  airlock: Airlock,
  { otp }: VerifyEmailOtpParameters,
): Promise<void> {
  const wallet = await getEmailWallet(airlock)
  const answer = await wallet.connectOtp(otp)
  const action = answer?.action
  if (action === 'VERIFY_RECOVERY_OTP') {
    showRecoveryOtp(airlock)
    return
  }
  if (action === 'VERIFY_DEVICE') {
    // A known address on a new device: the approval link went out; EmailVerifyDevice waits (and
    // counts down to the link's expiry, when the frame says it).
    const data = airlock.store.getState().router.data as { email?: string } | undefined
    airlock.navigate({
      type: 'replace',
      view: 'EmailVerifyDevice',
      data: { email: data?.email ?? '', expiresAt: answer?.expiresAt },
    })
    return
  }
  await completeEmailLogin(airlock, { view: 'EmailVerifyOtp' })
}

/**
 * A new device of a known address is logged in, and a recovery code went out to restore the wallet
 * on it: EmailVerifyOtp again, for that code (`recovery: true` names it so).
 */
export function showRecoveryOtp(airlock: Airlock): void {
  const data = airlock.store.getState().router.data as { email?: string } | undefined
  airlock.navigate({
    type: 'replace',
    view: 'EmailVerifyOtp',
    data: { email: data?.email ?? '', recovery: true },
  })
}
