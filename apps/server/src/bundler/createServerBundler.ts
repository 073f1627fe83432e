import { createChainClient } from '../blockchain/createChainClient.js'
import type { Config } from '../config/loadConfig.js'
import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import { createMempoolRepository } from '../db/createMempoolRepository.js'
import { type BundlerService, createBundlerService } from './createBundlerService.js'
import { loadBundlerKey } from './loadBundlerKey.js'

/**
 * The server's bundler: every configured EVM chain, the mempool in the server's database, one
 * key per chain in `KEYS_DIR` (`bundler-<chainId>`, created on first use; fund it to bundle).
 *
 * @param parameters - Config (chains, keys dir), database and logger.
 * @returns The bundler service; `startServer` resumes it and stops it at shutdown.
 *
 * @example
 * import { createServerBundler } from './bundler/createServerBundler.js'
 * const bundler = createServerBundler({ config, db: db.db, logger })
 */
export function createServerBundler({
  config,
  db,
  logger,
}: {
  config: Pick<Config, 'chains' | 'keysDir'>
  db: Database
  logger: Logger
}): BundlerService {
  return createBundlerService({
    chains: config.chains.map((chain) => ({
      chainId: chain.chainId,
      client: createChainClient(chain),
    })),
    mempool: createMempoolRepository(db),
    key: (chainId) => loadBundlerKey(config, `bundler-${chainId}`),
    logger,
  })
}
