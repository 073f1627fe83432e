import { type Address, encodeFunctionData, type Hex } from 'viem'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

export type EncodeSwapCallParameters = {
  /** Whether the token sold is the native currency (sent as value, wrapped by the router). */
  nativeIn: boolean
  /** Whether the token bought is the native currency (unwrapped by the router). */
  nativeOut: boolean
  /** Token addresses from first to last, WETH standing for the native currency. */
  path: readonly Address[]
  amountIn: bigint
  amountOutMin: bigint
  /** Who receives the tokens bought. */
  recipient: Address
  /** Unix time in seconds after which the router refuses the swap. */
  deadline: bigint
}

/**
 * The Router02 call for an exact-input swap: `swapExactETHForTokens` when selling the native
 * currency (its amount goes as value), `swapExactTokensForETH` when buying it, else
 * `swapExactTokensForTokens`.
 *
 * @param parameters - What is swapped, the path, the amounts, recipient and deadline.
 * @returns The calldata and the value (wei) to send with it.
 *
 * @example
 * import { encodeSwapCall } from './swap/encodeSwapCall.js'
 * const { data, value } = encodeSwapCall({ nativeIn: true, nativeOut: false, path: [weth, usdc],
 *   amountIn: 10n ** 17n, amountOutMin: 297_000_000n, recipient, deadline })
 */
export function encodeSwapCall({
  nativeIn,
  nativeOut,
  path,
  amountIn,
  amountOutMin,
  recipient,
  deadline,
}: EncodeSwapCallParameters): { data: Hex; value: bigint } {
  if (nativeIn)
    return {
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  return {
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}
