import {
  type Connector,
  getAccount,
  getConnectors,
  watchAccount,
  watchConnectors,
} from '@airlock/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { Chain } from 'viem'
import { useAirlock } from '../context/AirlockProvider.js'

const noConnectors: readonly Connector[] = []

export type UseAccountReturnType = {
  address: `0x${string}` | undefined
  chainId: number | undefined
  /** The connected chain, when it is one of the dapp's networks. */
  chain: Chain | undefined
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  isConnected: boolean
}

/**
 * The connected EVM account, from wagmi, re-rendering when it changes.
 *
 * @example
 * import { useAccount } from '@airlock/react'
 * const { address, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const { wagmiConfig } = useAirlock()
  const subscribe = useCallback(
    (onChange: () => void) =>
      wagmiConfig ? watchAccount(wagmiConfig, { onChange }) : () => undefined,
    [wagmiConfig],
  )
  // Snapshots must be stable between changes: read primitives, not wagmi's fresh objects.
  const read =
    <value>(pick: (account: ReturnType<typeof getAccount>) => value) =>
    () =>
      wagmiConfig ? pick(getAccount(wagmiConfig)) : undefined
  // On the server, and while hydrating, nobody is connected yet: the page renders the same.
  const none = () => undefined
  const address = useSyncExternalStore(
    subscribe,
    read((a) => a.address),
    none,
  )
  const chainId = useSyncExternalStore(
    subscribe,
    read((a) => a.chainId),
    none,
  )
  const status =
    useSyncExternalStore(
      subscribe,
      read((a) => a.status),
      none,
    ) ?? 'disconnected'
  return useMemo(
    () => ({
      address,
      chainId,
      chain: wagmiConfig?.chains.find((chain) => chain.id === chainId),
      status,
      isConnected: status === 'connected',
    }),
    [wagmiConfig, address, chainId, status],
  )
}

/** The wallets wagmi can connect: the browser wallets found over EIP-6963, as they announce. */
export function useConnectors(): readonly Connector[] {
  const { wagmiConfig } = useAirlock()
  const subscribe = useCallback(
    (onChange: () => void) =>
      wagmiConfig ? watchConnectors(wagmiConfig, { onChange }) : () => undefined,
    [wagmiConfig],
  )
  const get = () => (wagmiConfig ? getConnectors(wagmiConfig) : noConnectors)
  return useSyncExternalStore(subscribe, get, () => noConnectors)
}
