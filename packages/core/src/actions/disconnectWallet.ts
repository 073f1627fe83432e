import type { ChainNamespace } from '../adapters/types.js'
import type { Airlock, AirlockState } from '../types/airlock.js'

export type DisconnectWalletParameters = {
  /** The namespace whose wallet to disconnect. Defaults to every connected one. */
  namespace?: ChainNamespace | undefined
}

/**
 * Disconnects the wallet of a namespace (or of every namespace). When no connection is left the
 * modal closes and the next open shows Connect; while another namespace is still connected the
 * modal stays on Account. Gives up waiting for a wallet that does not answer after 3 seconds
 * (SPEC §4) and disconnects anyway.
 *
 * @example
 * import { disconnectWallet } from '@airlock/core'
 * await disconnectWallet(airlock, { namespace: 'solana' })
 */
export async function disconnectWallet(
  airlock: Airlock,
  { namespace }: DisconnectWalletParameters = {},
): Promise<void> {
  const state = airlock.store.getState()
  const namespaces: ChainNamespace[] = namespace
    ? [namespace]
    : (['eip155', 'solana'] as const).filter(
        (name) => name === 'eip155' || state[name].status !== 'disconnected',
      )
  await Promise.all(namespaces.map((name) => disconnectOne(airlock, name)))
  airlock.analytics.track('DISCONNECT_SUCCESS')
  const after = airlock.store.getState()
  const left = after.eip155.status === 'connected' || after.solana.status === 'connected'
  if (left) return
  airlock.store.setState({
    open: false,
    router: { history: ['Connect'], data: undefined, transition: 'none' },
  })
}

async function disconnectOne(airlock: Airlock, namespace: ChainNamespace) {
  // Disconnecting signs out too (SPEC §4).
  if (namespace === 'eip155') {
    const { address, chainId } = airlock.store.getState().eip155
    if (airlock.siwx && address && chainId !== undefined)
      await airlock.siwx.revokeSession(`eip155:${chainId}`, address).catch(() => undefined)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, 3000)
  })
  const disconnecting = airlock.adapter(namespace).then((adapter) => adapter.disconnect())
  await Promise.race([disconnecting.catch(() => {}), timeout])
  clearTimeout(timer)
  // Written out (`solanaConnectionKey`): importing it would split a chunk off the page's first.
  airlock.storage.remove(namespace === 'eip155' ? 'connection' : 'connection.solana')
  airlock.store.setState(
    (state) =>
      ({
        [namespace]: {
          ...state[namespace],
          status: 'disconnected',
          address: undefined,
          chainId: undefined,
        },
      }) as Partial<AirlockState>,
  )
}
