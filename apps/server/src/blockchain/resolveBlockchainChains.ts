import type { DevnetManifest } from '@airlock/protocol'
import { type Address, getAddress } from 'viem'
import { defaultDevnet } from '../config/defaultDevnet.js'
import type { Config } from '../config/loadConfig.js'
import { createTokenImages } from '../images/createTokenImages.js'
import { resolveSwapSupport, type SwapSupport } from '../swap/resolveSwapSupport.js'

/** A fungible token the Blockchain API reports balances and prices of. */
export type BlockchainToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Served by this server (`/public/getTokenImage/{symbol}`), or `''` when it has none. */
  iconUrl: string
}

/** An ERC-721 collection the server knows; `spam` hides its airdrops from history. */
export type BlockchainCollection = {
  address: Address
  name: string
  symbol: string
  spam: boolean
}

/** What the Blockchain API and the indexer know about one configured chain. */
export type BlockchainChain = {
  chainId: number
  /** Such as `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  name: string
  /** May hold an API key: never log it unmasked. */
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number; iconUrl: string }
  /** Multicall3; the canonical `0xcA11…CA11` unless the chain says otherwise. */
  multicall3: Address
  /** ERC-20s whose balances are read (0-decimal tokens included: the balance route drops them). */
  tokens: readonly BlockchainToken[]
  collections: readonly BlockchainCollection[]
  /**
   * Where USD prices come from: Uniswap V2 pools of `factory` against `usd` (a dollar stablecoin,
   * priced at 1), routed through `wrappedNative` for tokens without a direct pool. Unset: prices 0.
   */
  pricing:
    | { factory: Address; usd: Address; usdDecimals: number; wrappedNative: Address }
    | undefined
  /** WETH-like token whose `Deposit`/`Withdrawal` events the indexer reads as mints and burns. */
  wrappedNative: Address | undefined
  /**
   * Where a fresh index starts: `genesis` for the devnet (its whole history is small and seeded),
   * `head` elsewhere (a public chain cannot be indexed from block 0 by a wallet server).
   */
  indexFrom: 'genesis' | 'head'
  /** How often the indexer asks for new blocks. */
  pollIntervalMs: number
  /**
   * The Uniswap V2 Router02 (and WETH) swaps go through: the devnet manifest's, `SWAP_ROUTER_<id>`
   * on one of the 12 swap chains, or Ethereum's built-in one. Unset: no swaps on this chain.
   */
  swap: SwapSupport | undefined
}

export type ResolveBlockchainChainsParameters = {
  config: Pick<Config, 'chains' | 'publicUrl'>
  /**
   * Tokens, collections and pools by chain id. Defaults to the checkout's devnet manifest
   * (`defaultDevnet`), or none.
   */
  manifest?: Pick<DevnetManifest, 'chains'> | undefined
  /** Token icons by upper-case symbol. Defaults to `createTokenImages()`. */
  tokenImages?: ReadonlyMap<string, unknown> | undefined
}

const canonicalMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Joins the configured chains (`RPC_URL_<chainId>` and the devnet defaults) with what the manifest
 * says is deployed on them: tokens, NFT collections, Uniswap V2 pools and Multicall3. A chain the
 * manifest does not describe gets its native currency only, unpriced, indexed from its head.
 *
 * @param parameters.config - `chains` and `publicUrl` (icons are served from there, never a CDN).
 * @returns One entry per configured chain, in the configuration's order.
 *
 * @example
 * import { resolveBlockchainChains } from './blockchain/resolveBlockchainChains.js'
 * const [devnet] = resolveBlockchainChains({ config: loadConfig() })
 * devnet.tokens.map((token) => token.symbol) // ['WETH', 'USDC', 'DAI', 'WBTC', 'PTS']
 */
export function resolveBlockchainChains({
  config,
  manifest = defaultDevnet()?.manifest ?? { chains: [] },
  tokenImages: images = createTokenImages(),
}: ResolveBlockchainChainsParameters): BlockchainChain[] {
  const iconUrl = (symbol: string) =>
    images.has(symbol.toUpperCase())
      ? `${config.publicUrl}/public/getTokenImage/${encodeURIComponent(symbol.toUpperCase())}`
      : ''
  return config.chains.map((chain): BlockchainChain => {
    const known = manifest.chains.find((entry) => entry.chainId === chain.chainId)
    if (!known)
      return {
        ...chain,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: iconUrl('ETH') },
        multicall3: canonicalMulticall3,
        tokens: [],
        collections: [],
        pricing: undefined,
        wrappedNative: undefined,
        indexFrom: 'head',
        pollIntervalMs: 4_000,
        swap: resolveSwapSupport({ chainId: chain.chainId, swapRouter: chain.swapRouter }),
      }
    const tokens = known.tokens.map((token) => ({
      address: getAddress(token.address),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      iconUrl: iconUrl(token.symbol),
    }))
    const usd = tokens.find((token) => token.address === getAddress(known.contracts.usdc))
    return {
      ...chain,
      nativeCurrency: { ...known.nativeCurrency, iconUrl: iconUrl(known.nativeCurrency.symbol) },
      multicall3: getAddress(known.contracts.multicall3),
      tokens,
      collections: known.collections.map((collection) => ({
        ...collection,
        address: getAddress(collection.address),
      })),
      pricing: {
        factory: getAddress(known.contracts.uniswapV2Factory),
        usd: getAddress(known.contracts.usdc),
        usdDecimals: usd?.decimals ?? 6,
        wrappedNative: getAddress(known.contracts.weth),
      },
      wrappedNative: getAddress(known.contracts.weth),
      indexFrom: 'genesis',
      // anvil mines on demand: a second is as fresh as a person can notice.
      pollIntervalMs: 1_000,
      swap: resolveSwapSupport({
        chainId: chain.chainId,
        swapRouter: chain.swapRouter,
        devnetContracts: known.contracts,
      }),
    }
  })
}
