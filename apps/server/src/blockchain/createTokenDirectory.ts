import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'
import type { BlockchainChain, BlockchainToken } from './resolveBlockchainChains.js'

export type TokenDirectory = {
  /**
   * Name, symbol, decimals and icon of each token: the chain's token list first, else read from
   * the contract (once per process). A contract that is no ERC-20 gets `?` and 18 decimals.
   */
  describe(addresses: readonly Address[]): Promise<Map<string, BlockchainToken>>
}

// Tokens read from contracts stay known this many at most; the oldest go first.
const maxRemembered = 10_000

/**
 * The fungible tokens of one chain as the history and price endpoints name them. Keys of the
 * returned map are lower-case addresses.
 *
 * @param chain - Its `tokens` list and Multicall3.
 * @param client - Reads unknown contracts, all in one multicall.
 * @returns The directory.
 *
 * @example
 * import { createTokenDirectory } from './blockchain/createTokenDirectory.js'
 * const tokens = await createTokenDirectory(chain, client).describe([usdc])
 * tokens.get(usdc.toLowerCase())?.symbol // 'USDC'
 */
export function createTokenDirectory(
  chain: Pick<BlockchainChain, 'tokens' | 'multicall3'>,
  client: PublicClient,
): TokenDirectory {
  const known = new Map<string, BlockchainToken>(
    chain.tokens.map((token) => [token.address.toLowerCase(), token]),
  )
  const read = new Map<string, Promise<BlockchainToken>>()

  async function readTokens(addresses: Address[]): Promise<BlockchainToken[]> {
    const results = await client.multicall({
      contracts: addresses.flatMap((address) => [
        { address, abi: erc20Abi, functionName: 'name' as const },
        { address, abi: erc20Abi, functionName: 'symbol' as const },
        { address, abi: erc20Abi, functionName: 'decimals' as const },
      ]),
      allowFailure: true,
      multicallAddress: chain.multicall3,
      batchSize: 0,
    })
    return addresses.map((address, i) => {
      const [name, symbol, decimals] = results.slice(i * 3, i * 3 + 3)
      const text = (result: typeof name) =>
        result?.status === 'success' && typeof result.result === 'string'
          ? result.result.slice(0, 64)
          : undefined
      return {
        address: getAddress(address),
        name: text(name) ?? text(symbol) ?? 'Unknown token',
        symbol: text(symbol) ?? '?',
        decimals:
          decimals?.status === 'success' && typeof decimals.result === 'number'
            ? decimals.result
            : 18,
        iconUrl: '',
      }
    })
  }

  return {
    async describe(addresses) {
      const keys = [...new Set(addresses.map((address) => address.toLowerCase()))]
      const missing = keys.filter((key) => !known.has(key) && !read.has(key))
      if (missing.length > 0) {
        const loading = readTokens(missing as Address[])
        missing.forEach((key, i) => {
          const one = loading.then((tokens) => tokens[i] as BlockchainToken)
          read.set(key, one)
          // A failed read is tried again next time.
          one.catch(() => read.delete(key))
        })
        while (read.size > maxRemembered) read.delete(read.keys().next().value as string)
      }
      const entries = await Promise.all(
        keys.map(async (key) => {
          const token = known.get(key) ?? (await read.get(key))
          return [key, token] as const
        }),
      )
      return new Map(
        entries.filter((entry): entry is [string, BlockchainToken] => entry[1] !== undefined),
      )
    },
  }
}
