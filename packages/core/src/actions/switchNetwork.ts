import type { Airlock } from '../types/airlock.js'
import { codeOf } from '../utils/codeOf.js'

export type SwitchNetworkParameters = { chainId: number }

/**
 * Without a wallet connected, only chooses the network the next connection asks for
 * (`selectedChainId`), then goes back (or closes the modal).
 *
 * Asks the wallet to move to one of the dapp's networks, showing the SwitchNetwork view while it
 * asks the person. Wallets that do not know the network are asked to add it. On success the
 * modal goes back where it was (or to Account, from UnsupportedChain); on refusal or failure the
 * view says so and offers to try again.
 *
 * @returns Whether the wallet moved.
 *
 * @example
 * import { switchNetwork } from '@airlock/core'
 * await switchNetwork(airlock, { chainId: 31338 })
 */
export async function switchNetwork(
  airlock: Airlock,
  { chainId }: SwitchNetworkParameters,
): Promise<boolean> {
  const { store } = airlock
  // No wallet yet: the choice is kept for the connection to come (the model product's network
  // button does the same), and the person goes back where they came from.
  if (store.getState().eip155.status !== 'connected') {
    if (!airlock.config.networks.some((chain) => chain.id === chainId)) return false
    store.setState({ selectedChainId: chainId })
    if (store.getState().router.history.length > 1) airlock.navigate({ type: 'back' })
    else airlock.close()
    return true
  }
  store.setState({ switchAttempt: { status: 'switching', chainId } })
  const { router } = store.getState()
  if (router.history.at(-1) !== 'SwitchNetwork')
    airlock.navigate({ type: 'push', view: 'SwitchNetwork', data: { chainId } })
  try {
    const adapter = await airlock.adapter('eip155')
    await adapter.switchNetwork(chainId)
  } catch (error) {
    store.setState({
      switchAttempt: {
        status: codeOf(error) === 4001 ? 'rejected' : 'failed',
        chainId,
        message: error instanceof Error ? error.message : String(error),
      },
    })
    return false
  }
  store.setState({ switchAttempt: { status: 'idle' }, selectedChainId: chainId })
  airlock.analytics.track('SWITCH_NETWORK', { network: `eip155:${chainId}` })
  const history = store.getState().router.history
  // From UnsupportedChain the adapter has already moved to Account; elsewhere go back to Account.
  if (history.at(-1) === 'SwitchNetwork')
    store.setState({ router: { history: ['Account'], data: undefined, transition: 'prev' } })
  return true
}
