import type { DevnetChain } from '@airlock/protocol'
import { type Address, getContractAddress } from 'viem'
import {
  type AccountAbstractionContractKey,
  accountAbstractionAddresses,
} from './accountAbstractionDeployment.js'
import { type EnsContractKey, ensAddresses } from './ensDeployment.js'
import { wrappedSolAddress } from './wrappedSolDeployment.js'

// What the devnet deploys on every EVM chain, and in which order. Account #0 deploys everything
// first, one contract per nonce, so every address is the same on every chain and every run.

/** anvil's default mnemonic; its accounts are public knowledge, so dev only. */
export const devnetMnemonic = 'test test test test test test test test test test test junk'

/** Account #0 of {@link devnetMnemonic}: deployer, liquidity provider and faucet. */
export const deployer: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Multicall3's address on every chain that has it. */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Owner of the devnet's ERC-1271 smart account: demo account #1 (Alice). */
export const smartAccountOwner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The demo ERC-4337 account: Alice's SimpleAccount of salt 0 (`seedSmartAccount`). */
export const demoSmartAccountAddress: Address = '0xADD14c5b7e9bDB92cCf252651be206C7bf18D823'

export type ContractKey = keyof DevnetChain['contracts']
export type TokenKey = 'weth' | 'usdc' | 'dai' | 'wbtc' | 'points'
export type CollectionKey = 'nft' | 'spamNft'

/** Deployer nonce of each contract; Multicall3 is placed with `anvil_setCode`, not deployed. */
export const deployNonces = {
  weth: 0,
  usdc: 1,
  dai: 2,
  wbtc: 3,
  points: 4,
  nft: 5,
  spamNft: 6,
  uniswapV2Factory: 7,
  uniswapV2Router02: 8,
  smartAccount: 9,
} as const satisfies Record<
  Exclude<
    ContractKey,
    'multicall3' | 'demoSmartAccount' | 'wsol' | EnsContractKey | AccountAbstractionContractKey
  >,
  number
>

export type TokenDefinition = {
  key: TokenKey
  name: string
  symbol: string
  decimals: number
  /** Path inside `apps/devnet/assets/`. */
  icon: string
}

/** The fungible tokens, WETH9 first. WETH9's name and symbol are fixed by its bytecode. */
export const tokenDefinitions: readonly TokenDefinition[] = [
  { key: 'weth', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, icon: 'tokens/WETH.svg' },
  { key: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6, icon: 'tokens/USDC.svg' },
  { key: 'dai', name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, icon: 'tokens/DAI.svg' },
  { key: 'wbtc', name: 'Wrapped BTC', symbol: 'WBTC', decimals: 8, icon: 'tokens/WBTC.svg' },
  { key: 'points', name: 'Airlock Points', symbol: 'PTS', decimals: 0, icon: 'tokens/PTS.svg' },
]

export type CollectionDefinition = {
  key: CollectionKey
  name: string
  symbol: string
  description: string
  /** Red banner text across every image; empty for none. */
  banner: string
  /** Shifts the hues of the generated images so the two collections look different. */
  hueOffset: number
  spam: boolean
}

export const collectionDefinitions: readonly CollectionDefinition[] = [
  {
    key: 'nft',
    name: 'Airlock Orbs',
    symbol: 'ORB',
    description: 'Generative orbs drawn fully on chain for the Airlock devnet.',
    banner: '',
    hueOffset: 200,
    spam: false,
  },
  {
    key: 'spamNft',
    name: 'AIR Claim Pass',
    symbol: 'CLAIMAIR',
    description:
      'You are eligible for 5,000 AIR! Claim at airlock-rewards.example before it expires.',
    banner: 'CLAIM 5,000 AIR NOW',
    hueOffset: 0,
    spam: true,
  },
]

export type PoolDefinition = {
  tokenA: TokenKey
  tokenB: TokenKey
  /** Initial liquidity, in whole tokens. */
  amountA: number
  amountB: number
}

/** Initial pools; their ratio is the price the seed returns to at the end (ETH ≈ 3000 USD). */
export const poolDefinitions: readonly PoolDefinition[] = [
  { tokenA: 'weth', tokenB: 'usdc', amountA: 1000, amountB: 3_000_000 },
  { tokenA: 'weth', tokenB: 'dai', amountA: 500, amountB: 1_500_000 },
  { tokenA: 'weth', tokenB: 'wbtc', amountA: 250, amountB: 12.5 },
  { tokenA: 'usdc', tokenB: 'dai', amountA: 1_000_000, amountB: 1_000_000 },
]

/**
 * Every contract address on a devnet chain, computed from the deployer and its nonces.
 *
 * @returns Addresses keyed like the manifest's `contracts`.
 *
 * @example
 * import { contractAddresses } from './deployment.js'
 * contractAddresses().weth // 0x5FbDB2315678afecb367f032d93F642f64180aa3
 */
export function contractAddresses(): Record<ContractKey, Address> {
  const entries = Object.entries(deployNonces).map(([key, nonce]) => [
    key,
    getContractAddress({ from: deployer, nonce: BigInt(nonce) }),
  ])
  return {
    ...Object.fromEntries(entries),
    multicall3: multicall3Address,
    ...ensAddresses(),
    ...accountAbstractionAddresses(),
    demoSmartAccount: demoSmartAccountAddress,
    wsol: wrappedSolAddress(),
  } as Record<ContractKey, Address>
}

/** Demo accounts (anvil accounts #1–#5) and the labels the UI shows for them. */
export const demoAccounts: readonly { index: number; label: string }[] = [
  { index: 1, label: 'Alice' },
  { index: 2, label: 'Bob' },
  { index: 3, label: 'Carol' },
  { index: 4, label: 'Dave' },
  { index: 5, label: 'Erin' },
]
