import type { StoreApi } from 'zustand/vanilla'
import type { AirlockState } from '../types/airlock.js'
import { signInAccount } from './signInAccount.js'
import type { SiwxAdapter } from './types.js'

export type CreateSignInCheckParameters = {
  store: StoreApi<AirlockState>
  /** The sign-in adapter; without one, nothing is ever checked. */
  siwx: SiwxAdapter | undefined
  /** Whether the client serves the EVM chain `chainId`: an account on another is not checked. */
  isSupported: (chainId: number | undefined) => boolean
}

export type SignInCheck = {
  /**
   * Shows SIWXSignMessage when sign-in is on and the active account has no session on its chain,
   * asking the adapter once per account and chain. Resolves to whether the sign view is showing.
   */
  check(): Promise<boolean>
  /** After a disconnect: the next account is checked afresh, and the sign-in state is idle. */
  reset(): void
}

/**
 * Whether the connected account is signed in (SIWX): the check `airlock.checkSignIn` runs after
 * a connection. A Solana wallet that connects, or is made active, is checked at once.
 *
 * @param parameters - The store, the sign-in adapter and which EVM chains are served.
 * @returns `check` and `reset`.
 *
 * @example
 * import { createSignInCheck } from './siwx/createSignInCheck.js'
 * const signIn = createSignInCheck({ store, siwx, isSupported: () => true })
 * const signing = await signIn.check()
 */
export function createSignInCheck({
  store,
  siwx,
  isSupported,
}: CreateSignInCheckParameters): SignInCheck {
  let checkedFor: string | undefined
  const check = async () => {
    const { eip155: state } = store.getState()
    // The active namespace's account signs in: a Solana one with Sign In With Solana.
    const account = signInAccount(store.getState())
    if (!siwx || !account) return false
    if (
      account.namespace === 'eip155' &&
      (state.status !== 'connected' || !isSupported(state.chainId))
    )
      return false
    const { chainId, address } = account
    const key = `${chainId}:${account.namespace === 'solana' ? address : address.toLowerCase()}`
    if (checkedFor === key) return store.getState().router.history.at(-1) === 'SIWXSignMessage'
    checkedFor = key
    store.setState({ siwx: { status: 'checking' } })
    const sessions = await siwx.getSessions(chainId, address).catch(() => [])
    if (checkedFor !== key) return false
    if (sessions.length > 0) {
      store.setState({ siwx: { status: 'signed' } })
      return false
    }
    store.setState({
      siwx: { status: 'unsigned' },
      open: true,
      router: { history: ['SIWXSignMessage'], data: undefined, transition: 'none' },
    })
    return true
  }

  // A Solana wallet that connects (or is made active) while sign-in is set up: is it signed in?
  if (siwx)
    store.subscribe((next, previous) => {
      const solana = next.solana
      if (next.activeNamespace !== 'solana' || solana.status !== 'connected') return
      if (
        previous.activeNamespace === 'solana' &&
        previous.solana.status === 'connected' &&
        previous.solana.address === solana.address
      )
        return
      void check()
    })

  return {
    check,
    reset() {
      checkedFor = undefined
      if (siwx) store.setState({ siwx: { status: 'idle' } })
    },
  }
}
