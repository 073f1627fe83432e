import { type Address, encodeFunctionData, formatUnits, parseUnits } from 'viem'
import { uniswapV2PairAbi, uniswapV2RouterAbi } from './abis.js'
import type { Seeder } from './createSeeder.js'
import {
  type ContractKey,
  deployer,
  type PoolDefinition,
  poolDefinitions,
  tokenDefinitions,
} from './deployment.js'

export type RebalancePoolsParameters = {
  contracts: Record<ContractKey, Address>
  pools: readonly { address: Address }[]
  /** Timestamp of the block that holds the rebalancing swaps. */
  timestamp: number
  /** Leave a pool alone while its price is within this fraction of the target. Defaults to `0.005`. */
  tolerance?: number
}

/**
 * Brings every pool back to its initial price (ETH ≈ 3000 USD) with swaps from account #0, so
 * the seeded history never leaves the quotes somewhere odd. Mines one block only if a pool drifted.
 *
 * @param seeder - From `createSeeder`.
 * @param parameters - Contracts, pools (in `poolDefinitions` order) and when to mine.
 * @returns How many swaps it sent.
 *
 * @example
 * import { rebalancePools } from './rebalancePools.js'
 * await rebalancePools(seeder, { contracts, pools, timestamp: now - 3600 })
 */
export async function rebalancePools(
  seeder: Seeder,
  { contracts, pools, timestamp, tolerance = 0.005 }: RebalancePoolsParameters,
): Promise<number> {
  let swaps = 0
  for (const [i, definition] of poolDefinitions.entries()) {
    const pool = pools[i]
    if (!pool) continue
    const swap = await plan(seeder, contracts, pool.address, definition, tolerance)
    if (!swap) continue
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [swap.amountIn, 0n, swap.path, deployer, BigInt(timestamp + 1200)],
    })
    await seeder.send({
      from: deployer,
      to: contracts.uniswapV2Router02,
      data,
      gas: 250_000n,
      label: 'rebalance pool',
    })
    swaps++
  }
  if (swaps > 0) await seeder.mine(timestamp)
  return swaps
}

async function plan(
  seeder: Seeder,
  contracts: Record<ContractKey, Address>,
  pair: Address,
  definition: PoolDefinition,
  tolerance: number,
) {
  const a = tokenDefinitions.find((token) => token.key === definition.tokenA)
  const b = tokenDefinitions.find((token) => token.key === definition.tokenB)
  if (!a || !b) return undefined
  const [reserve0, reserve1] = await seeder.client.readContract({
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  })
  const aIsToken0 = BigInt(contracts[a.key]) < BigInt(contracts[b.key])
  // Whole-token reserves; floats are precise enough to aim within the tolerance.
  const x = Number(formatUnits(aIsToken0 ? reserve0 : reserve1, a.decimals))
  const y = Number(formatUnits(aIsToken0 ? reserve1 : reserve0, b.decimals))
  const target = definition.amountB / definition.amountA
  if (Math.abs(y / x / target - 1) <= tolerance) return undefined
  const k = x * y
  const xTarget = Math.sqrt(k / target)
  // Sell A when B is too dear in A terms, else sell B; 0.997 pays the pool fee.
  if (xTarget > x) {
    const amountIn = parseUnits(((xTarget - x) / 0.997).toFixed(a.decimals), a.decimals)
    return { amountIn, path: [contracts[a.key], contracts[b.key]] }
  }
  const yTarget = Math.sqrt(k * target)
  const amountIn = parseUnits(((yTarget - y) / 0.997).toFixed(b.decimals), b.decimals)
  return { amountIn, path: [contracts[b.key], contracts[a.key]] }
}
