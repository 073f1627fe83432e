import type { DevnetManifest } from '@airlock/protocol'
import type { SolanaChainConfig } from './loadSolanaChains.js'

export type DevnetSolPriceTokenParameters = {
  /** The devnet the server serves (handed over by `npm start`, or the checkout's). */
  manifest: Pick<DevnetManifest, 'chains' | 'solana'> | undefined
  /** The Solana clusters served. */
  solanaChains: readonly SolanaChainConfig[]
  /** The EVM chain ids served. */
  chainIds: readonly number[]
}

/**
 * `SOL_PRICE_TOKEN`'s default: the devnet's wrapped SOL on its first EVM chain (CAIP-10), whose
 * WSOL/USDC pool prices SOL, when the devnet's Solana chain is served and no other cluster is. A
 * real cluster's SOL is not priced from a devnet pool: with one, there is no default.
 *
 * @param parameters - The devnet, and what is served.
 * @returns The token, or `undefined`.
 *
 * @example
 * import { devnetSolPriceToken } from './config/devnetSolPriceToken.js'
 * devnetSolPriceToken({ manifest, solanaChains, chainIds: [31337, 31338] }) // 'eip155:31337:0x…'
 */
export function devnetSolPriceToken({
  manifest,
  solanaChains,
  chainIds,
}: DevnetSolPriceTokenParameters): string | undefined {
  const cluster = manifest?.solana?.caipNetworkId
  const onlyDevnet =
    solanaChains.length > 0 && solanaChains.every((chain) => chain.caipNetworkId === cluster)
  if (!cluster || !onlyDevnet) return undefined
  const chain = manifest.chains.find((entry) => chainIds.includes(entry.chainId))
  return chain ? `eip155:${chain.chainId}:${chain.contracts.wsol}` : undefined
}
