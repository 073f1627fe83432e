import { type Address, getAddress, parseEther, parseUnits } from 'viem'
import type { DevnetChainDefinition } from '../devnetChains.js'
import { SeedError } from '../errors/devnet.js'
import { mulberry32 } from '../utils/mulberry32.js'
import { uniswapV2RouterAbi } from './abis.js'
import { createSeeder } from './createSeeder.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { type DeployContractsReturnType, deployContracts } from './deployContracts.js'
import { deployEns } from './deployEns.js'
import { deployWrappedSol } from './deployWrappedSol.js'
import { placeFarcasterRegistry } from './farcasterRegistry.js'
import { rebalancePools } from './rebalancePools.js'
import { seedHistory } from './seedHistory.js'
import { seedSmartAccount } from './seedSmartAccount.js'

export type SeedEvmChainParameters = {
  chain: DevnetChainDefinition
  /** "Now" in seconds; the history ends an hour before it. The genesis must be ~61 days earlier. */
  now: number
}

export type SeedEvmChainReturnType = DeployContractsReturnType & {
  transactions: number
  reverted: number
  blocks: number
  /** Router quote for 1 WETH, in USDC. */
  wethPriceUsdc: number
}

const hour = 3600

/**
 * Seeds a fresh anvil (started with `--timestamp` about 61 days before `now` and `--order fifo`):
 * deploys the contracts, plays ~60 days of history for the demo accounts with a PRNG seeded by
 * the chain id, puts the pools back at ETH ≈ 3000 USD and checks every receipt.
 *
 * @param rpcUrl - The fresh anvil.
 * @param parameters - Which chain, and the current time.
 * @returns Addresses and what was seeded.
 * @throws {SeedError} If anything deviates from the plan.
 *
 * @example
 * import { seedEvmChain } from './seedEvmChain.js'
 * await seedEvmChain('http://127.0.0.1:18545', { chain: devnetChains['eip155:31337'], now })
 */
export async function seedEvmChain(
  rpcUrl: string,
  { chain, now }: SeedEvmChainParameters,
): Promise<SeedEvmChainReturnType> {
  const seeder = await createSeeder(rpcUrl, chain.caipNetworkId)
  const fail = (reason: string) => new SeedError({ caipNetworkId: chain.caipNetworkId, reason })
  const accounts = (await seeder.rpc<Address[]>('eth_accounts')).map((a) => getAddress(a))
  const genesis = seeder.lastTimestamp
  if (genesis > now - 60 * 24 * hour) throw fail('the genesis must lie at least 60 days back')

  const deployment = await deployContracts(seeder, { timestamp: genesis + 60 })
  await placeFarcasterRegistry(seeder.rpc)
  await seedHistory(seeder, {
    contracts: deployment.contracts,
    accounts,
    // Knuth's multiplicative hash spreads neighbouring chain ids into unrelated seeds.
    random: mulberry32(Math.imul(chain.chainId, 2654435761)),
    start: deployment.timestamp + 600,
    end: now - hour - 600,
    baseFeeGwei: chain.baseFeeGwei,
  })
  await rebalancePools(seeder, {
    contracts: deployment.contracts,
    pools: deployment.pools,
    timestamp: Math.max(now - hour, seeder.lastTimestamp + 1),
  })
  // Last, from a deployer of its own: nothing before it moves.
  await deployEns(seeder, { timestamp: seeder.lastTimestamp + 12 })
  // Then ERC-4337, from a deployer of its own too, and the demo smart account's operations.
  await deployAccountAbstraction(seeder, { timestamp: seeder.lastTimestamp + 12 })
  const bob = accounts[2]
  if (!bob) throw fail('anvil has no account #2')
  await seedSmartAccount(seeder, {
    weth: deployment.contracts.weth,
    recipient: bob,
    timestamp: seeder.lastTimestamp + 12,
  })
  // Wrapped SOL and its USDC pool (SOL's price) last, from a deployer of its own: nothing moves.
  await deployWrappedSol(seeder, { timestamp: seeder.lastTimestamp + 12 })
  const { transactions, reverted, blocks } = await seeder.verify()

  const amounts = await seeder.client.readContract({
    address: deployment.contracts.uniswapV2Router02,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [parseEther('1'), [deployment.contracts.weth, deployment.contracts.usdc]],
  })
  const out = amounts[1] ?? 0n
  if (out < parseUnits('2900', 6) || out > parseUnits('3100', 6))
    throw fail(`1 WETH quotes ${out} USDC units, outside 2900–3100 USDC`)
  await seeder.rpc('evm_setAutomine', [true])
  return { ...deployment, transactions, reverted, blocks, wethPriceUsdc: Number(out) / 1e6 }
}
