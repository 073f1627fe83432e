import {
  type ConnectionStatus,
  disconnectWallet,
  switchNetwork,
  type WalletConnector,
} from '@airlock/core'
import { useMemo } from 'react'
import type { Chain } from 'viem'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

export type UseAccountReturnType = {
  address: `0x${string}` | undefined
  chainId: number | undefined
  /** The connected chain, when it is one of the dapp's networks. */
  chain: Chain | undefined
  status: ConnectionStatus
  isConnected: boolean
}

/**
 * The connected EVM account, re-rendering when it changes. Wagmi owns the state; Airlock mirrors
 * it, and shows the remembered account while the adapter is still loading after a reload.
 *
 * @example
 * import { useAccount } from '@airlock/react'
 * const { address, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const { config } = useAirlock()
  const address = useAirlockState((state) => state.eip155.address)
  const chainId = useAirlockState((state) => state.eip155.chainId)
  const status = useAirlockState((state) => state.eip155.status)
  return useMemo(
    () => ({
      address: status === 'disconnected' ? undefined : address,
      chainId,
      chain: config.networks.find((chain) => chain.id === chainId),
      status,
      isConnected: status === 'connected',
    }),
    [config.networks, address, chainId, status],
  )
}

/** The wallets the eip155 adapter can connect: browser wallets found over EIP-6963. */
export function useConnectors(): readonly WalletConnector[] {
  return useAirlockState((state) => state.eip155.connectors)
}

export type UseNetworkReturnType = {
  /** The dapp's networks, the default first. */
  networks: readonly Chain[]
  /**
   * The network the wallet is on, when the dapp supports it; without a wallet, the one chosen
   * for the next connection (the dapp's first until one is chosen).
   */
  chain: Chain | undefined
  chainId: number | undefined
  /** Whether the wallet sits on a chain outside `networks`. */
  isUnsupported: boolean
  /**
   * Asks the wallet to switch, showing the SwitchNetwork view; resolves to whether it did.
   * Without a wallet, chooses the network the next connection asks for.
   */
  switchNetwork(chainId: number): Promise<boolean>
}

/**
 * The dapp's networks and the one the wallet is on, with a way to switch.
 *
 * @example
 * import { useNetwork } from '@airlock/react'
 * const { chain, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const airlock = useAirlock()
  const account = useAccount()
  const selectedChainId = useAirlockState((state) => state.selectedChainId)
  const { isConnected } = account
  // No wallet (or not yet, while one reconnects): the network chosen for the next connection,
  // else the dapp's first.
  const networks = airlock.config.networks
  const chainId = isConnected
    ? account.chainId
    : (networks.find((chain) => chain.id === selectedChainId) ?? networks[0])?.id
  const chain = isConnected ? account.chain : networks.find((item) => item.id === chainId)
  return useMemo(
    () => ({
      networks,
      chain,
      chainId,
      isUnsupported:
        isConnected && !chain && chainId !== undefined && !airlock.config.allowUnsupportedChain,
      switchNetwork: (id: number) => switchNetwork(airlock, { chainId: id }),
    }),
    [airlock, networks, chain, chainId, isConnected],
  )
}

/**
 * A function that disconnects the wallet and closes the modal.
 *
 * @example
 * import { useDisconnect } from '@airlock/react'
 * const disconnect = useDisconnect()
 */
export function useDisconnect(): () => Promise<void> {
  const airlock = useAirlock()
  return useMemo(() => () => disconnectWallet(airlock), [airlock])
}
