import type { Airlock } from '../types/airlock.js'

/**
 * Disconnects the connected wallet and closes the modal; the next open shows Connect. Gives up
 * waiting for a wallet that does not answer after 3 seconds (SPEC §4) and disconnects anyway.
 *
 * @example
 * import { disconnectWallet } from '@airlock/core'
 * await disconnectWallet(airlock)
 */
export async function disconnectWallet(airlock: Airlock): Promise<void> {
  // Disconnecting signs out too (SPEC §4).
  const { address, chainId } = airlock.store.getState().eip155
  if (airlock.siwx && address && chainId !== undefined)
    await airlock.siwx.revokeSession(`eip155:${chainId}`, address).catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, 3000)
  })
  const disconnecting = airlock.adapter('eip155').then((adapter) => adapter.disconnect())
  await Promise.race([disconnecting.catch(() => {}), timeout])
  clearTimeout(timer)
  airlock.storage.remove('connection')
  airlock.analytics.track('DISCONNECT_SUCCESS')
  airlock.store.setState((state) => ({
    open: false,
    router: { history: ['Connect'], data: undefined, transition: 'none' },
    eip155: { ...state.eip155, status: 'disconnected', address: undefined, chainId: undefined },
  }))
}
