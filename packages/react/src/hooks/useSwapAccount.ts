import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'
import { useAccount } from './useEip155.js'

export type UseSwapAccountReturnType =
  | { namespace: 'eip155'; address: `0x${string}` | undefined; chainId: number | undefined }
  | { namespace: 'solana'; address: string | undefined; chainId: `solana:${string}` | undefined }

/**
 * The account a swap is for: the active namespace's (an EVM account swaps through the router, a
 * Solana one with the server's desk).
 *
 * @returns Its namespace, address and chain.
 *
 * @example
 * const { namespace, address, chainId } = useSwapAccount()
 */
export function useSwapAccount(): UseSwapAccountReturnType {
  const namespace = useAirlockState((state) => state.activeNamespace)
  const evm = useAccount()
  const solana = useAccount({ namespace: 'solana' })
  if (namespace === 'solana' && solana.address)
    return {
      namespace,
      address: solana.address,
      chainId: solana.chainId as `solana:${string}` | undefined,
    }
  return { namespace: 'eip155', address: evm.address, chainId: evm.chainId }
}

/**
 * The native currency of the chain a swap's state is of (its `account`, CAIP-10): the network
 * fee is shown in it.
 *
 * @param account - The swap state's account.
 * @returns Its name, symbol and decimals, when the chain is configured.
 *
 * @example
 * const native = useSwapNativeCurrency(state.account) // { symbol: 'SOL', decimals: 9, … }
 */
export function useSwapNativeCurrency(account: string | undefined) {
  const { config } = useAirlock()
  const { chain } = useAccount()
  if (account?.startsWith('solana:')) {
    const cluster = account.split(':').slice(0, 2).join(':')
    return config.solanaNetworks.find((network) => network.caipNetworkId === cluster)
      ?.nativeCurrency
  }
  return chain?.nativeCurrency ?? config.networks[0]?.nativeCurrency
}
