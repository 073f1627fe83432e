// Loaded with the solana adapter (one chunk): what ties the adapter to the client's store,
// storage and router, kept out of `createAirlock` so a page's first paint carries none of it.
import type { StoreApi } from 'zustand/vanilla'
import type { View } from '../../router/views.js'
import type { AirlockStorage } from '../../storage/createStorage.js'
import type { AirlockState } from '../../types/airlock.js'
import { createSolanaAdapter } from './adapter.js'
import { type EmbeddedSolanaAccess, embeddedSolanaWallet } from './embeddedSolanaWallet.js'
import { type StoredSolanaConnection, solanaConnectionKey } from './initialSolanaState.js'
import type { SolanaAdapter, SolanaNetwork, SolanaState } from './types.js'

export type SolanaInStoreParameters = {
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  store: StoreApi<AirlockState>
  storage: AirlockStorage
  /** Views that need a connected account: left for Connect once no namespace is connected. */
  connectedViews: ReadonlySet<View>
  /** The e-mail wallet's connector, when the dapp offers e-mail and social login. */
  embedded?: (() => Promise<EmbeddedSolanaAccess>) | undefined
}

/**
 * Creates the solana adapter and mirrors it into the store's `solana`, the connection into
 * storage; when the last connection of any namespace goes, the modal leaves the views that need
 * one.
 *
 * @example
 * const adapter = solanaInStore({ networks, store, storage, connectedViews })
 */
export function solanaInStore({
  networks,
  store,
  storage,
  connectedViews,
  embedded,
}: SolanaInStoreParameters): SolanaAdapter {
  const stored = storage.get<StoredSolanaConnection>(solanaConnectionKey)
  return createSolanaAdapter({
    networks,
    remembered: stored && { wallet: stored.wallet },
    embedded:
      embedded &&
      embeddedSolanaWallet({
        chains: networks.map((item) => item.caipNetworkId),
        access: embedded,
      }),
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
      const { router, eip155 } = store.getState()
      const top = router.history.at(-1)
      if (
        solana.status === 'disconnected' &&
        eip155.status !== 'connected' &&
        top &&
        connectedViews.has(top)
      )
        store.setState({ router: { history: ['Connect'], data: undefined, transition: 'none' } })
    },
  })
}
