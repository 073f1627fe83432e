import type { Nft } from '@airlock/protocol'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { chainTransfers } from '../db/schema.js'
import type { ChainContext } from './createChainContexts.js'

// Most tokens one answer lists; an account that received more is unusual (and mostly spam).
const maxNfts = 1_000

/**
 * The ERC-721 tokens an account holds on one chain: every token the index saw it receive, kept if
 * the contract still says it owns it (`ownerOf`, one multicall), with the name and image of its
 * on-chain metadata. Spam collections are included, flagged and listed last; then by collection
 * name and token id.
 *
 * @param parameters.db - The index.
 * @param parameters.context - The chain.
 * @param parameters.address - The account, lower case.
 * @returns The account's NFTs in the wire shape of `GET /v1/account/{address}/nfts`.
 *
 * @example
 * import { readNfts } from './blockchain/readNfts.js'
 * const nfts = await readNfts({ db, context, address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })
 */
export async function readNfts({
  db,
  context,
  address,
}: {
  db: Database
  context: ChainContext
  address: string
}): Promise<Nft[]> {
  const received = await db
    .selectDistinct({ collection: chainTransfers.token, tokenId: chainTransfers.tokenId })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.chainId, context.chain.chainId),
        eq(chainTransfers.kind, 'erc721'),
        eq(chainTransfers.to, address),
      ),
    )
    .limit(maxNfts)
  const candidates = received.map((row) => ({
    collection: row.collection ?? '',
    tokenId: BigInt(row.tokenId ?? 0),
  }))
  if (candidates.length === 0) return []
  const owners = await context.nfts.owners(candidates)
  const held = candidates.filter(
    (t) => owners.get(`${t.collection}:${t.tokenId}`) === address.toLowerCase(),
  )
  const described = await context.nfts.describe(held)
  return [...described.values()]
    .sort(
      (a, b) =>
        Number(a.spam) - Number(b.spam) ||
        a.collection.name.localeCompare(b.collection.name) ||
        (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
    )
    .map((nft) => ({
      chainId: context.chain.caipNetworkId,
      collection: {
        address: `${context.chain.caipNetworkId}:${nft.collection.address}`,
        name: nft.collection.name,
        symbol: nft.collection.symbol,
      },
      tokenId: nft.tokenId.toString(),
      name: nft.name,
      ...(nft.image ? { image: nft.image } : {}),
      flags: { is_spam: nft.spam },
    }))
}
