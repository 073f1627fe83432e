import type { Logger } from '../createLogger.js'
import type { SolanaContext } from './createSolanaContexts.js'
import type { SolanaIndexer } from './createSolanaIndexer.js'

export type StartSolanaFollowerParameters = {
  indexer: SolanaIndexer
  /** The clusters served (`createSolanaContexts`). */
  contexts: ReadonlyMap<string, SolanaContext>
  logger: Logger
  /** Pause between two rounds. Defaults to `500` ms, so an account is at most about a second behind. */
  intervalMs?: number
}

/**
 * Keeps every followed Solana account indexed: round after round, `indexer.syncAll` asks each
 * account's cluster for the signatures after its newest indexed one and stores what is new, so a
 * history page is read from the database without asking the cluster. A round that fails is logged
 * and the next one tries again. `startServer` starts it and stops it before closing the database.
 *
 * @param parameters - The indexer, the clusters, a logger and the pause.
 * @returns `stop()`, which resolves once the round under way has ended.
 *
 * @example
 * import { startSolanaFollower } from './solana/startSolanaFollower.js'
 * const follower = startSolanaFollower({ indexer, contexts, logger })
 * await follower.stop()
 */
export function startSolanaFollower({
  indexer,
  contexts,
  logger,
  intervalMs = 500,
}: StartSolanaFollowerParameters): { stop(): Promise<void> } {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let round: Promise<void> = Promise.resolve()
  const next = () => {
    timer = setTimeout(() => {
      round = indexer
        .syncAll(contexts)
        .catch((error: unknown) => logger.warn({ err: error }, 'Solana index round failed'))
        .finally(() => {
          if (!stopped) next()
        })
    }, intervalMs)
    timer.unref()
  }
  if (contexts.size > 0) next()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await round
    },
  }
}
