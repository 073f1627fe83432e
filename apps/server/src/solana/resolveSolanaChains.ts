import type { DevnetManifest } from '@airlock/protocol'
import type { SolanaChainConfig } from '../config/loadSolanaChains.js'

/** An SPL mint the Blockchain API reports balances of. */
export type SolanaToken = {
  /** The mint, base58. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** Served by this server (`/public/getTokenImage/{symbol}`), or `''` when it has none. */
  iconUrl: string
  /** An unsolicited airdrop token: never in balances. */
  spam: boolean
  /** Its USD price, when it has a fixed one (a dollar stablecoin: 1). */
  usd: number | undefined
}

/** What the Blockchain API knows about one configured Solana cluster. */
export type SolanaChain = SolanaChainConfig & {
  nativeCurrency: { name: string; symbol: string; decimals: number; iconUrl: string }
  tokens: readonly SolanaToken[]
  /** SOL's USD price: the devnet desk's reference price there, else unpriced (0). */
  nativeUsd: number
  /** The RFQ desk's key pair (base58 of 64 bytes), on the devnet; unset: no desk swaps. */
  desk: { address: string; secretKey: string } | undefined
}

export type ResolveSolanaChainsParameters = {
  chains: readonly SolanaChainConfig[]
  /** The devnet manifest, whose `solana` entry describes the devnet cluster. */
  manifest?: Pick<DevnetManifest, 'solana'> | undefined
  publicUrl: string
  /** Token icons by upper-case symbol. */
  tokenImages: ReadonlyMap<string, unknown>
}

/** The devnet's reference SOL price in USD: the rate its seeded desk swaps were made at. */
const devnetSolUsd = 150
const mainnetUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

/**
 * Joins the configured Solana clusters with what the devnet manifest says about its own: mints,
 * icons and the desk. Another cluster gets SOL (unpriced) and mainnet USDC (priced at 1).
 *
 * @param parameters - The configured clusters, the manifest, and where icons are served.
 * @returns One entry per cluster, in the configuration's order.
 *
 * @example
 * import { resolveSolanaChains } from './solana/resolveSolanaChains.js'
 * const [devnet] = resolveSolanaChains({ chains: config.solanaChains, manifest, publicUrl, tokenImages })
 */
export function resolveSolanaChains({
  chains,
  manifest,
  publicUrl,
  tokenImages,
}: ResolveSolanaChainsParameters): SolanaChain[] {
  const iconUrl = (symbol: string) =>
    tokenImages.has(symbol.toUpperCase())
      ? `${publicUrl}/public/getTokenImage/${encodeURIComponent(symbol.toUpperCase())}`
      : ''
  const sol = { name: 'Solana', symbol: 'SOL', decimals: 9, iconUrl: iconUrl('SOL') }
  return chains.map((chain): SolanaChain => {
    const known =
      manifest?.solana?.caipNetworkId === chain.caipNetworkId ? manifest.solana : undefined
    if (!known)
      return {
        ...chain,
        nativeCurrency: sol,
        nativeUsd: 0,
        tokens: [
          {
            address: mainnetUsdc,
            name: 'USD Coin',
            symbol: 'USDC',
            decimals: 6,
            iconUrl: iconUrl('USDC'),
            spam: false,
            usd: 1,
          },
        ],
        desk: undefined,
      }
    return {
      ...chain,
      nativeCurrency: { ...known.nativeCurrency, iconUrl: iconUrl(known.nativeCurrency.symbol) },
      nativeUsd: devnetSolUsd,
      tokens: known.tokens.map((token) => ({
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        iconUrl: iconUrl(token.symbol),
        spam: token.spam,
        usd: token.symbol === 'USDC' ? 1 : undefined,
      })),
      desk: { address: known.desk.address, secretKey: known.desk.secretKey },
    }
  })
}
