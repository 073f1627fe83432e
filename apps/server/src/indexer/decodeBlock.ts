import type { Hex } from 'viem'
import type { accountTransactions, chainTransactions, chainTransfers } from '../db/schema.js'

/** `eth_getBlockByNumber(n, true)`, as the node sends it (the fields read). */
export type RawBlock = {
  number: Hex
  hash: Hex
  timestamp: Hex
  transactions: RawTransaction[]
}
export type RawTransaction = {
  hash: Hex
  from: Hex
  to: Hex | null
  value: Hex
  nonce: Hex
  input: Hex
  transactionIndex: Hex
}
/** `eth_getBlockReceipts` / `eth_getTransactionReceipt`. */
export type RawReceipt = {
  transactionHash: Hex
  status: Hex
  contractAddress?: Hex | null
  logs: RawLog[]
}
export type RawLog = { address: Hex; topics: Hex[]; data: Hex; logIndex: Hex }
/** One entry of `trace_block` (Parity/OpenEthereum format, as anvil, Erigon and Reth give it). */
export type RawTrace = {
  type: string
  action: { from?: Hex; to?: Hex; value?: Hex; callType?: string }
  result?: { address?: Hex } | null
  error?: string
  traceAddress: number[]
  transactionHash?: Hex | null
}

/** What the indexer stores for one block. */
export type DecodedBlock = {
  number: number
  hash: string
  transactions: (typeof chainTransactions.$inferInsert)[]
  transfers: (typeof chainTransfers.$inferInsert)[]
  accounts: (typeof accountTransactions.$inferInsert)[]
}

export type DecodeBlockParameters = {
  chainId: number
  block: RawBlock
  receipts: readonly RawReceipt[]
  /** From `trace_block`, when the node offers it; internal native transfers come from these. */
  traces?: readonly RawTrace[] | undefined
  /** WETH-like token whose `Deposit`/`Withdrawal` are read as mint and burn. Lower case. */
  wrappedNative?: string | undefined
  /** ERC-721 collections whose transfers are spam. Lower case. */
  spamCollections: ReadonlySet<string>
}

const topics = {
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  deposit: '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
  withdrawal: '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
  swapV2: '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822',
}
const zero = '0x0000000000000000000000000000000000000000'
// transfer(address,uint256): what a failed token transfer tried to do.
const transferSelector = '0xa9059cbb'
const internalPositionBase = 1_000_000

/**
 * Turns one block, its receipts and (optionally) its traces into the rows the history reads:
 * transactions with their status and time, every transfer they made (a failed one: what it tried
 * to send), and one row per account concerned. An account whose only part in a transaction is
 * receiving spam NFTs gets no row, so spam airdrops never reach its history.
 *
 * @param parameters - The chain, the block's raw JSON-RPC data and what counts as spam.
 * @returns The rows to store.
 *
 * @example
 * import { decodeBlock } from './indexer/decodeBlock.js'
 * const rows = decodeBlock({ chainId: 31337, block, receipts, traces, spamCollections: new Set() })
 */
