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
    /** The ENS registry (`EnsRegistry`), root owned by the devnet's ENS deployer. */
    ensRegistry: hexAddress,
    /** The offchain resolver of `airlock.test` and `reverse`, answered by the server's gateway. */
    namesResolver: hexAddress,
    /** The universal resolver viem's ENS actions call (`contracts.ensUniversalResolver`). */
    ensUniversalResolver: hexAddress,
    /** ERC-4337 EntryPoint v0.8 at its canonical address. */
    entryPoint: hexAddress,
    /** The EntryPoint v0.8 `SimpleAccountFactory` at its canonical address (CREATE2 accounts). */
    smartAccountFactory: hexAddress,
    /** The verifying paymaster (`VerifyingPaymaster`) the server's paymaster signs for. */
    paymaster: hexAddress,
    /** The demo ERC-4337 account: Alice's SimpleAccount (salt 0), seeded with two operations. */
    demoSmartAccount: hexAddress,
    /** `SessionKeyValidator`: enforces ERC-7715 session permissions on chain. */
    sessionKeyValidator: hexAddress,
    /** The factory of `SessionAccount` (a SimpleAccount that accepts session keys), CREATE2. */
    sessionAccountFactory: hexAddress,
    /**
     * Wrapped SOL (9 decimals), deployed last: its WSOL/USDC pool prices SOL for the Solana chain
     * (the server's default `SOL_PRICE_TOKEN`). Not in `tokens`: nobody is seeded any.
     */
    wsol: hexAddress,
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

const base58Address = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 Solana address')

/** A devnet-only Solana key: public by design, derived from the devnet mnemonic. */
const devnetSolanaKey = z.object({
  address: base58Address,
  derivationPath: z.string(),
  /** Base58 of the 64-byte secret key (seed + public key), the format wallets import. */
  secretKey: z.string(),
})

/** The local Solana chain (a LiteSVM-backed validator facade) and what it holds. */
const devnetSolanaChain = z.object({
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  name: z.string(),
  genesisHash: base58Address,
  rpcUrl: z.string().url(),
  wsUrl: z.string().url(),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int(),
    icon: z.string(),
  }),
  /** SPL mints; `spam` marks the unsolicited airdrop token. */
  tokens: z.array(
    z.object({
      address: base58Address,
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int().min(0).max(18),
      icon: z.string(),
      programId: base58Address,
      spam: z.boolean(),
    }),
  ),
  /** Demo accounts m/44'/501'/n'/0' of the mnemonic, labelled like the EVM ones. */
  accounts: z.array(
    z.object({
      index: z.number().int().min(0),
      address: base58Address,
      label: z.string(),
      derivationPath: z.string(),
    }),
  ),
  /** Pays airdrops and funding; mint authority of USDC and the points token. */
  faucet: devnetSolanaKey,
  /** The RFQ desk: holds SOL and USDC inventory and co-signs desk swaps. */
  desk: devnetSolanaKey,
})
export type DevnetSolanaChain = z.infer<typeof devnetSolanaChain>

/** `apps/devnet/devnet.json`: everything the server, the web app and the tests need to know. */
export const devnetManifest = z.object({
  version: z.literal(1),
  mnemonic: z.string(),
  chains: z.array(devnetChain).min(1),
  accounts: z.array(devnetAccount),
  /** The Solana chain; optional so manifests from before it still parse. */
  solana: devnetSolanaChain.optional(),
})
export type DevnetManifest = z.infer<typeof devnetManifest>
