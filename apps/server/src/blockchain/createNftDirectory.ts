import { type Address, erc721Abi, getAddress, type PublicClient } from 'viem'
import { type NftMetadata, parseTokenUri } from './parseTokenUri.js'
import type { BlockchainChain } from './resolveBlockchainChains.js'

/** An NFT as the API shows it. */
export type NftDescription = {
  collection: { address: Address; name: string; symbol: string }
  tokenId: bigint
  name: string
  image: string | undefined
  spam: boolean
}

export type NftDirectory = {
  /** Metadata of each token, keyed `collection:tokenId` (lower-case address, decimal id). */
  describe(
    tokens: readonly { collection: string; tokenId: bigint }[],
  ): Promise<Map<string, NftDescription>>
  /** Current owners (lower case) of each token, keyed like `describe`; missing when burned. */
  owners(tokens: readonly { collection: string; tokenId: bigint }[]): Promise<Map<string, string>>
  /** Whether the chain's configuration marks the collection as spam. */
  isSpam(collection: string): boolean
}

const maxRemembered = 10_000

/**
 * The NFTs of one chain: names and images from each token's on-chain `tokenURI` (inline
 * `data:` metadata; see `parseTokenUri`), collection names from the chain's list or the contract,
 * spam flags from the chain's list. Metadata is read once per token per process, in one multicall
 * for all the tokens a request needs.
 *
 * @param chain - Collections and Multicall3.
 * @param client - Reads the contracts.
 * @returns The directory.
 *
 * @example
 * import { createNftDirectory } from './blockchain/createNftDirectory.js'
 * const nfts = await createNftDirectory(chain, client).describe([{ collection, tokenId: 1n }])
 */
export function createNftDirectory(
  chain: Pick<BlockchainChain, 'collections' | 'multicall3'>,
  client: PublicClient,
): NftDirectory {
  const collections = new Map(
    chain.collections.map((collection) => [collection.address.toLowerCase(), collection]),
  )
  const collectionNames = new Map<string, Promise<{ name: string; symbol: string }>>()
  const metadata = new Map<string, Promise<NftMetadata>>()
  const key = (collection: string, tokenId: bigint) => `${collection.toLowerCase()}:${tokenId}`

  function collectionOf(address: string) {
    const listed = collections.get(address)
    if (listed) return Promise.resolve({ name: listed.name, symbol: listed.symbol })
    let named = collectionNames.get(address)
    if (!named) {
      named = client
        .multicall({
          contracts: [
            { address: address as Address, abi: erc721Abi, functionName: 'name' },
            { address: address as Address, abi: erc721Abi, functionName: 'symbol' },
          ],
          allowFailure: true,
          multicallAddress: chain.multicall3,
          batchSize: 0,
        })
        .then(([name, symbol]) => ({
          name: name?.status === 'success' ? name.result.slice(0, 100) : 'Unknown collection',
          symbol: symbol?.status === 'success' ? symbol.result.slice(0, 32) : '?',
        }))
      collectionNames.set(address, named)
      named.catch(() => collectionNames.delete(address))
    }
    return named
  }

  return {
    isSpam: (collection) => collections.get(collection.toLowerCase())?.spam ?? false,

    async describe(tokens) {
      const unique = [...new Map(tokens.map((t) => [key(t.collection, t.tokenId), t])).values()]
      const missing = unique.filter((t) => !metadata.has(key(t.collection, t.tokenId)))
      if (missing.length > 0) {
        const loading = client.multicall({
          contracts: missing.map((t) => ({
            address: t.collection as Address,
            abi: erc721Abi,
            functionName: 'tokenURI' as const,
            args: [t.tokenId] as const,
          })),
          allowFailure: true,
          multicallAddress: chain.multicall3,
          batchSize: 0,
        })
        missing.forEach((t, i) => {
          const k = key(t.collection, t.tokenId)
          const one = loading.then((results) => {
            const result = results[i]
            return result?.status === 'success' ? parseTokenUri(result.result) : {}
          })
          metadata.set(k, one)
          one.catch(() => metadata.delete(k))
        })
        while (metadata.size > maxRemembered)
          metadata.delete(metadata.keys().next().value as string)
      }
      const described = await Promise.all(
        unique.map(async (t): Promise<[string, NftDescription]> => {
          const address = t.collection.toLowerCase()
          const [collection, meta] = await Promise.all([
            collectionOf(address),
            metadata.get(key(address, t.tokenId)) ?? Promise.resolve({} as NftMetadata),
          ])
          return [
            key(address, t.tokenId),
            {
              collection: { address: getAddress(address), ...collection },
              tokenId: t.tokenId,
              name: meta.name ?? `${collection.name} #${t.tokenId}`,
              image: meta.image,
              spam: collections.get(address)?.spam ?? false,
            },
          ]
        }),
      )
      return new Map(described)
    },

    async owners(tokens) {
      const results = await client.multicall({
        contracts: tokens.map((t) => ({
          address: t.collection as Address,
          abi: erc721Abi,
          functionName: 'ownerOf' as const,
          args: [t.tokenId] as const,
        })),
        allowFailure: true,
        multicallAddress: chain.multicall3,
        batchSize: 0,
      })
      const owners = new Map<string, string>()
      tokens.forEach((t, i) => {
        const result = results[i]
        if (result?.status === 'success')
          owners.set(key(t.collection, t.tokenId), result.result.toLowerCase())
      })
      return owners
    },
  }
}
