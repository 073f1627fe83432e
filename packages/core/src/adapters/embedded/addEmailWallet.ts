import type { Config, Connector } from '@wagmi/core'
import type { StoreApi } from 'zustand/vanilla'
import type { AirlockStorage } from '../../storage/createStorage.js'
import { createEmbeddedWalletHost } from './createEmbeddedWalletHost.js'
import type { FrameDocument } from './createFrameClient.js'
import { emailWallet, emailWalletType } from './emailWallet.js'
import type { EmbeddedHostState } from './types.js'

/** What `createAirlock` hands the eip155 adapter so it can add the e-mail wallet's connector. */
export type EmbeddedWalletOptions = {
  /** The secure origin's page, such as `http://localhost:8788`. */
  url: string
  projectId: string
  store: StoreApi<EmbeddedHostState>
  storage: AirlockStorage
  /** Where the frame is added. Defaults to `document`. */
  document?: FrameDocument | undefined
}

/** The e-mail wallet's connector, as wagmi sets it up. */
export type EmailWalletConnector = Connector<ReturnType<typeof emailWallet>>

/**
 * Adds the e-mail wallet's connector to a wagmi config, wired to the modal (approvals, notices,
 * `embeddedWallet` state), unless the config has one already: then that one is returned. wagmi
 * then lists, connects and reconnects it like any other.
 *
 * @param config - The eip155 adapter's wagmi config.
 * @param options - The secure origin, the project and the client's store and storage.
 * @returns The connector.
 *
 * @example
 * import { addEmailWallet } from '@airlock/core'
 * const connector = addEmailWallet(adapter.wagmiConfig, { url, projectId, store, storage })
 */
export function addEmailWallet(
  config: Config,
  options: EmbeddedWalletOptions,
): EmailWalletConnector {
  const existing = config.connectors.find((connector) => connector.type === emailWalletType)
  if (existing) return existing as EmailWalletConnector
  const connector = config._internal.connectors.setup(
    emailWallet({
      url: options.url,
      projectId: options.projectId,
      storage: options.storage,
      host: createEmbeddedWalletHost({ store: options.store }),
      document: options.document,
    }),
  )
  config._internal.connectors.setState((connectors) => [...connectors, connector])
  return connector
}
