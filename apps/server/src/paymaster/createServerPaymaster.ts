import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createChainClient } from '../blockchain/createChainClient.js'
import { loadBundlerKey } from '../bundler/loadBundlerKey.js'
import type { Config } from '../config/loadConfig.js'
import type { Database } from '../db/createDatabase.js'
import type { Project } from '../db/createProjectRepository.js'
import { createSponsorshipRepository } from '../db/createSponsorshipRepository.js'
import { createPaymasterService } from './createPaymasterService.js'

/**
 * The server's paymaster service: the VerifyingPaymaster of each devnet chain (its manifest's
 * `contracts.paymaster`, on the chain's configured RPC), signed for with `<KEYS_DIR>/paymaster-signer`
 * (created on first use; the contract must trust it: `npm start` does so on the devnet), the ledger
 * in the server's database.
 *
 * @param parameters - Config, devnet chains, database and projects.
 * @returns The service.
 *
 * @example
 * import { createServerPaymaster } from './paymaster/createServerPaymaster.js'
 * const paymaster = createServerPaymaster({ config, devnetChains, db: db.db, projects })
 */
export function createServerPaymaster({
  config,
  devnetChains,
  db,
  projects,
}: {
  config: Pick<Config, 'chains' | 'keysDir'>
  devnetChains: readonly { chainId: number; contracts: { paymaster?: string } }[]
  db: Database
  projects: { get(id: string): Promise<Project> }
}) {
  const paymasters = new Map<
    number,
    { address: Address; client: ReturnType<typeof createChainClient> }
  >()
  for (const chain of config.chains) {
    const address = devnetChains.find((entry) => entry.chainId === chain.chainId)?.contracts
      .paymaster
    if (address)
      paymasters.set(chain.chainId, {
        address: address as Address,
        client: createChainClient(chain),
      })
  }
  let signer: Promise<PrivateKeyAccount> | undefined
  return createPaymasterService({
    paymasters,
    signer: () => {
      signer ??= loadBundlerKey(config, 'paymaster-signer')
      signer.catch(() => {
        signer = undefined
      })
      return signer
    },
    projects,
    ledger: createSponsorshipRepository(db),
  })
}
