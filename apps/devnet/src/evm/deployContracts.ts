import type { DevnetPool } from '@airlock/protocol'
import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { SeedError } from '../errors/devnet.js'
import { tokenAbi, uniswapV2FactoryAbi, uniswapV2RouterAbi, wethAbi } from './abis.js'
import { accountAbstractionAddresses } from './accountAbstractionDeployment.js'
import type { Seeder } from './createSeeder.js'
import {
  type ContractKey,
  collectionDefinitions,
  contractAddresses,
  deployer,
  type deployNonces,
  multicall3Address,
  poolDefinitions,
  smartAccountOwner,
  type TokenKey,
  tokenDefinitions,
} from './deployment.js'
import { ensAddresses } from './ensDeployment.js'
import { loadArtifacts } from './loadArtifacts.js'

export type DeployContractsParameters = {
  /** Timestamp (seconds) of the first deployment block; the next blocks follow 12 s apart. */
  timestamp: number
}

export type DeployContractsReturnType = {
  contracts: Record<ContractKey, Address>
  pools: (DevnetPool & { address: Address; token0: Address; token1: Address })[]
  /** Timestamp of the last block mined. */
  timestamp: number
}

/** WETH that account #0 wraps: pool liquidity plus a float for rebalancing and faucet use. */
const deployerWeth = parseEther('2500')
/** Supply minted to account #0 of every other token, in whole tokens. */
const deployerSupply: Record<Exclude<TokenKey, 'weth'>, number> = {
  usdc: 20_000_000,
  dai: 20_000_000,
  wbtc: 1_000,
  points: 10_000_000,
}

/**
 * Deploys every devnet contract from account #0 at its fixed nonce (WETH9, the tokens, the two
 * NFT collections, Uniswap V2 factory and router, the ERC-1271 smart account), places Multicall3
 * at its canonical address, mints account #0's supply and creates the four pools. Needs a fresh chain and a seeder.
 *
 * @param seeder - From `createSeeder`, on a chain where account #0 has never sent a transaction.
 * @param parameters - When to mine.
 * @returns Addresses of the contracts and pools (pairs as `factory.getPair` reports them).
 * @throws {SeedError} If an address differs from the deterministic layout.
 *
 * @example
 * import { createSeeder } from './createSeeder.js'
 * import { deployContracts } from './deployContracts.js'
 * const seeder = await createSeeder(rpcUrl, 'eip155:31337')
 * const { contracts, pools } = await deployContracts(seeder, { timestamp: genesis + 12 })
 */
