import { WalletConnectDisabledError } from '../errors/walletConnect.js'
import type { Airlock, WalletConnectState } from '../types/airlock.js'
import { isUserRejection } from '../utils/codeOf.js'
import { finishConnection } from './finishConnection.js'

export type ConnectWalletConnectParameters = {
  /** Stops pairing (the person left the view): the pairing state goes back to idle. */
  signal?: AbortSignal | undefined
  /** The wallet the person picked, for analytics. Defaults to `WalletConnect`. */
  name?: string | undefined
}

/**
 * Pairs a wallet over WalletConnect and mirrors the pairing into `store.getState().walletConnect`
 * for the ConnectingWalletConnectBasic view: `generating`, then `waiting` with the URI to show
 * (replaced by a fresh one when 10 s of its 4 minutes remain), then on approval the modal moves
 * on as after any connection (sign-in, or closed on Account); a declined pairing is `rejected`, a
 * relay out of reach or any other failure `failed`, and calling this again makes a new URI.
 *
 * @param airlock - The client.
 * @param parameters - A signal to stop pairing, and the wallet's name.
 * @returns Whether a wallet connected.
 *
 * @example
 * import { connectWalletConnect } from '@airlock/core'
 * const controller = new AbortController()
 * void connectWalletConnect(airlock, { signal: controller.signal })
 * airlock.store.subscribe(({ walletConnect }) => console.log(walletConnect.uri))
 */
export async function connectWalletConnect(
  airlock: Airlock,
  {
    signal = new AbortController().signal,
    name = 'WalletConnect',
  }: ConnectWalletConnectParameters = {},
): Promise<boolean> {
  const { store } = airlock
  // The state this attempt set last: only that one may be reset when it is stopped.
  let mine: WalletConnectState | undefined
  const set = (state: WalletConnectState) => {
    mine = state
    store.setState({ walletConnect: state })
  }
  set({ status: 'generating', uri: undefined, expiresAt: undefined, error: undefined })
  airlock.analytics.track('SELECT_WALLET', { name, platform: 'qrcode' })
  try {
    if (!airlock.config.walletConnect) throw new WalletConnectDisabledError()
    const adapter = await airlock.eip155()
    signal.throwIfAborted()
    await adapter.connectWalletConnect({
      signal,
      onUri: (uri, expiresAt) => set({ status: 'waiting', uri, expiresAt, error: undefined }),
    })
  } catch (error) {
    if (signal.aborted) {
      if (store.getState().walletConnect === mine)
        set({ status: 'idle', uri: undefined, expiresAt: undefined, error: undefined })
      return false
    }
    const message = error instanceof Error ? error.message : String(error)
    airlock.analytics.track('CONNECT_ERROR', { message })
    set({
      status: isUserRejection(error) ? 'rejected' : 'failed',
      uri: undefined,
      expiresAt: undefined,
      error:
        error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : message,
    })
    return false
  }
  set({ status: 'idle', uri: undefined, expiresAt: undefined, error: undefined })
  airlock.analytics.track('CONNECT_SUCCESS', { name, method: 'qrcode' })
  await finishConnection(airlock, 'ConnectingWalletConnectBasic')
  return true
}
