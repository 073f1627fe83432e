import {
  type Address,
  encodeFunctionData,
  formatUnits,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { collectionAbi, tokenAbi, uniswapV2RouterAbi, wethAbi } from './abis.js'
import type { SeedContext } from './createSeedContext.js'
import { deployer } from './deployment.js'

/** Something a demo user does in the seeded history. */
export type SeedActionKind =
  | 'sendEth'
  | 'receiveEth'
  | 'sendToken'
  | 'receiveToken'
  | 'approve'
  | 'swapEthForToken'
  | 'swapTokenForEth'
  | 'swapTokenForToken'
  | 'wrap'
  | 'unwrap'
  | 'nftMint'
  | 'nftTransfer'
  | 'pointsReward'
  | 'failedSwap'
  | 'failedTransfer'

/**
 * Plans one action of `user` into the block being filled, drawing its details from the PRNG.
 * Sends nothing when the balance model says it cannot succeed; the failed kinds revert on purpose.
 *
 * @param context - From `createSeedContext`.
 * @param kind - What to do.
 * @param user - A demo user.
 * @returns Whether anything was sent.
 *
 * @example
 * import { seedAction } from './seedAction.js'
 * if (!(await seedAction(context, 'unwrap', user))) await seedAction(context, 'wrap', user)
 */
export async function seedAction(
  context: SeedContext,
  kind: SeedActionKind,
  user: Address,
): Promise<boolean> {
  const { seeder, state, send, transferToken, quote, ensureApproval } = context
  const { contracts, counterparties, random, between, pick, amount, decimalsOf } = state
  const { eth, ethBalance, tokenBalance, addToken, nfts, approvedRouter, isUser } = state
  const { others, spendableEth, deadline } = state
  switch (kind) {
    case 'sendEth': {
      const value = parseEther(between(0.01, 0.8).toFixed(3))
      if (spendableEth(user) < value * 20n) return false
      await send(user, pick(others(user)), 21_000n, 'send ETH', { value })
      return true
    }
    case 'receiveEth': {
      const value = parseEther(between(0.05, 2).toFixed(3))
      eth.set(user, ethBalance(user) + value)
      await send(pick(counterparties), user, 21_000n, 'receive ETH', { value })
      return true
    }
    case 'sendToken': {
      const key = pick(['usdc', 'dai', 'wbtc', 'points'] as const)
      const balance = tokenBalance(key, user)
      const share = between(0.02, 0.12)
      const value = amount(Number(formatUnits(balance, decimalsOf(key))) * share, key, 4)
      if (value === 0n || value > balance) return false
      await transferToken(key, user, pick(others(user)), value)
      return true
    }
    case 'receiveToken': {
      const key = pick(['usdc', 'dai'] as const)
      await transferToken(key, pick(counterparties), user, amount(between(10, 800), key))
      return true
    }
    case 'approve': {
      const key = pick(['usdc', 'dai', 'wbtc', 'weth'] as const)
      const toRouter = random() < 0.6
      const value = toRouter || random() < 0.5 ? maxUint256 : amount(between(50, 5000), key, 0)
      const spender = toRouter ? contracts.uniswapV2Router02 : pick(counterparties)
      const data = encodeFunctionData({
        abi: tokenAbi,
        functionName: 'approve',
        args: [spender, value],
      })
      await send(user, contracts[key], 80_000n, `approve ${key}`, { data })
      if (toRouter) approvedRouter.add(`${key}:${user}`)
      return true
    }
    case 'swapEthForToken': {
      const key = pick(['usdc', 'dai', 'wbtc'] as const)
      const value = parseEther(between(0.05, 1.5).toFixed(3))
      if (spendableEth(user) < value * 20n) return false
      const out = await quote(value, ['weth', key])
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [(out * 95n) / 100n, [contracts.weth, contracts[key]], user, deadline()],
      })
      await send(user, contracts.uniswapV2Router02, 250_000n, `swap ETH → ${key}`, {
        data,
        value,
      })
      return true
    }
    case 'swapTokenForEth': {
      const key = pick(['usdc', 'dai'] as const)
      const balance = tokenBalance(key, user)
      const value = amount(Number(formatUnits(balance, decimalsOf(key))) * between(0.05, 0.25), key)
      if (value < parseUnits('20', decimalsOf(key)) || value > balance) return false
      await ensureApproval(user, key)
      const out = await quote(value, [key, 'weth'])
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [value, (out * 95n) / 100n, [contracts[key], contracts.weth], user, deadline()],
      })
      addToken(key, user, -value)
      await send(user, contracts.uniswapV2Router02, 250_000n, `swap ${key} → ETH`, { data })
      return true
    }
    case 'swapTokenForToken': {
      const path = pick([
        ['usdc', 'dai'],
        ['dai', 'usdc'],
        ['usdc', 'weth', 'wbtc'],
        ['dai', 'weth', 'wbtc'],
        ['wbtc', 'weth', 'usdc'],
      ] as const)
      const key = path[0]
      const balance = tokenBalance(key, user)
      const value = amount(
        Number(formatUnits(balance, decimalsOf(key))) * between(0.05, 0.25),
        key,
        4,
      )
      if (value === 0n || value > balance) return false
      await ensureApproval(user, key)
      const out = await quote(value, path)
      if (out === 0n) return false
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [value, (out * 95n) / 100n, path.map((k) => contracts[k]), user, deadline()],
      })
      addToken(key, user, -value)
      const gas = path.length > 2 ? 350_000n : 250_000n
      await send(user, contracts.uniswapV2Router02, gas, `swap ${path.join(' → ')}`, { data })
      return true
    }
    case 'wrap': {
      const value = parseEther(between(0.1, 1).toFixed(2))
      if (spendableEth(user) < value * 20n) return false
      addToken('weth', user, value)
      const data = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' })
      await send(user, contracts.weth, 80_000n, 'wrap ETH', { data, value })
      return true
    }
    case 'unwrap': {
      const balance = tokenBalance('weth', user)
      if (balance === 0n) return false
      const value = random() < 0.5 ? balance : balance / 2n
      addToken('weth', user, -value)
      const data = encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [value] })
      await send(user, contracts.weth, 80_000n, 'unwrap WETH', { data })
      return true
    }
    case 'nftMint': {
      const data = encodeFunctionData({ abi: collectionAbi, functionName: 'mint', args: [user] })
      nfts.set(user, [...(nfts.get(user) ?? []), state.nextNftId++])
      await send(user, contracts.nft, 150_000n, 'mint NFT', { data })
      return true
    }
    case 'nftTransfer': {
      const owned = nfts.get(user) ?? []
      // Keep at least one: every demo user owns a piece of the collection.
      if (owned.length < 2) return false
      const tokenId = pick(owned)
      const to = pick(others(user))
      nfts.set(
        user,
        owned.filter((id) => id !== tokenId),
      )
      if (isUser(to)) nfts.set(to, [...(nfts.get(to) ?? []), tokenId])
      const data = encodeFunctionData({
        abi: collectionAbi,
        functionName: 'transferFrom',
        args: [user, to, tokenId],
      })
      await send(user, contracts.nft, 120_000n, 'transfer NFT', { data })
      return true
    }
    case 'pointsReward': {
      await transferToken('points', deployer, user, BigInt(Math.round(between(5, 250))))
      return true
    }
    case 'failedSwap': {
      // Slippage set impossibly tight: the router reverts with INSUFFICIENT_OUTPUT_AMOUNT.
      const value = parseEther(between(0.1, 0.5).toFixed(2))
      if (spendableEth(user) < value * 20n) return false
      const out = await quote(value, ['weth', 'usdc'])
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [out * 2n, [contracts.weth, contracts.usdc], user, deadline()],
      })
      eth.set(user, ethBalance(user) + value) // refunded by the revert
      await send(user, contracts.uniswapV2Router02, 250_000n, 'failed swap', {
        data,
        value,
        reverts: true,
      })
      return true
    }
    case 'failedTransfer': {
      // More than the account holds: the token reverts with ERC20InsufficientBalance.
      const key = pick(['usdc', 'dai'] as const)
      const held = await seeder.client.readContract({
        address: contracts[key],
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [user],
      })
      const value = held + amount(between(100, 5000), key, 0)
      const data = encodeFunctionData({
        abi: tokenAbi,
        functionName: 'transfer',
        args: [pick(counterparties), value],
      })
      await send(user, contracts[key], 90_000n, `failed ${key} transfer`, { data, reverts: true })
      return true
    }
  }
}
