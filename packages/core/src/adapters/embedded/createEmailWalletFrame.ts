// The e-mail wallet's frame, loaded once and on demand: the frame client (with the protocol's
// schemas) is a chunk of its own, imported when the frame is first needed.
import type { AppRequestPayload } from '@airlock/protocol'
import { UserRejectedRequestError } from 'viem'
import { EmailLoginUnavailableError, FrameRequestError } from '../../errors/embedded.js'
import type { EmbeddedWalletHost } from './createEmbeddedWalletHost.js'
import type { EmbeddedWalletStorage } from './createEmbeddedWalletStorage.js'
import type { FrameClient, FrameDocument } from './createFrameClient.js'

export type CreateEmailWalletFrameParameters = {
  /** The secure origin's page, such as `http://localhost:8788`. */
  url: string
  projectId: string
  /** The e-mail wallet's stored values: the start-up sync keeps the smart-account chains there. */
  stored: EmbeddedWalletStorage
  /** The modal: its theme, alerts, approvals and the frame's events. */
  host: EmbeddedWalletHost
  /** Where the frame is added. Defaults to `document`. */
  document?: FrameDocument | undefined
}

export type EmailWalletFrame = {
  /**
   * The frame client, loading it (and adding the frame) the first time. A failed load rejects
   * with `EmailLoginUnavailableError` and is tried afresh on the next call.
   */
  load(): Promise<FrameClient>
  /** The frame client being loaded or loaded already, without loading it; undefined before. */
  loaded(): Promise<FrameClient> | undefined
  /**
   * Runs `run` while the frame's approval screen shows in the modal (`host.approve`): EVM and
   * Solana requests alike. The frame's Reject rejects with viem's `UserRejectedRequestError`.
   */
  approve<result>(run: (signal: AbortSignal) => Promise<result>, method: string): Promise<result>
}

/**
 * The e-mail wallet's frame: its client, loaded on first use and kept, and its approval screen.
 * The frame follows the modal's theme and language, and as it starts is told the dapp's data and
 * theme and asked which chains offer smart accounts (the model product's start-up sync, §4.7).
 *
 * @param parameters - The secure origin, the project, the stored values and the modal's host.
 * @returns `load`, `loaded` and `approve`.
 *
 * @example
 * import { createEmailWalletFrame } from './createEmailWalletFrame.js'
 * const frame = createEmailWalletFrame({ url: 'http://localhost:8788', projectId: 'dev', stored, host })
 * const client = await frame.load()
 */
export function createEmailWalletFrame({
  url,
  projectId,
  stored,
  host,
  document: frameDocument,
}: CreateEmailWalletFrameParameters): EmailWalletFrame {
  let frame: Promise<FrameClient> | undefined

  const load = () => {
    frame ??= import('./createFrameClient.js').then(
      ({ createFrameClient }) => {
        const client = createFrameClient({
          secureUrl: url,
          projectId,
          document: frameDocument ?? pageDocument(),
          eager: true,
          onTimeout: (reason) => host.alert(reason),
          onEvent: (event) => host.frameEvent(event),
        })
        // The frame's screen follows the modal's colours and language as they change.
        host.watchTheme(() => void client.request('SYNC_THEME', host.theme()).catch(() => {}))
        // The model product's start-up sync (§4.7): dapp data and theme, then which chains
        // offer smart accounts (none, when the frame cannot say). A frame that failed to load
        // is not asked again here: that would load another at once, still unreachable maybe,
        // which the person's retry would then wait on.
        void Promise.all([
          client.request('SYNC_DAPP_DATA', dappData(projectId)),
          client.request('SYNC_THEME', host.theme()),
        ])
          .catch(() => {
            if (client.status === 'idle') throw new Error('The frame did not load')
          })
          .then(() => client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))
          .then(
            ({ smartAccountEnabledNetworks }) =>
              stored.setSmartAccountEnabledNetworks(smartAccountEnabledNetworks),
            () => stored.setSmartAccountEnabledNetworks([]),
          )
        return client
      },
      (error: unknown) => {
        frame = undefined
        throw new EmailLoginUnavailableError({ cause: error })
      },
    )
    return frame
  }

  const approve = <result>(run: (signal: AbortSignal) => Promise<result>, method: string) =>
    host.approve(async (signal) => {
      const client = await load()
      // The approval UI shows in the modal's colours.
      void client.request('SYNC_THEME', host.theme()).catch(() => {})
      // The frame loads its session lazily (after a reload it has none in memory): asking
      // whether it is connected restores it before the request needs the account.
      await client.request('IS_CONNECTED', undefined, { signal })
      // Closed in the modal: the frame's screen still waits for an answer and would hold
      // back the next request; reloading the frame drops it (its session is in a cookie).
      const drop = () => void client.request('RELOAD', undefined).catch(() => {})
      signal.addEventListener('abort', drop, { once: true })
      try {
        return await run(signal)
      } catch (error) {
        // The frame's Reject button answers 'User rejected the request.': only the message
        // crosses the port, so its code 4001 is restored here for wagmi and the views.
        if (error instanceof FrameRequestError && /\brejected\b/i.test(error.shortMessage))
          throw new UserRejectedRequestError(error)
        throw error
      } finally {
        signal.removeEventListener('abort', drop)
      }
    }, method)

  return { load, loaded: () => frame, approve }
}

/** The page's own document, where the frame goes by default. */
function pageDocument(): FrameDocument<HTMLIFrameElement> {
  return globalThis.document
}

/** What the frame is told of the dapp (`SYNC_DAPP_DATA`): its project, name and address. */
function dappData(projectId: string): AppRequestPayload<'SYNC_DAPP_DATA'> {
  const page = globalThis as { document?: { title?: string }; location?: { origin?: string } }
  return {
    projectId,
    sdkType: 'airlock',
    metadata: {
      name: (page.document?.title ?? '').slice(0, 128),
      description: '',
      url: (page.location?.origin ?? '').slice(0, 512),
      icons: [],
    },
  }
}
