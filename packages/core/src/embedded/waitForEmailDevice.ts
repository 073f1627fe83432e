import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type WaitForEmailDeviceParameters = {
  /** The address the approval link went to, shown again on the code view. */
  email: string
  /** Stops waiting (the person left the view). */
  signal?: AbortSignal | undefined
}

export type WaitForEmailDeviceErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Waits until the person approved this device from the link e-mailed to them (the frame answers
 * `CONNECT_DEVICE`, at most 30 s), then moves EmailVerifyDevice on to EmailVerifyOtp: the code
 * follows by e-mail.
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
  { email, signal }: WaitForEmailDeviceParameters,
): Promise<void> {
  const wallet = await getEmailWallet(airlock)
  await wallet.connectDevice({ signal })
  if (airlock.store.getState().router.history.at(-1) === 'EmailVerifyDevice')
    airlock.navigate({ type: 'replace', view: 'EmailVerifyOtp', data: { email } })
}
