import { type Address, getAddress } from 'viem'
import { defaultSwapRouters, swapChainIds } from './swapChainIds.js'

/**
 * Where a chain's swaps go: a Uniswap V2 Router02 and its wrapped native token. `weth` unset means
 * "ask the router" (`WETH()`), read once when the first swap request for the chain comes in.
 */
export type SwapSupport = { router: Address; weth: Address | undefined }

export type ResolveSwapSupportParameters = {
  chainId: number
  /** `SWAP_ROUTER_<chainId>`, when set. */
  swapRouter?: string | undefined
  /** The devnet manifest's contracts of this chain, when the manifest describes it. */
  devnetContracts?: { uniswapV2Router02: string; weth: string } | undefined
}

/**
 * Decides whether a chain serves swaps and through which router: a configured router first, then
 * the devnet manifest's Router02 and WETH, then a built-in router of one of the model product's
 * 12 swap chains (Ethereum's Uniswap V2 only). Any other chain has none.
 *
 * @param parameters - The chain, its configured router and its devnet contracts.
 * @returns The router (and WETH when known), or `undefined` without swap support.
 *
 * @example
 * import { resolveSwapSupport } from './swap/resolveSwapSupport.js'
 * resolveSwapSupport({ chainId: 1 })
 * // { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', weth: undefined }
 */
export function resolveSwapSupport({
  chainId,
  swapRouter,
  devnetContracts,
}: ResolveSwapSupportParameters): SwapSupport | undefined {
  // A configured router may wrap another token than the manifest's WETH: ask it.
  if (swapRouter) return { router: getAddress(swapRouter), weth: undefined }
  if (devnetContracts)
    return {
      router: getAddress(devnetContracts.uniswapV2Router02),
      weth: getAddress(devnetContracts.weth),
    }
  const router = swapChainIds.includes(chainId) ? defaultSwapRouters[chainId] : undefined
  return router ? { router: getAddress(router), weth: undefined } : undefined
}
