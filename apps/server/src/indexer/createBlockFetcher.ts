import { type Hex, numberToHex, type PublicClient } from 'viem'
import type { RawBlock, RawReceipt, RawTrace } from './decodeBlock.js'

/** One block's raw data: the block with its transactions, their receipts and traces. */
export type FetchedBlock = {
  block: RawBlock
  receipts: RawReceipt[]
  traces: RawTrace[] | undefined
}

export type BlockFetcher = {
  /** Reads blocks `from` to `to` (inclusive) concurrently; the client batches the requests. */
  fetch(from: number, to: number): Promise<FetchedBlock[]>
  /** The hashes of blocks `numbers` (undefined for a block the chain does not have). */
  hashes(numbers: readonly number[]): Promise<(string | undefined)[]>
  /** What the node turned out to offer. */
  readonly capabilities: { blockReceipts: boolean; traces: boolean }
}

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>

/**
 * Reads blocks for the indexer over plain JSON-RPC: `eth_getBlockByNumber` with transactions,
 * `eth_getBlockReceipts` (falling back to one `eth_getTransactionReceipt` per transaction on nodes
 * without it) and `trace_block` for internal transfers where the node has it (anvil, Erigon,
 * Reth; skipped elsewhere). Blocks without transactions cost one request.
 *
 * @param client - A client with batching on (`createChainClient(chain, { batch: true })`).
 * @returns The fetcher.
 *
 * @example
 * import { createBlockFetcher } from './indexer/createBlockFetcher.js'
 * const blocks = await createBlockFetcher(client).fetch(0, 99)
 */
export function createBlockFetcher(client: PublicClient): BlockFetcher {
  const request = client.request as unknown as Request
  const capabilities = { blockReceipts: true, traces: true }

  async function receiptsOf(block: RawBlock): Promise<RawReceipt[]> {
    if (capabilities.blockReceipts) {
      try {
        return (await request({
          method: 'eth_getBlockReceipts',
          params: [block.number],
        })) as RawReceipt[]
      } catch (error) {
        if (!isUnsupported(error)) throw error
        capabilities.blockReceipts = false
      }
    }
    return Promise.all(
      block.transactions.map(
        async (transaction) =>
          (await request({
            method: 'eth_getTransactionReceipt',
            params: [transaction.hash],
          })) as RawReceipt,
      ),
    )
  }

  async function tracesOf(block: RawBlock): Promise<RawTrace[] | undefined> {
    if (!capabilities.traces) return undefined
    try {
      return (await request({ method: 'trace_block', params: [block.number] })) as RawTrace[]
    } catch (error) {
      if (!isUnsupported(error)) throw error
      capabilities.traces = false
      return undefined
    }
  }

  return {
    capabilities,
    async fetch(from, to) {
      const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
      const blocks = await Promise.all(
        numbers.map(
          async (number) =>
            (await request({
              method: 'eth_getBlockByNumber',
              params: [numberToHex(number), true],
            })) as RawBlock | null,
        ),
      )
      return Promise.all(
        blocks.map(async (block, i) => {
          if (!block) throw new Error(`The node has no block ${numbers[i]}`)
          if (block.transactions.length === 0) return { block, receipts: [], traces: [] }
          const [receipts, traces] = await Promise.all([receiptsOf(block), tracesOf(block)])
          return { block, receipts, traces }
        }),
      )
    },
    async hashes(numbers) {
      return Promise.all(
        numbers.map(async (number) => {
          const block = (await request({
            method: 'eth_getBlockByNumber',
            params: [numberToHex(number), false],
          })) as { hash: Hex } | null
          return block?.hash.toLowerCase()
        }),
      )
    },
  }
}

// "Method not found", "not supported", our proxy's "Requested RPC call is not allowed"…
function isUnsupported(error: unknown): boolean {
  let current: unknown = error
  while (current instanceof Error) {
    const code = (current as { code?: unknown }).code
    if (code === -32601 || code === -32004) return true
    if (
      /not (found|supported|available|allowed)|does not exist|unknown method/i.test(current.message)
    )
      return true
    current = current.cause
  }
  return false
}
