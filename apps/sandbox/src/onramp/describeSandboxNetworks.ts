import { readManifest } from '@airlock/devnet'
import type { DevnetManifest } from '@airlock/protocol'
import { getAddress } from 'viem'
import type { TreasuryChain } from './createTreasury.js'

/** Something the sandbox sells on one network. */
export type SandboxAsset = {
  symbol: string
  name: string
  decimals: number
  /** The ERC-20 (or SPL mint on Solana), or `undefined` for the native currency. */
  address: string | undefined
}

/** A devnet chain the sandbox on-ramp delivers on. */
export type SandboxNetwork = {
  /** The EVM chain id, or the Solana chain's CAIP-2 id. */
  chainId: number | `solana:${string}`
  /** The on-ramp network name, such as `devnet`, `devnet-l2` or `solana-devnet`. */
  name: string
  /** Such as `Airlock Devnet`. */
  displayName: string
  rpcUrl: string
  assets: SandboxAsset[]
}

/**
 * The networks the sandbox on-ramp sells on: each given devnet chain with its native ETH and the
 * dev tokens the treasury can mint (USDC, DAI, WBTC; not WETH, which has no `mint`, nor the
 * 0-decimal points). Network names follow Coinbase's style: the chain's name in lower case
 * without "Airlock", words joined by `-` (`Airlock Devnet L2` → `devnet-l2`).
 *
 * With `solana`, the devnet's Solana chain too (`solana-devnet`): SOL and its USDC.
 *
 * @param chains - The running chains' ids and RPC URLs; ids the manifest does not describe are skipped.
 * @param manifest - Defaults to the devnet manifest.
 * @param solana - The running Solana chain's RPC URL, when it runs.
 * @returns The networks, in the given order.
 *
 * @example
 * import { describeSandboxNetworks } from './onramp/describeSandboxNetworks.js'
 * describeSandboxNetworks([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }])[0]?.name // 'devnet'
 */
export function describeSandboxNetworks(
  chains: readonly TreasuryChain[],
  manifest: Pick<DevnetManifest, 'chains' | 'solana'> = readManifest(),
  solana?: { rpcUrl: string } | undefined,
): SandboxNetwork[] {
  const cluster = solana && manifest.solana
  const solanaNetworks: SandboxNetwork[] = cluster
    ? [
        {
          chainId: cluster.caipNetworkId as `solana:${string}`,
          name: 'solana-devnet',
          displayName: cluster.name,
          rpcUrl: solana.rpcUrl,
          assets: [
            { ...cluster.nativeCurrency, address: undefined },
            ...cluster.tokens
              .filter((token) => token.symbol === 'USDC')
              .map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address })),
          ],
        },
      ]
    : []
  return [...evmNetworks(chains, manifest), ...solanaNetworks]
}

function evmNetworks(
  chains: readonly TreasuryChain[],
  manifest: Pick<DevnetManifest, 'chains'>,
): SandboxNetwork[] {
  return chains.flatMap((running) => {
    const chain = manifest.chains.find((known) => known.chainId === running.chainId)
    if (!chain) return []
    const weth = getAddress(chain.contracts.weth)
    return [
      {
        chainId: chain.chainId,
        name: chain.name
          .replace(/^Airlock\s+/i, '')
          .trim()
          .toLowerCase()
          .replace(/\s+/g, '-'),
        displayName: chain.name,
        rpcUrl: running.rpcUrl,
        assets: [
          { ...chain.nativeCurrency, address: undefined },
          ...chain.tokens
            .filter((token) => token.decimals > 0 && getAddress(token.address) !== weth)
            .map((token) => ({
              symbol: token.symbol,
              name: token.name,
              decimals: token.decimals,
              address: getAddress(token.address),
            })),
        ],
      },
    ]
  })
}
