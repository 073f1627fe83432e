import { z } from 'zod'

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')

/** A fungible token the devnet deploys. `icon` is a path inside `apps/devnet/assets/`. */
export const devnetToken = z.object({
  address: hexAddress,
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(36),
  icon: z.string(),
})
export type DevnetToken = z.infer<typeof devnetToken>

/** An ERC-721 collection the devnet deploys; `spam` marks the unsolicited airdrop collection. */
export const devnetCollection = z.object({
  address: hexAddress,
  name: z.string(),
  symbol: z.string(),
  spam: z.boolean(),
})
export type DevnetCollection = z.infer<typeof devnetCollection>

export const devnetPool = z.object({
  address: hexAddress,
  token0: hexAddress,
  token1: hexAddress,
})
export type DevnetPool = z.infer<typeof devnetPool>

/** One local EVM chain: where it listens and what is deployed on it, at deterministic addresses. */
export const devnetChain = z.object({
  chainId: z.number().int().positive(),
  caipNetworkId: z.string(),
  name: z.string(),
  rpcUrl: z.string().url(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  contracts: z.object({
    weth: hexAddress,
    usdc: hexAddress,
    dai: hexAddress,
    wbtc: hexAddress,
    points: hexAddress,
    nft: hexAddress,
    spamNft: hexAddress,
    uniswapV2Factory: hexAddress,
    uniswapV2Router02: hexAddress,
    multicall3: hexAddress,
    /** A minimal ERC-1271 smart account (`DevSmartAccount`) owned by demo account #1 (Alice). */
    smartAccount: hexAddress,
  }),
  tokens: z.array(devnetToken),
  collections: z.array(devnetCollection),
  pools: z.array(devnetPool),
})
export type DevnetChain = z.infer<typeof devnetChain>

/** A demo account: one of anvil's default-mnemonic accounts #1–#5, with a seeded history. */
export const devnetAccount = z.object({
  index: z.number().int().min(0),
  address: hexAddress,
  label: z.string(),
})
export type DevnetAccount = z.infer<typeof devnetAccount>

/** `apps/devnet/devnet.json`: everything the server, the web app and the tests need to know. */
export const devnetManifest = z.object({
  version: z.literal(1),
  mnemonic: z.string(),
  chains: z.array(devnetChain).min(1),
  accounts: z.array(devnetAccount),
})
export type DevnetManifest = z.infer<typeof devnetManifest>
