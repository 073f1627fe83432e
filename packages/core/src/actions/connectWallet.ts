import type { Airlock } from '../types/airlock.js'
import { isUserRejection } from '../utils/codeOf.js'
import { finishConnection } from './finishConnection.js'

export type ConnectWalletParameters = {
  /** The `uid` of a wallet in `store.getState().eip155.connectors`. */
  connectorUid: string
}

/**
 * Connects a wallet through the eip155 adapter: shows the Connecting view while the wallet asks
 * the person, then closes the modal on success (or shows UnsupportedChain, when the wallet sits
 * on a chain the dapp does not support); on refusal or failure the view says so and offers to
 * try again.
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
  { connectorUid }: ConnectWalletParameters,
): Promise<boolean> {
  const { store } = airlock
  const connector = store.getState().eip155.connectors.find((item) => item.uid === connectorUid)
  store.setState({ connectAttempt: { status: 'connecting', connectorUid } })
  airlock.analytics.track('SELECT_WALLET', { name: connector?.name, platform: 'browser' })
  if (store.getState().router.history.at(-1) !== 'ConnectingExternalWallet')
    airlock.navigate({
      type: 'push',
      view: 'ConnectingExternalWallet',
      data: { connectorUid, name: connector?.name, icon: connector?.icon },
    })
  try {
    const adapter = await airlock.adapter('eip155')
    await adapter.connect(connectorUid)
  } catch (error) {
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
  airlock.analytics.track('CONNECT_SUCCESS', { name: connector?.name, method: 'browser' })
  await finishConnection(airlock, 'ConnectingExternalWallet')
  return true
}
