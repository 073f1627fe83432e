/**
 * The EVM chains the model product swaps on (Ethereum, Arbitrum One, Optimism, zkSync Era, Base,
 * BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora). Besides the devnet chains,
 * only these may get a router from `SWAP_ROUTER_<chainId>`.
 *
 * @example
 * import { swapChainIds } from './swap/swapChainIds.js'
 * swapChainIds.includes(8453) // true
 */
export const swapChainIds: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/**
 * Routers known without configuration: Uniswap V2's Router02 on Ethereum, a public fact. Every
 * other chain needs `SWAP_ROUTER_<chainId>`, as no address there is certain enough to ship.
 */
export const defaultSwapRouters: Readonly<Record<number, `0x${string}`>> = {
  1: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
}
