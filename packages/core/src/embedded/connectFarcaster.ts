import type { FarcasterLoginState } from '../adapters/embedded/types.js'
import { EmbeddedWalletDisabledError, type FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { finishSocialLogin } from './connectSocial.js'
import { failureText } from './failureText.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type ConnectFarcasterErrorType = GetEmailWalletErrorType | FrameErrorType

const running = new WeakMap<Airlock, AbortController>()

/**
 * Logs into the embedded wallet with Farcaster (model-product §4.7, Sign In With Farcaster): the
 * modal moves to ConnectingFarcaster, the frame opens a channel on the server's relay
 * (`GET_FARCASTER_URI`) and its link becomes the QR code; `CONNECT_FARCASTER` answers once the
 * Farcaster app approved, and the e-mail wallet's connector connects to the wallet of the FID,
 * with its Farcaster username kept as the social username. An expired link is replaced by a new
 * one; other failures show on ConnectingFarcaster and reject. A second call gives the first up;
 * `cancelFarcaster` (going back) gives it up too.
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
  running.get(airlock)?.abort()
  const controller = new AbortController()
  running.set(airlock, controller)
  const { signal } = controller
  setFarcaster(airlock, { status: 'loading' })
  if (airlock.store.getState().router.history.at(-1) !== 'ConnectingFarcaster')
    airlock.navigate({ type: 'push', view: 'ConnectingFarcaster' })
  airlock.analytics.track('SOCIAL_LOGIN_STARTED', { provider: 'farcaster' })
  try {
    const client = await (await getEmailWallet(airlock)).getFrame()
    const chainId = airlock.store.getState().eip155.chainId ?? airlock.config.networks[0]?.id
    for (;;) {
      const { url } = await client.request('GET_FARCASTER_URI', undefined, { signal })
      setFarcaster(airlock, { status: 'waiting', url })
      try {
        const { userName } = await client.request(
          'CONNECT_FARCASTER',
          chainId ? { chainId } : undefined,
          { signal },
        )
        // Approved: from here on, leaving the view no longer cancels anything.
        running.delete(airlock)
        await finishSocialLogin(airlock, {
          provider: 'farcaster',
          username: userName || undefined,
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
    if (running.get(airlock) === controller) running.delete(airlock)
  }
}

/**
 * Gives up the Farcaster login under way (the person went back from ConnectingFarcaster): its wait
 * stops, and the frame is reloaded (`RELOAD`) so that its own wait for the app stops too.
 *
 * @param airlock - The client.
 *
 * @example
 * import { cancelFarcaster } from '@airlock/core'
 * cancelFarcaster(airlock)
 */
export function cancelFarcaster(airlock: Airlock): void {
  const controller = running.get(airlock)
  if (!controller) return
  controller.abort()
  running.delete(airlock)
  setFarcaster(airlock, { status: 'idle' })
  airlock.analytics.track('SOCIAL_LOGIN_CANCELED', { provider: 'farcaster' })
  if (airlock.store.getState().embeddedWallet.connected) return
  void getEmailWallet(airlock)
    .then((wallet) => wallet.getFrame())
    .then((client) => client.request('RELOAD', undefined))
    .catch(() => {})
}

function isExpired(error: unknown) {
  return (error as { messageCode?: string } | undefined)?.messageCode === 'farcasterExpired'
}

function setFarcaster(airlock: Airlock, farcaster: FarcasterLoginState) {
  airlock.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, farcaster } }))
}
