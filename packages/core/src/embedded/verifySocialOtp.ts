import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { finishSocialLogin, showSocialOtp } from './connectSocial.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type VerifySocialOtpParameters = {
  /** The 6-digit code e-mailed to the wallet's address. */
  otp: string
}

export type VerifySocialOtpErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Confirms the first link of a social account to the e-mail wallet its provider-verified e-mail
 * belongs to (SocialVerifyOtp): the code e-mailed to that address goes to the frame
 * (`CONNECT_SOCIAL_OTP`), which logs into that wallet; the modal then closes (or asks to sign in).
 * On a device without the wallet's share, the code is the recovery code the frame asked for (or
 * the frame asks for it next: SocialVerifyOtp again, for it).
 * A wrong or expired code rejects with the frame's message.
 *
 * @param airlock - The client.
 * @param parameters - The code.
 *
 * @example
 * import { verifySocialOtp } from '@airlock/core'
 * await verifySocialOtp(airlock, { otp: '123456' })
 */
export async function verifySocialOtp(
  airlock: Airlock,
  { otp }: VerifySocialOtpParameters,
): Promise<void> {
  const wallet = await getEmailWallet(airlock)
  const client = await wallet.getFrame()
  const answer = await client.request('CONNECT_SOCIAL_OTP', { otp })
  if ('action' in answer) {
    // The link is confirmed, and this device has no share of the wallet: the recovery code next.
    showSocialOtp(airlock, answer)
    return
  }
  const data = airlock.store.getState().router.data as { provider?: string } | undefined
  await finishSocialLogin(airlock, {
    provider: answer.provider ?? data?.provider ?? 'social',
    username: answer.userName ?? undefined,
    view: 'SocialVerifyOtp',
  })
}
