import type { Airlock } from '../types/airlock.js'
import { codeOf } from '../utils/codeOf.js'
import { disconnectWallet } from './disconnectWallet.js'

/**
 * Signs the connected account in: the sign-in adapter writes the message, the wallet signs it,
 * the adapter stores the session, and the modal closes. On refusal ('Signature declined') or
 * failure the SIWXSignMessage view stays, with the error.
 *
 * @returns Whether the account is signed in.
 *
 * @example
 * import { signIn } from '@airlock/core'
 * await signIn(airlock)
 */
export async function signIn(airlock: Airlock): Promise<boolean> {
  const { store, siwx } = airlock
  const { address, chainId } = store.getState().eip155
  if (!siwx || !address || chainId === undefined) return false
  store.setState({ siwx: { status: 'signing' } })
  try {
    const message = await siwx.createMessage({
      accountAddress: address,
      chainId: `eip155:${chainId}`,
    })
    store.setState({ siwx: { status: 'signing', message: message.text } })
    const adapter = await airlock.adapter('eip155')
    const signature = await adapter.signMessage(message.text)
    const { text, ...data } = message
    await siwx.addSession({ data, message: text, signature })
  } catch (error) {
    const declined = codeOf(error) === 4001 || /rejected|denied/i.test(String(error))
    store.setState({
      siwx: {
        status: declined ? 'declined' : 'failed',
        error: declined
          ? 'Signature declined'
          : error instanceof Error
            ? error.message
            : String(error),
      },
    })
    airlock.analytics.track('SIWX_AUTH_ERROR', { declined })
    return false
  }
  airlock.analytics.track('SIWX_AUTH_SUCCESS')
  store.setState({
    siwx: { status: 'signed' },
    open: false,
    router: { history: ['Account'], data: undefined, transition: 'none' },
  })
  return true
}

/**
 * The visitor will not sign in: when the dapp requires it, that disconnects; otherwise the modal
 * just closes.
 *
 * @example
 * import { cancelSignIn } from '@airlock/core'
 * await cancelSignIn(airlock)
 */
export async function cancelSignIn(airlock: Airlock): Promise<void> {
  airlock.analytics.track('CLICK_CANCEL_SIWX')
  if (airlock.siwx?.getRequired?.()) return disconnectWallet(airlock)
  airlock.store.setState({
    siwx: { status: 'idle' },
    open: false,
    router: { history: ['Account'], data: undefined, transition: 'none' },
  })
}