export function decodeBlock({
  chainId,
  block,
  receipts,
  traces = [],
  wrappedNative,
  spamCollections,
}: DecodeBlockParameters): DecodedBlock {
  const blockNumber = Number(block.number)
  const minedAt = new Date(Number(block.timestamp) * 1000)
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const tracesOf = new Map<string, RawTrace[]>()
  for (const trace of traces) {
    if (!trace.transactionHash) continue
    const list = tracesOf.get(trace.transactionHash) ?? []
    list.push(trace)
    tracesOf.set(trace.transactionHash, list)
  }

  const decoded: DecodedBlock = {
    number: blockNumber,
    hash: block.hash.toLowerCase(),
    transactions: [],
    transfers: [],
    accounts: [],
  }
  for (const transaction of block.transactions) {
    const hash = transaction.hash.toLowerCase()
    const receipt = receiptOf.get(transaction.hash)
    const failed = receipt ? Number(receipt.status) !== 1 : false
    const from = transaction.from.toLowerCase()
    const to = (transaction.to ?? receipt?.contractAddress ?? null)?.toLowerCase() ?? null
    const value = BigInt(transaction.value)
    const transactionIndex = Number(transaction.transactionIndex)
    let swap = false

    const transfers: DecodedBlock['transfers'] = []
    const add = (
      position: number,
      kind: 'native' | 'erc20' | 'erc721' | 'approval',
      fields: { token?: string; from: string; to: string; amount?: bigint; tokenId?: bigint },
    ) =>
      transfers.push({
        chainId,
        hash,
        position,
        blockNumber,
        kind,
        token: fields.token ?? null,
        from: fields.from,
        to: fields.to,
        amount: fields.amount === undefined ? null : fields.amount.toString(),
        tokenId: fields.tokenId === undefined ? null : fields.tokenId.toString(),
      })

    if (value > 0n && to) add(0, 'native', { from, to, amount: value })
    if (failed) {
      const attempted = decodeTransferCall(transaction.input)
      if (attempted && to)
        add(1, 'erc20', { token: to, from, to: attempted.recipient, amount: attempted.amount })
    } else {
      for (const log of receipt?.logs ?? []) {
        const position = 1 + Number(log.logIndex)
        const token = log.address.toLowerCase()
        const [topic0, topic1, topic2, topic3] = log.topics
        if (topic0 === topics.swapV2) swap = true
        else if (topic0 === topics.transfer && topic1 && topic2) {
          if (log.topics.length === 3 && isWord(log.data))
            add(position, 'erc20', {
              token,
              from: topicAddress(topic1),
              to: topicAddress(topic2),
              amount: BigInt(log.data),
            })
          else if (log.topics.length === 4 && topic3)
            add(position, 'erc721', {
              token,
              from: topicAddress(topic1),
              to: topicAddress(topic2),
              tokenId: BigInt(topic3),
            })
        } else if (
          topic0 === topics.approval &&
          topic1 &&
          topic2 &&
          log.topics.length === 3 &&
          isWord(log.data)
        )
          add(position, 'approval', {
            token,
            from: topicAddress(topic1),
            to: topicAddress(topic2),
            amount: BigInt(log.data),
          })
        else if (token === wrappedNative && topic1 && log.topics.length === 2 && isWord(log.data)) {
          if (topic0 === topics.deposit)
            add(position, 'erc20', {
              token,
              from: zero,
              to: topicAddress(topic1),
              amount: BigInt(log.data),
            })
          else if (topic0 === topics.withdrawal)
            add(position, 'erc20', {
              token,
              from: topicAddress(topic1),
              to: zero,
              amount: BigInt(log.data),
            })
        }
      }
      internalTransfers(tracesOf.get(transaction.hash) ?? []).forEach((internal, i) => {
        add(internalPositionBase + i, 'native', internal)
      })
    }

    decoded.transactions.push({
      chainId,
      hash,
      blockNumber,
      transactionIndex,
      from,
      to,
      value: value.toString(),
      nonce: Number(transaction.nonce),
      status: failed ? 'failed' : 'confirmed',
      minedAt,
      swap,
    })
    decoded.transfers.push(...transfers)

    // Who sees it: the sender and the called account always; a party to a transfer unless the
    // transaction failed (nothing reached them) or all it got was spam.
    const concerned = new Set([from, ...(to ? [to] : [])])
    if (!failed)
      for (const transfer of transfers) {
        const parties =
          transfer.kind === 'approval' ? [transfer.from] : [transfer.from, transfer.to]
        for (const party of parties) {
          if (party === zero || concerned.has(party)) continue
          const own = transfers.filter(
            (other) => other.from === party || (other.kind !== 'approval' && other.to === party),
          )
          const allSpam = own.every(
            (other) => other.kind === 'erc721' && spamCollections.has(other.token ?? ''),
          )
          if (!allSpam) concerned.add(party)
        }
      }
    for (const address of concerned)
      decoded.accounts.push({ address, chainId, hash, minedAt, blockNumber, transactionIndex })
  }
  return decoded
}

/** Native value moved by successful calls inside a transaction (not its own top-level value). */
function internalTransfers(traces: readonly RawTrace[]) {
  const failedPaths = traces
    .filter((trace) => trace.error !== undefined)
    .map((trace) => trace.traceAddress.join('.'))
  const insideFailed = (path: number[]) =>
    failedPaths.some((failed) => {
      const own = path.join('.')
      return failed === '' || own === failed || own.startsWith(`${failed}.`)
    })
  const transfers: { from: string; to: string; amount: bigint }[] = []
  for (const trace of traces) {
    if (trace.traceAddress.length === 0 || insideFailed(trace.traceAddress)) continue
    const { action } = trace
    const amount = action.value ? BigInt(action.value) : 0n
    if (amount === 0n || !action.from) continue
    const to =
      trace.type === 'call' && (action.callType ?? 'call') === 'call'
        ? action.to
        : trace.type === 'create'
          ? trace.result?.address
          : undefined
    if (to) transfers.push({ from: action.from.toLowerCase(), to: to.toLowerCase(), amount })
  }
  return transfers
}

function decodeTransferCall(input: Hex): { recipient: string; amount: bigint } | undefined {
  if (input.length !== 2 + 8 + 128 || !input.startsWith(transferSelector)) return undefined
  return {
    recipient: `0x${input.slice(10 + 24, 74)}`.toLowerCase(),
    amount: BigInt(`0x${input.slice(74)}`),
  }
}

function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

function isWord(data: Hex): boolean {
  return data.length === 66
}
