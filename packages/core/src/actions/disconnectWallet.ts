import { disconnect } from '@wagmi/core'
import type { Airlock } from '../createAirlock.js'

/**
 * Disconnects the connected wallet and closes the modal; the next open shows Connect. Gives up
 * waiting for a wallet that does not answer after 3 seconds (SPEC §4) and disconnects anyway.
 *
 * @example
 * import { disconnectWallet } from '@airlock/core'
 * await disconnectWallet(airlock)
 */
export async function disconnectWallet(airlock: Airlock): Promise<void> {
  const config = airlock.wagmiConfig
  if (config) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, 3000)
    })
    await Promise.race([disconnect(config).catch(() => {}), timeout])
    clearTimeout(timer)
  }
  airlock.store.setState({
    open: false,
    router: { history: ['Connect'], data: undefined, transition: 'none' },
  })
}
