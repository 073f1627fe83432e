import { parseAbi } from 'viem'

/** A Uniswap V2 factory's pair lookup and a pair's reserves. */
export const uniswapV2PairAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
