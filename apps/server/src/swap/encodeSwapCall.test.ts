import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeSwapCall } from './encodeSwapCall.js'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const dai = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const common = { amountIn: 1000n, amountOutMin: 990n, recipient, deadline: 1_700_000_000n } as const
const decode = (data: `0x${string}`) => decodeFunctionData({ abi: uniswapV2RouterAbi, data })

describe('encodeSwapCall', () => {
  it('sells the native currency as value with swapExactETHForTokens', () => {
    const { data, value } = encodeSwapCall({
      ...common,
      nativeIn: true,
      nativeOut: false,
      path: [weth, usdc],
    })
    expect(value).toBe(1000n)
    expect(decode(data)).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [990n, [weth, usdc], recipient, 1_700_000_000n],
    })
  })

  it('buys it with swapExactTokensForETH, and tokens with swapExactTokensForTokens', () => {
    const toEth = encodeSwapCall({
      ...common,
      nativeIn: false,
      nativeOut: true,
      path: [usdc, weth],
    })
    expect(toEth.value).toBe(0n)
    expect(decode(toEth.data)).toEqual({
      functionName: 'swapExactTokensForETH',
      args: [1000n, 990n, [usdc, weth], recipient, 1_700_000_000n],
    })
    const tokens = encodeSwapCall({
      ...common,
      nativeIn: false,
      nativeOut: false,
      path: [usdc, weth, dai],
    })
    expect(tokens.value).toBe(0n)
    expect(decode(tokens.data)).toEqual({
      functionName: 'swapExactTokensForTokens',
      args: [1000n, 990n, [usdc, weth, dai], recipient, 1_700_000_000n],
    })
  })
})
