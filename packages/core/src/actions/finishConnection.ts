import type { View } from '../router/views.js'
import type { Airlock } from '../types/airlock.js'

/**
 * What follows a wallet's connection, shown from `view`: sign-in when the dapp asks for it and
 * the account has no session; otherwise the modal closes on Account. A wallet on a foreign chain
 * has already moved the modal to UnsupportedChain, which stays.
 */
export async function finishConnection(airlock: Airlock, view: View): Promise<void> {
  if (await airlock.checkSignIn()) return
  if (airlock.store.getState().router.history.at(-1) === view)
    airlock.store.setState({
      open: false,
      router: { history: ['Account'], data: undefined, transition: 'none' },
    })
}
