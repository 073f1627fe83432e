import { type Connector, connect } from '@wagmi/core'
import type { Airlock } from '../createAirlock.js'

export type ConnectWalletParameters = { connector: Connector }

const userRejected = (error: unknown) => {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: number }).code === 4001 || cause.name === 'UserRejectedRequestError')
      return true
  return false
}

/**
 * Connects a wallet through the eip155 adapter: shows the Connecting view while the wallet asks
 * the person, then closes the modal on success; on refusal or failure the view says so and offers
 * to try again.
 *
 * @returns Whether the wallet connected.
 *
 * @example
 * import { connectWallet } from '@airlock/core'
 * await connectWallet(airlock, { connector: airlock.wagmiConfig.connectors[0] })
 */
export async function connectWallet(
  airlock: Airlock,
  { connector }: ConnectWalletParameters,
): Promise<boolean> {
  const config = airlock.wagmiConfig
  if (!config)
    throw new Error('createAirlock was given no networks: there is nothing to connect to.')
  const { store } = airlock
  const connectorUid = connector.uid
  store.setState({ connectAttempt: { status: 'connecting', connectorUid } })
  const top = store.getState().router.history.at(-1)
  if (top !== 'ConnectingExternalWallet')
    airlock.navigate({
      type: 'push',
      view: 'ConnectingExternalWallet',
      data: { connectorUid, name: connector.name, icon: connector.icon },
    })
  try {
    await connect(config, { connector })
  } catch (error) {
    store.setState({
      connectAttempt: {
        status: userRejected(error) ? 'rejected' : 'failed',
        connectorUid,
        message: error instanceof Error ? error.message : String(error),
      },
    })
    return false
  }
  store.setState({
    connectAttempt: { status: 'idle' },
    open: false,
    router: { history: ['Account'], data: undefined, transition: 'none' },
  })
  return true
}
