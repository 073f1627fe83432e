import type { StoreApi } from 'zustand/vanilla'
import type { AirlockStorage } from '../../storage/createStorage.js'
import type { AirlockState } from '../../types/airlock.js'
import type { SolanaAdapter, SolanaNetwork, SolanaState } from './types.js'

/** What is remembered of a Solana connection between visits (SPEC §4: stored locally). */
export type StoredSolanaConnection = { wallet: string; address: string; chainId: string }
/** The storage key of the Solana connection, beside eip155's `connection`. */
export const solanaConnectionKey = 'connection.solana'

export type SolanaLoaderParameters = {
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  store: StoreApi<AirlockState>
  storage: AirlockStorage
  /** Told each change, after the store has it: the client moves the modal along. */
  onChange?(state: SolanaState): void
}

/**
 * The solana namespace's state before its adapter has loaded: the remembered connection shown as
 * reconnecting (as eip155's is), so a reload does not flash Connect.
 */
export function initialSolanaState(storage: AirlockStorage, configured: boolean): SolanaState {
  const stored = configured ? storage.get<StoredSolanaConnection>(solanaConnectionKey) : undefined
  return {
    ready: false,
    status: stored ? 'reconnecting' : 'disconnected',
    address: stored?.address,
    walletName: stored?.wallet,
    chainId: stored?.chainId as SolanaState['chainId'],
    connectors: [],
  }
}

/**
 * Returns the loader of the solana adapter: its code (the Wallet Standard registry and
 * @solana/kit) is a chunk of its own, imported the first time it is called. The adapter's changes
 * go into the store's `solana` and the connection into storage.
 *
 * @example
 * const solana = createSolanaLoader({ networks, store, storage })
 * const adapter = await solana()
 */
export function createSolanaLoader({
  networks,
  store,
  storage,
  onChange,
}: SolanaLoaderParameters): () => Promise<SolanaAdapter> {
  let adapter: Promise<SolanaAdapter> | undefined
  return () => {
    adapter ??= import('./adapter.js').then(({ createSolanaAdapter }) => {
      const stored = storage.get<StoredSolanaConnection>(solanaConnectionKey)
      return createSolanaAdapter({
        networks,
        remembered: stored && { wallet: stored.wallet },
        onChange(next, settled) {
          const previous = store.getState().solana
          // Until the last visit's wallet was looked for, keep showing it as reconnecting.
          const solana: SolanaState =
            !settled && next.status === 'disconnected' && previous.status === 'reconnecting'
              ? { ...previous, ready: true, connectors: next.connectors }
              : { ...next, ready: true }
          store.setState({ solana })
          if (solana.status === 'connected' && solana.address && solana.walletName)
            storage.set(solanaConnectionKey, {
              wallet: solana.walletName,
              address: solana.address,
              chainId: solana.chainId ?? networks[0].caipNetworkId,
            } satisfies StoredSolanaConnection)
          else if (solana.status === 'disconnected') storage.remove(solanaConnectionKey)
          onChange?.(solana)
        },
      })
    })
    adapter.catch(() => {
      adapter = undefined
    })
    return adapter
  }
}
