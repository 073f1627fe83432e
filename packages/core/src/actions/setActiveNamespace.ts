import type { StoreApi } from 'zustand/vanilla'
import type { ChainNamespace, ConnectionStatus } from '../adapters/types.js'
import type { AirlockStorage } from '../storage/createStorage.js'
import type { Airlock, AirlockState } from '../types/airlock.js'

/** The storage key of the namespace the visitor last made active. */
const activeNamespaceKey = 'activeNamespace'

/**
 * Makes `namespace` the active one: the network button, the Connect button's address and the
 * Networks view's current network follow it (the model product's SwitchActiveChain). Its wallet
 * need not be connected yet; it is remembered for the next visit.
 *
 * @example
 * import { setActiveNamespace } from '@airlock/core'
 * setActiveNamespace(airlock, 'solana')
 */
export function setActiveNamespace(airlock: Airlock, namespace: ChainNamespace): void {
  airlock.storage.set(activeNamespaceKey, namespace)
  airlock.store.setState({ activeNamespace: namespace })
}

/**
 * The active namespace at start: the one remembered, if the dapp still configures it, else
 * eip155 when it has EVM networks, else solana.
 */
export function initialActiveNamespace(
  storage: AirlockStorage,
  configured: { eip155: boolean; solana: boolean },
): ChainNamespace {
  const stored = storage.get<ChainNamespace>(activeNamespaceKey)
  if (stored && configured[stored]) return stored
  return configured.eip155 ? 'eip155' : 'solana'
}

/**
 * Keeps the active namespace on a connected wallet: a namespace that connects while the active
 * one has none becomes active; when the active one's wallet goes, another connected one does.
 */
export function followActiveNamespace(
  store: StoreApi<AirlockState>,
  storage: AirlockStorage,
): () => void {
  const statusOf = (state: AirlockState): Record<ChainNamespace, ConnectionStatus> => ({
    eip155: state.eip155.status,
    solana: state.solana.status,
  })
  return store.subscribe((state, previous) => {
    const now = statusOf(state)
    const before = statusOf(previous)
    const active = state.activeNamespace
    if (now[active] === 'connected' || now[active] === 'reconnecting') return
    const other: ChainNamespace = active === 'eip155' ? 'solana' : 'eip155'
    const joined = now[other] === 'connected' && before[other] !== 'connected'
    const left = now[active] === 'disconnected' && before[active] !== 'disconnected'
    if (!(joined || left) || now[other] !== 'connected') return
    storage.set(activeNamespaceKey, other)
    store.setState({ activeNamespace: other })
  })
}
