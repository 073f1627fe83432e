import {
  type HistoryResponse,
  historyPageSize,
  type Transaction,
  type TransactionApproval,
  type TransactionTransfer,
} from '@airlock/protocol'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Address, formatUnits, getAddress, maxUint256 } from 'viem'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import type { NftDescription } from '../blockchain/createNftDirectory.js'
import type { BlockchainToken } from '../blockchain/resolveBlockchainChains.js'
import type { Database } from '../db/createDatabase.js'
import { accountTransactions, chainTransactions, chainTransfers } from '../db/schema.js'
import { encodeHistoryCursor, type HistoryCursor } from './encodeHistoryCursor.js'

export type ReadHistoryParameters = {
  db: Database
  /** The chains to read: one for a `chainId` query, else all. */
  contexts: readonly ChainContext[]
  /** The account, lower case. */
  address: string
  /** The `chainId` of the query, or `null`. */
  chainFilter: string | null
  /** Continue after this position (from `decodeHistoryCursor`). */
  after?: HistoryCursor | undefined
  /** Defaults to `historyPageSize` (20). */
  pageSize?: number
}

type TransferRow = typeof chainTransfers.$inferSelect
const zero = '0x0000000000000000000000000000000000000000'

/**
 * One page of an account's history from the index, newest first: each transaction once, with the
 * transfers that concern the account (direction `in`, `out` or `self`), tokens named from the
 * chain's list or contract, NFTs with their on-chain image and spam flag, its status and time.
 * Transactions whose only transfers to the account were spam are not in the index for it.
 *
 * @param parameters - Database, chains, account, filter and position.
 * @returns The page, and the cursor of the next one (`null` on the last page).
 *
 * @example
 * import { readHistory } from './history/readHistory.js'
 * const page = await readHistory({ db, contexts, address, chainFilter: 'eip155:31337' })
 */
