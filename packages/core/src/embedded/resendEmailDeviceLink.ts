import type { EmailCooldownErrorType, FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type ResendEmailDeviceLinkParameters = {
  /** The address the approval link goes to (the one EmailVerifyDevice shows). */
  email: string
}

export type ResendEmailDeviceLinkReturnType = {
  /** When the new link expires, with its login (ISO 8601). */
  expiresAt: string
}

export type ResendEmailDeviceLinkErrorType =
  | GetEmailWalletErrorType
  | FrameErrorType
  | EmailCooldownErrorType

/**
 * E-mails a new device-approval link for the login this new device waits on: the earlier link
 * stops working, the login goes on (no new code), and EmailVerifyDevice stays, its data carrying
 * the new link's expiry for the countdown. Rejects within 30 s of the last e-mail with
 * `EmailCooldownError` before anything is sent; once the login has expired, with the frame's
 * refusal coded `emailLoginExpired`.
 *
 * @param airlock - The client.
 * @param parameters - The address.
 * @returns When the new link expires.
 *
 * @example
 * import { resendEmailDeviceLink } from '@airlock/core'
 * const { expiresAt } = await resendEmailDeviceLink(airlock, { email: 'alice@airlock.test' })
 */
export async function resendEmailDeviceLink(
  airlock: Airlock,
  { email }: ResendEmailDeviceLinkParameters,
): Promise<ResendEmailDeviceLinkReturnType> {
  const wallet = await getEmailWallet(airlock)
  const { expiresAt } = await wallet.resendDeviceLink()
  if (airlock.store.getState().router.history.at(-1) === 'EmailVerifyDevice')
    airlock.navigate({ type: 'data', data: { email, expiresAt } })
  return { expiresAt }
}
