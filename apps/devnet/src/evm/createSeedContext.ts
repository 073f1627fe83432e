import { type Address, encodeFunctionData, type Hex, maxUint256, parseGwei } from 'viem'
import { tokenAbi, uniswapV2RouterAbi } from './abis.js'
import type { Seeder } from './createSeeder.js'
import type { SeedState } from './createSeedState.js'
import type { TokenKey } from './deployment.js'

export type SeedSendOptions = { data?: Hex; value?: bigint; reverts?: boolean }

export type SeedContext = {
  seeder: Seeder
  state: SeedState
  /** Sends, and charges the gas limit at the top price and `value` to a user sender's ETH. */
  send(
    from: Address,
    to: Address,
    gas: bigint,
    label: string,
    options?: SeedSendOptions,
  ): Promise<void>
  /** Sends an ERC-20 transfer and moves the tokens between users in the model. */
  transferToken(key: TokenKey, from: Address, to: Address, value: bigint): Promise<void>
  /** The router's output for `amountIn` along `path`. */
  quote(amountIn: bigint, path: readonly TokenKey[]): Promise<bigint>
  /** Approves the router for `key` unless `user` already did. */
  ensureApproval(user: Address, key: TokenKey): Promise<void>
}

const gasPerUnit = parseGwei('40') // upper bound of what a seeded tx pays per gas

/**
 * Pairs a seed's state with the chain: sends that keep the balance model up to date, and router
 * quotes.
 *
 * @param seeder - From `createSeeder`, after `deployContracts`.
 * @param state - From `createSeedState`.
 * @returns The context the seed's actions run in.
 *
 * @example
 * import { createSeedContext } from './createSeedContext.js'
 * const context = createSeedContext(seeder, createSeedState({ caipNetworkId, contracts, … }))
 * await context.transferToken('usdc', deployer, user, 1_000_000n)
 */
export function createSeedContext(seeder: Seeder, state: SeedState): SeedContext {
  const { contracts, eth, ethBalance, isUser, addToken, approvedRouter } = state

  const send: SeedContext['send'] = async (from, to, gas, label, options = {}) => {
    if (isUser(from)) eth.set(from, ethBalance(from) - gas * gasPerUnit - (options.value ?? 0n))
    await seeder.send({ from, to, gas, label, ...options })
  }
  const transferToken: SeedContext['transferToken'] = async (key, from, to, value) => {
    const data = encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, value] })
    if (isUser(from)) addToken(key, from, -value)
    if (isUser(to)) addToken(key, to, value)
    await send(from, contracts[key], 90_000n, `${key} ${from} → ${to}`, { data })
  }
  const quote: SeedContext['quote'] = async (amountIn, path) => {
    const amounts = await seeder.client.readContract({
      address: contracts.uniswapV2Router02,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path.map((key) => contracts[key])],
    })
    return amounts[amounts.length - 1] ?? 0n
  }
  const ensureApproval: SeedContext['ensureApproval'] = async (user, key) => {
    if (approvedRouter.has(`${key}:${user}`)) return
    const data = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'approve',
      args: [contracts.uniswapV2Router02, maxUint256],
    })
    await send(user, contracts[key], 80_000n, `approve router ${key}`, { data })
    approvedRouter.add(`${key}:${user}`)
  }
  return { seeder, state, send, transferToken, quote, ensureApproval }
}
