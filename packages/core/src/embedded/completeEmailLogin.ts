import { connect } from '@wagmi/core'
import { finishConnection } from '../actions/finishConnection.js'
import type { FrameErrorType } from '../errors/embedded.js'
import type { View } from '../router/views.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type CompleteEmailLoginErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Connects the e-mail wallet in wagmi once the frame has a logged-in user, then does what follows
 * any connection from `view`: sign-in when the dapp asks for it, else the modal closes on Account.
 *
 * @param airlock - The client.
 * @param parameters - The view the login finished on.
 *
 * @example
 * import { completeEmailLogin } from '@airlock/core'
 * await completeEmailLogin(airlock, { view: 'EmailVerifyOtp' })
 */
export async function completeEmailLogin(
  airlock: Airlock,
  { view }: { view: View },
): Promise<void> {
  const connector = await getEmailWallet(airlock)
  const adapter = await airlock.eip155()
  try {
    await connect(adapter.wagmiConfig, { connector })
  } catch (error) {
    airlock.analytics.track('CONNECT_ERROR', {
      message: error instanceof Error ? error.message : '',
    })
    throw error
  }
  airlock.analytics.track('CONNECT_SUCCESS', { name: connector.name, method: 'email' })
  await finishConnection(airlock, view)
}
