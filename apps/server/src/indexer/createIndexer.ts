import { and, desc, eq } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import { createChainClient } from '../blockchain/createChainClient.js'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import type { Logger } from '../createLogger.js'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { indexedBlocks, indexerChains } from '../db/schema.js'
import { createBlockFetcher } from './createBlockFetcher.js'
import { decodeBlock } from './decodeBlock.js'
import { rewindChain } from './rewindChain.js'
import { setNextBlock } from './setNextBlock.js'
import { keptBlockHashes, storeBlocks } from './storeBlocks.js'
import { type IndexerLock, tryAcquireIndexerLock } from './tryAcquireIndexerLock.js'

export type CreateIndexerParameters = {
  chain: BlockchainChain
  database: DatabaseHandle
  logger: Logger
  /** Defaults to `createChainClient(chain, { batch: true })`. */
  client?: PublicClient
  /** How often a follower tries to become leader. Defaults to `5000` ms. */
  leaderRetryMs?: number
  /** Blocks read and stored together while catching up. Defaults to `100`. */
  blocksPerStep?: number
}

export type IndexerStatus = {
  chainId: number
  /** This process holds the chain's lock and writes its index. */
  leader: boolean
  /** The next block to index, once known. */
  nextBlock: number | undefined
  /** The chain's head when last asked. */
  head: number | undefined
}

export type Indexer = {
  status(): IndexerStatus
  /** Stops following blocks and gives up leadership. Safe to call more than once. */
  stop(): Promise<void>
}

// A failing node is asked again after the poll interval, doubling up to this.
const maxBackoffMs = 30_000
// How long `stop` waits for a step in flight before giving up on it.
const stopWaitMs = 2_000

/**
 * Starts the indexer of one chain: it becomes the chain's leader if no other server process is
 * (`tryAcquireIndexerLock`), catches up from where the index stopped (or from genesis on the
 * devnet, from the head elsewhere) `blocksPerStep` blocks at a time, then polls for new blocks
 * every `chain.pollIntervalMs`. Each step checks the last indexed block's hash first, so a
 * reorganised or reset chain is re-indexed from where it forked. Failures are logged (without the
 * RPC URL) and retried with backoff; a follower tries for leadership every `leaderRetryMs`.
 *
 * @param parameters - The chain, the database and a logger.
 * @returns The running indexer.
 *
 * @example
 * import { createIndexer } from './indexer/createIndexer.js'
 * const indexer = createIndexer({ chain, database, logger })
 * // …
 * await indexer.stop()
 */
export function createIndexer({
  chain,
  database,
  logger,
  client: givenClient,
  leaderRetryMs = 5_000,
  blocksPerStep = 100,
}: CreateIndexerParameters): Indexer {
  const wake = new AbortController()
  // Stopping aborts the requests in flight too, so a slow or dead node cannot hold up a shutdown.
  const client = givenClient ?? createChainClient(chain, { batch: true, signal: wake.signal })
  const { db } = database
  const { chainId } = chain
  const log = logger.child({ chain: chain.caipNetworkId })
  const fetcher = createBlockFetcher(client)
  const spamCollections = new Set(
    chain.collections.filter((c) => c.spam).map((c) => c.address.toLowerCase()),
  )
  const wrappedNative = chain.wrappedNative?.toLowerCase()
  const state: IndexerStatus = { chainId, leader: false, nextBlock: undefined, head: undefined }
  let stopped = false
  let lock: IndexerLock | undefined

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wake.signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wake.signal.removeEventListener('abort', done)
        resolve()
      }
      wake.signal.addEventListener('abort', done)
    })

  async function readNextBlock(): Promise<number | undefined> {
    const [row] = await db
      .select({ nextBlock: indexerChains.nextBlock })
      .from(indexerChains)
      .where(eq(indexerChains.chainId, chainId))
    return row?.nextBlock
  }

  async function headBlock(): Promise<number> {
    // eth_blockNumber directly: viem's getBlockNumber caches its answer for seconds.
    return Number(await client.request({ method: 'eth_blockNumber' }))
  }

  /** Rewinds the index to the last block the chain still has, when the chain changed. */
  async function followReorganisation(next: number, head: number): Promise<number> {
    if (next === 0) return next
    const [last] = await db
      .select()
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), eq(indexedBlocks.number, next - 1)))
    if (!last) return next
    const [current] = await fetcher.hashes([last.number])
    if (current === last.hash) return next
    const stored = await db
      .select()
      .from(indexedBlocks)
      .where(eq(indexedBlocks.chainId, chainId))
      .orderBy(desc(indexedBlocks.number))
      .limit(keptBlockHashes)
    const onChain = await fetcher.hashes(stored.map((block) => block.number))
    const common = stored.find((block, i) => onChain[i] === block.hash)
    const fork = common
      ? common.number
      : chain.indexFrom === 'genesis'
        ? -1
        : Math.max(head - 1, -1)
    if (stopped) return next
    log.warn({ indexedTo: next - 1, keptTo: fork }, 'chain changed under the index: re-indexing')
    await rewindChain(db, chainId, fork)
    return fork + 1
  }

  /** Indexes the next blocks; says whether more are waiting. */
  async function step(): Promise<boolean> {
    const head = await headBlock()
    state.head = head
    let next = state.nextBlock ?? (await readNextBlock())
    if (next === undefined) {
      next = chain.indexFrom === 'genesis' ? 0 : head
      await db.transaction((tx) => setNextBlock(tx, chainId, next as number))
    }
    next = await followReorganisation(next, head)
    state.nextBlock = next
    if (next > head) return false
    const to = Math.min(head, next + blocksPerStep - 1)
    const fetched = await fetcher.fetch(next, to)
    const decoded = fetched.map(({ block, receipts, traces }) =>
      decodeBlock({ chainId, block, receipts, traces, wrappedNative, spamCollections }),
    )
    if (stopped) return false
    await storeBlocks(db, chainId, decoded)
    state.nextBlock = to + 1
    return to < head
  }

  async function run() {
    let failures = 0
    let lastWarning = 0
    while (!stopped) {
      try {
        if (!lock) {
          lock = await tryAcquireIndexerLock(database, chainId)
          if (stopped) break
          if (!lock) {
            await sleep(leaderRetryMs)
            continue
          }
          state.leader = true
          // Another leader may have moved on since this process last looked.
          state.nextBlock = undefined
          log.info('indexer leads this chain')
        } else if (!(await lock.check())) {
          log.warn('indexer lost its lock: following again')
          await lock.release()
          lock = undefined
          state.leader = false
          continue
        }
        const more = await step()
        failures = 0
        if (!more) await sleep(chain.pollIntervalMs)
      } catch (error) {
        if (stopped) break
        failures++
        // One warning per minute of an outage, not one per poll.
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now()
          log.warn({ reason: describe(error), failures }, 'indexer step failed; retrying')
        }
        await sleep(Math.min(chain.pollIntervalMs * 2 ** Math.min(failures, 10), maxBackoffMs))
      }
    }
  }

  const running = run()
  let stopping: Promise<void> | undefined
  return {
    status: () => ({ ...state }),
    stop() {
      stopping ??= (async () => {
        stopped = true
        wake.abort()
        await Promise.race([running, new Promise((resolve) => setTimeout(resolve, stopWaitMs))])
        await lock?.release()
        lock = undefined
        state.leader = false
      })()
      return stopping
    },
  }
}

// viem's messages carry the RPC URL, which may hold an API key: log the short form only.
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error)
    return String((error as { shortMessage: unknown }).shortMessage)
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
}
