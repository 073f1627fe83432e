import type { AirlockState } from '../types/airlock.js'

/** The account sign-in is for: its namespace, address and chain as CAIP-2. */
export type SignInAccount = {
  namespace: 'eip155' | 'solana'
  address: string
  /** `eip155:<id>`, or a Solana cluster's `solana:<reference>`. */
  chainId: string
}

/**
 * The account that signs in: the active namespace's, so a Solana wallet signs in with Solana
 * (a CAIP-122 "Sign In With Solana" message) while Solana is active, an EVM one with EIP-4361.
 *
 * @param state - The store's state.
 * @returns The account, or undefined without one.
 *
 * @example
 * import { signInAccount } from './signInAccount.js'
 * signInAccount(airlock.store.getState()) // { namespace: 'solana', address: '6gYw…', chainId: 'solana:A7Ch…' }
 */
export function signInAccount(state: AirlockState): SignInAccount | undefined {
  const { solana, eip155 } = state
  if (
    state.activeNamespace === 'solana' &&
    solana.status === 'connected' &&
    solana.address &&
    solana.chainId
  )
    return { namespace: 'solana', address: solana.address, chainId: solana.chainId }
  if (!eip155.address || eip155.chainId === undefined) return undefined
  return { namespace: 'eip155', address: eip155.address, chainId: `eip155:${eip155.chainId}` }
}
