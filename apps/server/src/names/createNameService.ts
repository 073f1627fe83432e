import { createSignatureVerifier } from '../auth/createSignatureVerifier.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/createDatabase.js'
import { createNameRepository } from './createNameRepository.js'
import type { NameServiceContext } from './registerName.js'
import { createSmartAccountOwners } from './smartAccountOwner.js'

/**
 * The name service's context from the configuration: the repository over `db`, a signature
 * verifier on the served chains, the zone and the reserved labels.
 *
 * @param parameters - The configuration and the database.
 * @returns The context `profileRoutes` and the gateway share.
 *
 * @example
 * import { createNameService } from './names/createNameService.js'
 * const names = createNameService({ config, db: database.db })
 */
export function createNameService({
  config,
  db,
}: {
  config: Pick<Config, 'chains' | 'names'>
  db: Database
}): NameServiceContext {
  return {
    names: createNameRepository(db),
    verifier: createSignatureVerifier({ chains: config.chains }),
    zone: config.names.zone,
    reserved: config.names.reserved,
    chainIds: config.chains.map((chain) => chain.chainId),
    smartAccountOwner: createSmartAccountOwners({ chains: config.chains }),
  }
}
