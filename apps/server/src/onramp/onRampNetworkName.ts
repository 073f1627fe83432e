/** Coinbase Onramp's names for the chains it delivers on (its `purchase_network` values), by chain id. */
export const knownOnRampNetworks: Readonly<Record<number, string>> = {
  1: 'ethereum',
  10: 'optimism',
  137: 'polygon',
  8453: 'base',
  42161: 'arbitrum',
  42220: 'celo',
  43114: 'avalanche-c-chain',
  80094: 'berachain',
}

/**
 * The on-ramp network name of an EVM chain, as the options, quotes and URLs use it: Coinbase's
 * name for the chains it knows (`ethereum`, `polygon`…), else the chain's name in lower case
 * without a leading "Airlock", words joined by `-` (`Airlock Devnet L2` → `devnet-l2`; the
 * sandbox names its networks the same way).
 *
 * @param chain - The chain's id and name.
 * @returns The network name.
 *
 * @example
 * import { onRampNetworkName } from './onramp/onRampNetworkName.js'
 * onRampNetworkName({ chainId: 31337, name: 'Airlock Devnet' }) // 'devnet'
 */
export function onRampNetworkName(chain: { chainId: number; name: string }): string {
  return (
    knownOnRampNetworks[chain.chainId] ??
    chain.name
      .replace(/^Airlock\s+/i, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '-')
  )
}
