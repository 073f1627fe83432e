import { signInAccount } from '../siwx/signInAccount.js'
import type { SiwxMessage } from '../siwx/types.js'
import type { Airlock } from '../types/airlock.js'
import { codeOf } from '../utils/codeOf.js'
import { disconnectWallet } from './disconnectWallet.js'

/** The message written ahead for an account (`prepareSignIn`), used once by `signIn`. */
const prepared = new WeakMap<Airlock, { key: string; message: Promise<SiwxMessage> }>()

const accountKey = (airlock: Airlock) => {
  const account = signInAccount(airlock.store.getState())
  if (!account) return undefined
  // Base58 is case-sensitive; EVM addresses are not.
  const address = account.namespace === 'solana' ? account.address : account.address.toLowerCase()
  return `${account.chainId}:${address}`
}

/**
 * Writes the sign-in message before the person presses Sign, so the view shows what will be
 * signed: the adapter's `createMessage` for the connected account, kept for `signIn` (once) and
 * put in `siwx.message`. Asking twice for the same account writes one message.
 *
 * @example
 * import { prepareSignIn } from '@airlock/core'
 * await prepareSignIn(airlock)
 * airlock.store.getState().siwx // { status: 'unsigned', message: 'localhost wants you to sign in…' }
 */
export async function prepareSignIn(airlock: Airlock): Promise<void> {
  const { store, siwx } = airlock
  const account = signInAccount(store.getState())
  const key = accountKey(airlock)
  if (!siwx || !account || !key) return
  // A message is being signed (the view is shown again when the wallet's approval returns to
  // it): the next one is written only if this one fails, by `signIn` itself.
  if (store.getState().siwx.status === 'signing') return
  let entry = prepared.get(airlock)
  if (entry?.key !== key) {
    entry = {
      key,
      message: siwx.createMessage({ accountAddress: account.address, chainId: account.chainId }),
    }
    prepared.set(airlock, entry)
  }
  const message = await entry.message.catch(() => undefined)
  // Shown only while the view waits for Sign (not once signing started with another message).
  const state = store.getState().siwx
  if (!message || accountKey(airlock) !== key || prepared.get(airlock) !== entry) return
  if (state.status === 'unsigned' || state.status === 'declined' || state.status === 'failed')
    store.setState({ siwx: { ...state, message: message.text } })
}

/** The prepared message for the connected account, taken (a message is signed once). */
function takePrepared(airlock: Airlock): Promise<SiwxMessage> | undefined {
  const entry = prepared.get(airlock)
  prepared.delete(airlock)
  return entry && entry.key === accountKey(airlock) ? entry.message : undefined
}

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
  const account = signInAccount(store.getState())
  if (!siwx || !account) return false
  const shown = store.getState().siwx
  const ahead = takePrepared(airlock)
  store.setState({
    siwx: { status: 'signing', message: 'message' in shown ? shown.message : undefined },
  })
  try {
    const message =
      (await ahead?.catch(() => undefined)) ??
      (await siwx.createMessage({ accountAddress: account.address, chainId: account.chainId }))
    store.setState({ siwx: { status: 'signing', message: message.text } })
    const signature =
      account.namespace === 'solana'
        ? await signWithSolana(airlock, message.text)
        : await (await airlock.adapter('eip155')).signMessage(message.text)
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
    // Sign is offered again: with a fresh message, shown before it is pressed.
    void prepareSignIn(airlock)
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

/**
 * The Solana wallet's Ed25519 signature of the message's UTF-8 bytes (`solana:signMessage`), as
 * 0x and hex: how the sign-in adapters carry every signature.
 */
async function signWithSolana(airlock: Airlock, text: string): Promise<`0x${string}`> {
  const [adapter, { getBase58Encoder }] = await Promise.all([
    airlock.adapter('solana'),
    import('@solana/kit'),
  ])
  const bytes = getBase58Encoder().encode(await adapter.signMessage(text))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
