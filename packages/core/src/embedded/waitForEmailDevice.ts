import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'
import { showRecoveryOtp } from './verifyEmailOtp.js'

export type WaitForEmailDeviceParameters = {
  /** The address the approval link went to. */
  email: string
  /** Stops waiting (the person left the view). */
  signal?: AbortSignal | undefined
}

export type WaitForEmailDeviceErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Waits until the person approved this device from the link e-mailed to them after their code
 * (the frame answers `CONNECT_DEVICE` once the approved device is logged in), then connects the
 * e-mail wallet as `verifyEmailOtp` does. It waits as long as the link is valid, not the 30 s a
 * request gets: the frame fails it when the server says the login expired.
 *
 * @param airlock - The client.
 * @param parameters - The address and a signal.
 *
 * @example
 * import { waitForEmailDevice } from '@airlock/core'
 * await waitForEmailDevice(airlock, { email: 'alice@airlock.test', signal })
 */
export async function waitForEmailDevice(
  airlock: Airlock,
  { signal }: WaitForEmailDeviceParameters,
): Promise<void> {
  const wallet = await getEmailWallet(airlock)
  if ((await wallet.connectDevice({ signal })) === 'VERIFY_RECOVERY_OTP') {
    showRecoveryOtp(airlock)
    return
  }
  await completeEmailLogin(airlock, { view: 'EmailVerifyDevice' })
}