export async function readHistory({
  db,
  contexts,
  address,
  chainFilter,
  after,
  pageSize = historyPageSize,
}: ReadHistoryParameters): Promise<HistoryResponse> {
  const byChainId = new Map(contexts.map((context) => [context.chain.chainId, context]))
  if (byChainId.size === 0) return { data: [], next: null }
  const a = accountTransactions
  // The page first, then its transactions by primary key: two plans no table statistics can spoil.
  const rows = await db
    .select({
      chainId: a.chainId,
      hash: a.hash,
      minedAt: a.minedAt,
      blockNumber: a.blockNumber,
      transactionIndex: a.transactionIndex,
    })
    .from(a)
    .where(
      and(
        eq(a.address, address),
        inArray(a.chainId, [...byChainId.keys()]),
        after
          ? sql`(${a.minedAt}, ${a.chainId}, ${a.blockNumber}, ${a.transactionIndex}) < (${new Date(after.minedAt).toISOString()}::timestamptz, ${after.chainId}, ${after.blockNumber}, ${after.transactionIndex})`
          : undefined,
      ),
    )
    .orderBy(desc(a.minedAt), desc(a.chainId), desc(a.blockNumber), desc(a.transactionIndex))
    .limit(pageSize + 1)
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  const next =
    rows.length > pageSize && last
      ? encodeHistoryCursor({
          address,
          chainFilter,
          minedAt: last.minedAt.getTime(),
          chainId: last.chainId,
          blockNumber: last.blockNumber,
          transactionIndex: last.transactionIndex,
        })
      : null
  if (page.length === 0) return { data: [], next }

  const chainIds = [...new Set(page.map((row) => row.chainId))]
  const hashes = page.map((row) => row.hash)
  const [transactions, transfers] = await Promise.all([
    db
      .select()
      .from(chainTransactions)
      .where(
        and(inArray(chainTransactions.chainId, chainIds), inArray(chainTransactions.hash, hashes)),
      ),
    db
      .select()
      .from(chainTransfers)
      .where(and(inArray(chainTransfers.chainId, chainIds), inArray(chainTransfers.hash, hashes)))
      .orderBy(asc(chainTransfers.position)),
  ])
  const transactionOf = new Map(transactions.map((t) => [`${t.chainId}:${t.hash}`, t]))
  const transfersOf = new Map<string, TransferRow[]>()
  for (const transfer of transfers) {
    const key = `${transfer.chainId}:${transfer.hash}`
    const own =
      transfer.from === address || (transfer.kind !== 'approval' && transfer.to === address)
    if (!own) continue
    transfersOf.set(key, [...(transfersOf.get(key) ?? []), transfer])
  }

  // Names, icons and images, read per chain in one go for the whole page.
  const tokens = new Map<number, Awaited<ReturnType<ChainContext['tokens']['describe']>>>()
  const nfts = new Map<number, Awaited<ReturnType<ChainContext['nfts']['describe']>>>()
  await Promise.all(
    [...byChainId].map(async ([chainId, context]) => {
      const mine = page
        .filter((row) => row.chainId === chainId)
        .flatMap((row) => transfersOf.get(`${chainId}:${row.hash}`) ?? [])
      const fungible = mine.filter((t) => t.kind === 'erc20' || t.kind === 'approval')
      const nonFungible = mine.filter((t) => t.kind === 'erc721')
      // The history comes from the index: a node that is down costs only the names and images
      // of tokens outside the chain's list.
      const [named, pictured] = await Promise.all([
        context.tokens
          .describe(fungible.map((t) => t.token as Address))
          .catch(() => new Map<string, BlockchainToken>()),
        context.nfts
          .describe(
            nonFungible.map((t) => ({
              collection: t.token ?? '',
              tokenId: BigInt(t.tokenId ?? 0),
            })),
          )
          .catch(() => new Map<string, NftDescription>()),
      ])
      tokens.set(chainId, named)
      nfts.set(chainId, pictured)
    }),
  )

  const data = page.flatMap((entry): Transaction[] => {
    const transaction = transactionOf.get(`${entry.chainId}:${entry.hash}`)
    if (!transaction) return []
    const row = { ...entry, ...transaction }
    const context = byChainId.get(row.chainId) as ChainContext
    const { chain } = context
    const mine = transfersOf.get(`${row.chainId}:${row.hash}`) ?? []
    const named = tokens.get(row.chainId)
    const pictured = nfts.get(row.chainId)
    const moved = mine.filter((t) => t.kind !== 'approval')
    const approvals = mine.filter((t) => t.kind === 'approval')

    const items = moved.map((t): TransactionTransfer => {
      const direction = t.from === address ? (t.to === address ? 'self' : 'out') : 'in'
      if (t.kind === 'erc721') {
        const nft = pictured?.get(`${t.token}:${t.tokenId}`)
        return {
          nft_info: {
            name: nft?.name ?? `#${t.tokenId}`,
            ...(nft?.image
              ? { content: { preview: { url: nft.image }, detail: { url: nft.image } } }
              : {}),
            flags: { is_spam: nft?.spam ?? false },
          },
          direction,
          quantity: { numeric: '1' },
        }
      }
      const token =
        t.kind === 'native'
          ? chain.nativeCurrency
          : (named?.get(t.token ?? '') ?? {
              name: undefined,
              symbol: undefined,
              decimals: 18,
              iconUrl: '',
            })
      return {
        fungible_info: {
          ...(token.name ? { name: token.name } : {}),
          ...(token.symbol ? { symbol: token.symbol } : {}),
          ...(token.iconUrl ? { icon: { url: token.iconUrl } } : {}),
        },
        direction,
        quantity: { numeric: formatUnits(BigInt(t.amount ?? 0), token.decimals) },
      }
    })

    const approvalItems = approvals.map((t): TransactionApproval => {
      const token = named?.get(t.token ?? '')
      const amount = BigInt(t.amount ?? 0)
      return {
        fungible_info: {
          ...(token?.name ? { name: token.name } : {}),
          ...(token?.symbol ? { symbol: token.symbol } : {}),
        },
        spender: `${chain.caipNetworkId}:${getAddress(t.to)}`,
        quantity: {
          numeric: amount === maxUint256 ? 'unlimited' : formatUnits(amount, token?.decimals ?? 18),
        },
      }
    })

    return [
      {
        id: `${chain.caipNetworkId}:${row.hash}`,
        metadata: {
          operationType: operationType(row, moved, approvals.length > 0, address),
          hash: row.hash,
          chain: chain.caipNetworkId,
          minedAt: row.minedAt.toISOString(),
          sentFrom: getAddress(row.from),
          sentTo: row.to ? getAddress(row.to) : '',
          status: row.status === 'failed' ? 'failed' : 'confirmed',
          nonce: row.nonce,
        },
        transfers: items,
        ...(approvalItems.length > 0 ? { approvals: approvalItems } : {}),
      },
    ]
  })
  return { data, next }
}

function operationType(
  row: { from: string; swap: boolean },
  moved: readonly TransferRow[],
  approves: boolean,
  address: string,
): Transaction['metadata']['operationType'] {
  const fungible = moved.filter((t) => t.kind !== 'erc721')
  const sends = fungible.some((t) => t.from === address && t.to !== address)
  const receives = fungible.some((t) => t.to === address && t.from !== address)
  if (moved.some((t) => t.kind === 'erc721' && t.from === zero && t.to === address)) return 'mint'
  if ((row.swap && row.from === address && (sends || receives)) || (sends && receives))
    return 'trade'
  if (moved.length === 0) return approves ? 'approve' : 'execute'
  if (moved.every((t) => t.to === address && t.from !== address)) return 'receive'
  return 'send'
}
