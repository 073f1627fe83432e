import type { ChainNamespace } from '../adapters/types.js'
import type { View } from '../router/views.js'
import type { Airlock } from '../types/airlock.js'
import { isUserRejection } from '../utils/codeOf.js'
import { finishConnection } from './finishConnection.js'
import { setActiveNamespace } from './setActiveNamespace.js'

export type ConnectWalletParameters = {
  /** The `uid` of a wallet in the namespace's `connectors` (`store.getState().eip155.connectors`). */
  connectorUid: string
  /** The namespace the wallet connects in. Defaults to `eip155`. */
  namespace?: ChainNamespace | undefined
}

/**
 * How long a wallet has to answer before the Connecting view is shown: 0.1 s, within which an
 * answer still feels instant (the clicked row says it is connecting meanwhile, at once). A wallet
 * that answers sooner (one already authorised, a test wallet) never has the view rendered: on a
 * slow phone such a wallet takes longer than a frame, and the view flashed up only to close as it
 * painted, the most costly part of the connection (bench/FLOOR.md, 2026-11-28).
 */
const connectingViewDelayMs = 100

/**
 * Connects a wallet through its namespace's adapter (eip155 unless `namespace` says otherwise). The
 * wallet is asked first; the Connecting view is shown only when it has not answered within 0.1 s
 * (`connectingViewDelayMs`), so a wallet that answers at once costs no render of it. Meanwhile
 * `connectAttempt` names the wallet being asked. On success the modal closes (or shows UnsupportedChain,
 * when the wallet sits on a chain the dapp does not support); on refusal or failure the
 * Connecting view says so and offers to try again.
 *
 * @returns Whether the wallet connected.
 *
 * @example
 * import { connectWallet } from '@airlock/core'
 * const [wallet] = airlock.store.getState().eip155.connectors
 * await connectWallet(airlock, { connectorUid: wallet.uid })
 */
export async function connectWallet(
  airlock: Airlock,
  { connectorUid, namespace = 'eip155' }: ConnectWalletParameters,
): Promise<boolean> {
  const { store } = airlock
  const connector = store.getState()[namespace].connectors.find((item) => item.uid === connectorUid)
  const from = store.getState().router.history.at(-1)
  let shown = from === 'ConnectingExternalWallet'
  // The Connecting view on top already (Try again) shows the wait at once; the clicked row only
  // from the next frame (`waitShown`), after the wallet has been asked.
  store.setState({ connectAttempt: { status: 'connecting', connectorUid, waitShown: shown } })
  const asked = askWallet(airlock, namespace, connectorUid)
  const cancelWait = shown ? undefined : nextFrame(() => showWait(airlock, connectorUid))
  airlock.analytics.track('SELECT_WALLET', { name: connector?.name, platform: 'browser' })
  const showConnecting = () => {
    if (shown) return
    shown = true
    airlock.navigate({
      type: 'push',
      view: 'ConnectingExternalWallet',
      data: { connectorUid, namespace, name: connector?.name, icon: connector?.icon },
    })
  }
  const timer = setTimeout(showConnecting, connectingViewDelayMs)
  const error = await asked
  clearTimeout(timer)
  cancelWait?.()
  if (error !== undefined) {
    showConnecting()
    airlock.analytics.track('CONNECT_ERROR', {
      message: error instanceof Error ? error.message : '',
    })
    store.setState({
      connectAttempt: {
        status: isUserRejection(error) ? 'rejected' : 'failed',
        connectorUid,
        message: error instanceof Error ? error.message : String(error),
      },
    })
    return false
  }
  store.setState({ connectAttempt: { status: 'idle' } })
  // The wallet just connected is the one the visitor means to use.
  setActiveNamespace(airlock, namespace)
  airlock.analytics.track('CONNECT_SUCCESS', { name: connector?.name, method: 'browser' })
  await finishConnection(airlock, shown ? 'ConnectingExternalWallet' : (from as View))
  return true
}

/** The clicked row's wait shown, if the wallet is still being asked. */
function showWait({ store }: Airlock, connectorUid: string) {
  const attempt = store.getState().connectAttempt
  if (
    attempt.status === 'connecting' &&
    attempt.connectorUid === connectorUid &&
    !attempt.waitShown
  )
    store.setState({ connectAttempt: { ...attempt, waitShown: true } })
}

/** Runs `callback` at the next frame (a 16 ms timer where there are no frames); returns the cancel. */
function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(callback)
    return () => cancelAnimationFrame(frame)
  }
  const timer = setTimeout(callback, 16)
  return () => clearTimeout(timer)
}

/** Asks the wallet to connect; resolves with the error it failed with, or undefined. */
async function askWallet(
  airlock: Airlock,
  namespace: ChainNamespace,
  connectorUid: string,
): Promise<unknown> {
  try {
    const adapter = await airlock.adapter(namespace)
    await adapter.connect(connectorUid)
    return undefined
  } catch (error) {
    return error ?? new Error('The wallet failed without a reason')
  }
}
