import type { ChainNamespace } from '../adapters/types.js'
import type { AirlockState, NamespaceAccount } from '../types/airlock.js'

/**
 * One namespace's account from the store's state, in the shape every namespace shares: the
 * address in its own format, the chain as CAIP-2 and the account as CAIP-10.
 *
 * @param state - The store's state.
 * @param namespace - `eip155` or `solana`.
 * @returns The account; its address undefined when disconnected.
 *
 * @example
 * import { namespaceAccount } from './namespaceAccount.js'
 * namespaceAccount(airlock.store.getState(), 'solana').caipAddress // 'solana:A7Ch…:9xQe…'
 */
export function namespaceAccount(state: AirlockState, namespace: ChainNamespace): NamespaceAccount {
  const { status } = state[namespace]
  const address = status === 'disconnected' ? undefined : state[namespace].address
  const chainId =
    namespace === 'eip155'
      ? state.eip155.chainId === undefined
        ? undefined
        : (`eip155:${state.eip155.chainId}` as const)
      : state.solana.chainId
  return {
    namespace,
    status,
    address,
    chainId,
    caipAddress: address && chainId ? `${chainId}:${address}` : undefined,
    isConnected: status === 'connected',
  }
}
