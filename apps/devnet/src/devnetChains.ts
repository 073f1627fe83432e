/** What kind of node serves a devnet chain listed here: anvil. (The Solana chain is `src/solana/`.) */
export type DevnetChainKind = 'evm'

export type DevnetChainDefinition = {
  kind: DevnetChainKind
  /** EIP-155 chain id. */
  chainId: number
  /** CAIP-2 id, the key of {@link devnetChains}. */
  caipNetworkId: `eip155:${number}`
  name: string
  /** Port on 127.0.0.1 unless overridden. */
  defaultPort: number
  /** Range of the base fee (gwei) in the seeded history: mainnet-like or rollup-like. */
  baseFeeGwei: readonly [number, number]
}

/**
 * The EVM chains `startDevnet` runs, keyed by CAIP-2 id (the Solana chain, with its own shape, is
 * `startDevnet`'s `solana` option and `src/solana/`).
 *
 * @example
 * import { devnetChains } from '@airlock/devnet'
 * devnetChains['eip155:31337'].defaultPort // 8545
 */
export const devnetChains = {
  'eip155:31337': {
    kind: 'evm',
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    name: 'Airlock Devnet',
    defaultPort: 8545,
    baseFeeGwei: [3, 35],
  },
  'eip155:31338': {
    kind: 'evm',
    chainId: 31338,
    caipNetworkId: 'eip155:31338',
    name: 'Airlock Devnet L2',
    defaultPort: 8546,
    baseFeeGwei: [0.002, 0.05],
  },
} as const satisfies Record<string, DevnetChainDefinition>

/** The CAIP-2 id of a devnet chain. */
export type DevnetCaipNetworkId = keyof typeof devnetChains
