import type { DevnetChain } from '@airlock/protocol'
import { type Address, createPublicClient, http } from 'viem'
import type { DevnetChainDefinition } from '../devnetChains.js'
import { collectionAbi, tokenAbi, uniswapV2FactoryAbi } from './abis.js'
import {
  collectionDefinitions,
  contractAddresses,
  poolDefinitions,
  tokenDefinitions,
} from './deployment.js'
import { wrappedSolAddress } from './wrappedSolDeployment.js'

export type DescribeEvmChainParameters = {
  chain: DevnetChainDefinition
  /** The URL written into the description. Defaults to the chain's default port on 127.0.0.1. */
  rpcUrl?: string
}

/**
 * Reads a deployed devnet chain back into its manifest entry: names, symbols and decimals come
 * from the token and collection contracts, pool addresses from `factory.getPair`. The manifest
 * script writes this to `devnet.json`; a test compares it with a seeded chain.
 *
 * @param nodeUrl - Where to read from.
 * @param parameters - Which chain, and the RPC URL to record.
 * @returns The chain's manifest entry.
 *
 * @example
 * import { describeEvmChain } from './describeEvmChain.js'
 * const entry = await describeEvmChain('http://127.0.0.1:18545', { chain: devnetChains['eip155:31337'] })
 */
export async function describeEvmChain(
  nodeUrl: string,
  { chain, rpcUrl = `http://127.0.0.1:${chain.defaultPort}` }: DescribeEvmChainParameters,
): Promise<DevnetChain> {
  const client = createPublicClient({ transport: http(nodeUrl, { retryCount: 0 }) })
  const contracts = contractAddresses()
  const read = (address: Address, functionName: 'name' | 'symbol') =>
    client.readContract({ address, abi: tokenAbi, functionName }) as Promise<string>

  const tokens = await Promise.all(
    tokenDefinitions.map(async (token) => {
      const address = contracts[token.key]
      return {
        address,
        symbol: await read(address, 'symbol'),
        name: await read(address, 'name'),
        decimals: await client.readContract({ address, abi: tokenAbi, functionName: 'decimals' }),
        icon: token.icon,
      }
    }),
  )
  const collections = await Promise.all(
    collectionDefinitions.map(async (collection) => {
      const address = contracts[collection.key]
      const [name, symbol] = await Promise.all([
        client.readContract({ address, abi: collectionAbi, functionName: 'name' }),
        client.readContract({ address, abi: collectionAbi, functionName: 'symbol' }),
      ])
      return { address, name, symbol, spam: collection.spam }
    }),
  )
  // The seed's pools, then the WSOL/USDC pool deployed after them.
  const pairs: [Address, Address][] = [
    ...poolDefinitions.map((pool): [Address, Address] => [
      contracts[pool.tokenA],
      contracts[pool.tokenB],
    ]),
    [wrappedSolAddress(), contracts.usdc],
  ]
  const pools = await Promise.all(
    pairs.map(async ([tokenA, tokenB]) => {
      const address = await client.readContract({
        address: contracts.uniswapV2Factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [tokenA, tokenB],
      })
      const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
      return { address, token0, token1 }
    }),
  )
  return {
    chainId: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts,
    tokens,
    collections,
    pools,
  }
}