export async function deployContracts(
  seeder: Seeder,
  { timestamp }: DeployContractsParameters,
): Promise<DeployContractsReturnType> {
  const artifacts = loadArtifacts()
  const contracts = contractAddresses()
  const fail = (reason: string) => new SeedError({ caipNetworkId: seeder.caipNetworkId, reason })
  const nonce = await seeder.rpc<Hex>('eth_getTransactionCount', [deployer, 'latest'])
  if (Number(nonce) !== 0) throw fail('account #0 has already sent transactions')

  const deploy = (key: keyof typeof deployNonces, data: Hex, gas: bigint) =>
    seeder.send({ from: deployer, data, gas, label: `deploy ${key}` })
  const call = (to: Address, data: Hex, gas: bigint, label: string, value?: bigint) =>
    seeder.send({ from: deployer, to, data, gas, label, ...(value ? { value } : {}) })

  // Block 1: tokens and collections. Sending in nonce order is what fixes the addresses.
  await deploy('weth', artifacts.weth9.bytecode, 1_500_000n)
  for (const token of tokenDefinitions) {
    if (token.key === 'weth') continue
    const data = encodeDeployData({
      abi: artifacts.devToken.abi,
      bytecode: artifacts.devToken.bytecode,
      args: [token.name, token.symbol, token.decimals],
    })
    await deploy(token.key, data, 3_000_000n)
  }
  for (const collection of collectionDefinitions) {
    const data = encodeDeployData({
      abi: artifacts.devCollection.abi,
      bytecode: artifacts.devCollection.bytecode,
      args: [
        collection.name,
        collection.symbol,
        collection.description,
        collection.banner,
        BigInt(collection.hueOffset),
      ],
    })
    await deploy(collection.key, data, 3_500_000n)
  }
  await seeder.mine(timestamp)

  // Block 2: Uniswap, the ERC-1271 smart account, account #0's supply and the router's allowances.
  await deploy(
    'uniswapV2Factory',
    encodeDeployData({
      abi: artifacts.uniswapV2Factory.abi,
      bytecode: artifacts.uniswapV2Factory.bytecode,
      args: [deployer],
    }),
    5_000_000n,
  )
  await deploy(
    'uniswapV2Router02',
    encodeDeployData({
      abi: artifacts.uniswapV2Router02.abi,
      bytecode: artifacts.uniswapV2Router02.bytecode,
      args: [contracts.uniswapV2Factory, contracts.weth],
    }),
    6_000_000n,
  )
  await deploy(
    'smartAccount',
    encodeDeployData({
      abi: artifacts.devSmartAccount.abi,
      bytecode: artifacts.devSmartAccount.bytecode,
      args: [smartAccountOwner],
    }),
    1_000_000n,
  )
  await call(
    contracts.weth,
    encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    100_000n,
    'wrap ETH',
    deployerWeth,
  )
  for (const token of tokenDefinitions) {
    if (token.key !== 'weth') {
      const amount = parseUnits(String(deployerSupply[token.key]), token.decimals)
      const data = encodeFunctionData({
        abi: tokenAbi,
        functionName: 'mint',
        args: [deployer, amount],
      })
      await call(contracts[token.key], data, 100_000n, `mint ${token.symbol}`)
    }
    const approve = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'approve',
      args: [contracts.uniswapV2Router02, maxUint256],
    })
    await call(contracts[token.key], approve, 100_000n, `approve router ${token.symbol}`)
  }
  // Multicall3 is not deployed by a transaction: its runtime code (what its creation code returns)
  // goes straight to the canonical address, as on real chains where it predates everything.
  const runtime = await seeder.rpc<Hex>('eth_call', [
    { data: artifacts.multicall3.bytecode },
    'latest',
  ])
  await seeder.rpc('anvil_setCode', [multicall3Address, runtime])
  await seeder.mine(timestamp + 12)

  // Block 3: the pools (each addLiquidity creates its pair, hence the large gas limit).
  for (const pool of poolDefinitions) {
    const a = tokenDefinitions.find((token) => token.key === pool.tokenA)
    const b = tokenDefinitions.find((token) => token.key === pool.tokenB)
    if (!a || !b) throw fail(`unknown pool token ${pool.tokenA}/${pool.tokenB}`)
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidity',
      args: [
        contracts[a.key],
        contracts[b.key],
        parseUnits(String(pool.amountA), a.decimals),
        parseUnits(String(pool.amountB), b.decimals),
        0n,
        0n,
        deployer,
        BigInt(timestamp + 24 + 1200),
      ],
    })
    await call(
      contracts.uniswapV2Router02,
      data,
      5_000_000n,
      `add liquidity ${a.symbol}/${b.symbol}`,
    )
  }
  await seeder.mine(timestamp + 24)

  const later = {
    ...ensAddresses(),
    ...accountAbstractionAddresses(),
    demoSmartAccount: 0,
    wsol: 0,
  }
  for (const [key, address] of Object.entries(contracts)) {
    // ENS, ERC-4337 and wrapped SOL come later, from deployers of their own.
    if (key in later) continue
    const code = await seeder.rpc<Hex>('eth_getCode', [address, 'latest'])
    if (code.length <= 2) throw fail(`no code at ${key} (${address})`)
  }
  const pools: DeployContractsReturnType['pools'] = []
  for (const pool of poolDefinitions) {
    const tokenA = contracts[pool.tokenA]
    const tokenB = contracts[pool.tokenB]
    const address = await seeder.client.readContract({
      address: contracts.uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    })
    const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
    pools.push({ address, token0, token1 })
  }
  return { contracts, pools, timestamp: timestamp + 24 }
}
