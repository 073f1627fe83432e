import { EmbeddedWalletDisabledError, type FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { cancelFarcaster, farcasterLogins, setFarcaster } from './cancelFarcaster.js'
import { finishSocialLogin, showSocialOtp } from './connectSocial.js'
import { failureText } from './failureText.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type ConnectFarcasterErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Logs into the embedded wallet with Farcaster (model-product §4.7, Sign In With Farcaster): the
 * modal moves to ConnectingFarcaster, the frame opens a channel on the server's relay
 * (`GET_FARCASTER_URI`) and its link becomes the QR code; `CONNECT_FARCASTER` answers once the
 * Farcaster app approved, and the e-mail wallet's connector connects to the wallet of the FID,
 * with its Farcaster username kept as the social username. A wallet that also has an e-mail, on
 * a device without its share, goes on as a social login does: SocialVerifyOtp takes the recovery
 * code e-mailed for it (`verifySocialOtp`) and the same wallet is restored. An expired link is
 * replaced by a new one; other failures show on ConnectingFarcaster and reject. A second call gives the first up;
 * leaving ConnectingFarcaster (Back, closing the modal) gives it up too (`cancelFarcaster`).
 *
 * @param airlock - The client.
 *
 * @example
 * import { connectFarcaster } from '@airlock/core'
 * void connectFarcaster(airlock).catch(() => {})
 */
export async function connectFarcaster(airlock: Airlock): Promise<void> {
  if (!airlock.config.embeddedWallet || airlock.config.networks.length === 0)
    throw new EmbeddedWalletDisabledError()
  farcasterLogins.get(airlock)?.abort()
  const controller = new AbortController()
  farcasterLogins.set(airlock, controller)
  const { signal } = controller
  setFarcaster(airlock, { status: 'loading' })
  if (airlock.store.getState().router.history.at(-1) !== 'ConnectingFarcaster')
    airlock.navigate({ type: 'push', view: 'ConnectingFarcaster' })
  airlock.analytics.track('SOCIAL_LOGIN_STARTED', { provider: 'farcaster' })
  // Back from ConnectingFarcaster, or closing the modal (when it was open), gives the login up, as
  // a social login's window is given up. The router says so, not the view's unmount: React's
  // StrictMode unmounts a view once more in development, which is no leaving.
  const wasOpen = airlock.store.getState().open
  const unwatch = airlock.store.subscribe((state) => {
    if ((wasOpen && !state.open) || state.router.history.at(-1) !== 'ConnectingFarcaster')
      cancelFarcaster(airlock)
  })
  try {
    const client = await (await getEmailWallet(airlock)).getFrame()
    const chainId = airlock.store.getState().eip155.chainId ?? airlock.config.networks[0]?.id
    for (;;) {
      const { url } = await client.request('GET_FARCASTER_URI', undefined, { signal })
      setFarcaster(airlock, { status: 'waiting', url })
      try {
        const answer = await client.request(
          'CONNECT_FARCASTER',
          chainId ? { chainId } : undefined,
          { signal },
        )
        // Approved: from here on, leaving the view no longer cancels anything.
        farcasterLogins.delete(airlock)
        if ('action' in answer) {
          setFarcaster(airlock, { status: 'idle' })
          showSocialOtp(airlock, answer)
          return
        }
        await finishSocialLogin(airlock, {
          provider: 'farcaster',
          username: answer.userName || undefined,
          view: 'ConnectingFarcaster',
        })
        setFarcaster(airlock, { status: 'idle' })
        return
      } catch (error) {
        // The link expired unanswered: a new one replaces it on the same screen.
        if (!signal.aborted && isExpired(error)) continue
        throw error
      }
    }
  } catch (error) {
    if (signal.aborted) return
    const code = error instanceof Error ? error.name : 'Error'
    setFarcaster(airlock, { status: 'failed', code, ...failureText(error) })
    airlock.analytics.track('SOCIAL_LOGIN_ERROR', {
      provider: 'farcaster',
      message: error instanceof Error ? error.message : '',
    })
    throw error
  } finally {
    unwatch()
    if (farcasterLogins.get(airlock) === controller) farcasterLogins.delete(airlock)
  }
}

function isExpired(error: unknown) {
  return (error as { messageCode?: string } | undefined)?.messageCode === 'farcasterExpired'
}
