import type { ErrorType } from '@airlock/protocol'
import { addEmailWallet, type EmailWalletConnector } from '../adapters/embedded/addEmailWallet.js'
import type { NetworksNotConfiguredErrorType } from '../errors/connector.js'
import type { EmbeddedWalletDisabledErrorType } from '../errors/embedded.js'
import { EmbeddedWalletDisabledError } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'

export type GetEmailWalletErrorType =
  | EmbeddedWalletDisabledErrorType
  | NetworksNotConfiguredErrorType
  | ErrorType

/**
 * The e-mail wallet's connector of a client: loads the eip155 adapter if need be, and adds the
 * connector to its wagmi config if the adapter has not yet. Rejects with
 * `EmbeddedWalletDisabledError` for a client without `embeddedWallet` or `networks`.
 *
 * @param airlock - The client.
 * @returns The connector, with its e-mail login methods.
 *
 * @example
 * import { getEmailWallet } from '@airlock/core'
 * const wallet = await getEmailWallet(airlock)
 * const action = await wallet.connectEmail('alice@airlock.test')
 */
export async function getEmailWallet(airlock: Airlock): Promise<EmailWalletConnector> {
  const options = airlock.config.embeddedWallet
  if (!options || airlock.config.networks.length === 0) throw new EmbeddedWalletDisabledError()
  const adapter = await airlock.eip155()
  return addEmailWallet(adapter.wagmiConfig, {
    url: options.url,
    projectId: airlock.config.projectId,
    store: airlock.store,
    storage: airlock.storage,
  })
}
