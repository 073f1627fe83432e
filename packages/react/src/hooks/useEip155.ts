import {
  type ChainNamespace,
  type ConnectionStatus,
  disconnectWallet,
  type SolanaNetwork,
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

/** The connected Solana account (`useAccount({ namespace: 'solana' })`). */
export type UseSolanaAccountReturnType = {
  /** Base58. */
  address: string | undefined
  /** The cluster as a CAIP-2 id (`solana:A7Ch…`). */
  chainId: `${string}:${string}` | undefined
  /** The cluster, when it is one of the dapp's. */
  network: SolanaNetwork | undefined
  /** The connected wallet's name. */
  walletName: string | undefined
  status: ConnectionStatus
  isConnected: boolean
}

export type UseAccountParameters<namespace extends ChainNamespace = 'eip155'> = {
  /** The namespace to read. Defaults to `eip155`. */
  namespace?: namespace | undefined
}

/**
 * The connected account of a namespace (EVM unless `namespace` says `solana`), re-rendering when
 * it changes. Each namespace has its own connection (SPEC §4); wagmi owns the EVM one, and a
 * remembered account shows while its adapter is still loading after a reload.
 *
 * @example
 * import { useAccount } from '@airlock/react'
 * const { address, isConnected } = useAccount()
 * const solana = useAccount({ namespace: 'solana' })
 */
export function useAccount(parameters?: UseAccountParameters<'eip155'>): UseAccountReturnType
export function useAccount(parameters: { namespace: 'solana' }): UseSolanaAccountReturnType
export function useAccount(
  parameters: UseAccountParameters<ChainNamespace> = {},
): UseAccountReturnType | UseSolanaAccountReturnType {
  const { config } = useAirlock()
  const namespace = parameters.namespace ?? 'eip155'
  // The account's fields one by one, not the namespace's state object: a change of the wallet
  // list (each wallet announcing itself) re-renders no component that shows the account.
  const status = useAirlockState((current) => current[namespace].status)
  const stateAddress = useAirlockState((current) => current[namespace].address)
  const chainId = useAirlockState((current) => current[namespace].chainId)
  const walletName = useAirlockState((current) => {
    const state = current[namespace]
    return 'walletName' in state ? state.walletName : undefined
  })
  return useMemo(() => {
    const common = {
      // While disconnected, not even the remembered address.
      address: status === 'disconnected' ? undefined : stateAddress,
      status,
      isConnected: status === 'connected',
    }
    if (namespace === 'solana')
      return {
        ...common,
        chainId: chainId as `${string}:${string}` | undefined,
        network: config.solanaNetworks.find((network) => network.caipNetworkId === chainId),
        walletName,
      }
    return {
      ...common,
      address: common.address as `0x${string}` | undefined,
      chainId: chainId as number | undefined,
      chain: config.networks.find((chain) => chain.id === chainId),
    }
  }, [config, namespace, status, stateAddress, chainId, walletName])
}

/**
 * The wallets an adapter can connect: browser wallets found over EIP-6963 (eip155, the default),
 * or Solana wallets found over the Wallet Standard.
 */
export function useConnectors(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): readonly WalletConnector[] {
  return useAirlockState((state) => state[parameters.namespace ?? 'eip155'].connectors)
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
 * A function that disconnects the wallet of a namespace (of every one, by default); the modal
 * closes once none is left.
 *
 * @example
 * import { useDisconnect } from '@airlock/react'
 * const disconnect = useDisconnect()
 * const disconnectSolana = useDisconnect({ namespace: 'solana' })
 */
export function useDisconnect(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): () => Promise<void> {
  const airlock = useAirlock()
  const { namespace } = parameters
  return useMemo(() => () => disconnectWallet(airlock, { namespace }), [airlock, namespace])
}
