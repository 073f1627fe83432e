import type { Logger } from '../createLogger.js'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { type IndexerLock, tryAcquireIndexerLock } from '../indexer/tryAcquireIndexerLock.js'
import type { SolanaContext } from './createSolanaContexts.js'
import type { SolanaIndexer } from './createSolanaIndexer.js'

export type StartSolanaFollowerParameters = {
  indexer: SolanaIndexer
  /** The clusters served (`createSolanaContexts`). */
  contexts: ReadonlyMap<string, SolanaContext>
  /** The database whose lease makes one replica the follower of each cluster (`createDatabase`). */
  database: DatabaseHandle
  logger: Logger
  /** Pause between two rounds. Defaults to `500` ms, so an account is at most about a second behind. */
  intervalMs?: number
  /** How often a replica that does not lead a cluster tries to. Defaults to `5000` ms. */
  leaderRetryMs?: number
}

/** Whether this process follows a cluster: `airlock_indexer_leader{chain="solana:…"}`. */
export type SolanaFollowerStatus = { caipNetworkId: string; leader: boolean }

export type StartSolanaFollowerReturnType = {
  /** One entry per served cluster. */
  status(): SolanaFollowerStatus[]
  /** Stops following and gives up the leases; resolves once the round under way has ended. */
  stop(): Promise<void>
}

/**
 * Keeps every followed Solana account indexed: round after round, `indexer.syncAll` asks each
 * account's cluster for the signatures after its newest indexed one and stores what is new, so a
 * history page is read from the database without asking the cluster. With several replicas on
 * Postgres only one follows each cluster: the one holding its indexer lease, the advisory lock the
 * EVM indexers take (`tryAcquireIndexerLock` with the cluster's CAIP-2 id); the others try for it
 * every `leaderRetryMs` and take over when the leader stops or dies. (A history request on any
 * replica still brings its own account up to date when the index is older than a second.) A round
 * that fails is logged and the next one tries again. `startServer` starts it and stops it before
 * closing the database.
 *
 * @param parameters - The indexer, the clusters, the database, a logger and the pauses.
 * @returns `status()` and `stop()`.
 *
 * @example
 * import { startSolanaFollower } from './solana/startSolanaFollower.js'
 * const follower = startSolanaFollower({ indexer, contexts, database, logger })
 * await follower.stop()
 */
export function startSolanaFollower({
  indexer,
  contexts,
  database,
  logger,
  intervalMs = 500,
  leaderRetryMs = 5_000,
}: StartSolanaFollowerParameters): StartSolanaFollowerReturnType {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> = Promise.resolve()
  const locks = new Map<string, IndexerLock>()
  const nextTry = new Map<string, number>()

  /** The clusters this process leads now: it asks for the free leases and checks the held ones. */
  async function lead(): Promise<Map<string, SolanaContext>> {
    const led = new Map<string, SolanaContext>()
    for (const [id, context] of contexts) {
      let lock = locks.get(id)
      if (lock && !(await lock.check())) {
        logger.warn({ chain: id }, 'Solana follower lost its lock: following again')
        await lock.release()
        locks.delete(id)
        lock = undefined
      }
      if (!lock && Date.now() >= (nextTry.get(id) ?? 0)) {
        lock = await tryAcquireIndexerLock(database, id)
        if (stopped) {
          await lock?.release()
          break
        }
        if (lock) {
          locks.set(id, lock)
          logger.info({ chain: id }, 'Solana follower leads this cluster')
        } else nextTry.set(id, Date.now() + leaderRetryMs)
      }
      if (lock) led.set(id, context)
    }
    return led
  }

  const next = () => {
    timer = setTimeout(() => {
      round = lead()
        .then((led) => (led.size > 0 && !stopped ? indexer.syncAll(led) : undefined))
        .catch((error: unknown) => logger.warn({ err: error }, 'Solana index round failed'))
        .finally(() => {
          if (!stopped) next()
        })
    }, intervalMs)
    timer.unref()
  }
  if (contexts.size > 0) next()
  return {
    status: () => [...contexts.keys()].map((id) => ({ caipNetworkId: id, leader: locks.has(id) })),
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await round
      await Promise.all([...locks.values()].map((lock) => lock.release()))
      locks.clear()
    },
  }
}
