import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import type { Logger } from '../createLogger.js'
import type { DatabaseHandle } from '../db/createDatabase.js'
import { createIndexer, type Indexer } from './createIndexer.js'

export type StartIndexersParameters = {
  chains: readonly BlockchainChain[]
  database: DatabaseHandle
  logger: Logger
}

export type StartIndexersReturnType = {
  indexers: readonly Indexer[]
  /** Stops every indexer. Safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts one indexer per chain (see `createIndexer`); `startServer` calls it once the database is
 * migrated and stops them before closing the database.
 *
 * @param parameters - The chains (from `resolveBlockchainChains`), the database and a logger.
 * @returns The indexers and `stop()`.
 *
 * @example
 * import { startIndexers } from './indexer/startIndexers.js'
 * const indexers = startIndexers({ chains: resolveBlockchainChains({ config }), database, logger })
 * await indexers.stop()
 */
export function startIndexers({
  chains,
  database,
  logger,
}: StartIndexersParameters): StartIndexersReturnType {
  const indexers = chains.map((chain) => createIndexer({ chain, database, logger }))
  let stopping: Promise<void> | undefined
  return {
    indexers,
    stop() {
      stopping ??= Promise.all(indexers.map((indexer) => indexer.stop())).then(() => {})
      return stopping
    },
  }
}
