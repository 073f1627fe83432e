// Giving up a Farcaster login under way, apart from `connectFarcaster`: ConnectingFarcaster calls it
// when left, and the modal's chunk should not carry the login itself (it comes with the e-mail chunk).
import type { FarcasterLoginState } from '../adapters/embedded/types.js'
import type { Airlock } from '../types/airlock.js'
import { getEmailWallet } from './getEmailWallet.js'

/** The Farcaster login under way for each client, to give it up. */
export const farcasterLogins = new WeakMap<Airlock, AbortController>()

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
  const controller = farcasterLogins.get(airlock)
  if (!controller) return
  controller.abort()
  farcasterLogins.delete(airlock)
  setFarcaster(airlock, { status: 'idle' })
  airlock.analytics.track('SOCIAL_LOGIN_CANCELED', { provider: 'farcaster' })
  if (airlock.store.getState().embeddedWallet.connected) return
  void getEmailWallet(airlock)
    .then((wallet) => wallet.getFrame())
    .then((client) => client.request('RELOAD', undefined))
    .catch(() => {})
}

/** Puts the Farcaster login's state in the store, for ConnectingFarcaster to show. */
export function setFarcaster(airlock: Airlock, farcaster: FarcasterLoginState) {
  airlock.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, farcaster } }))
}
