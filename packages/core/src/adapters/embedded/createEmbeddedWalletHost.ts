import {
  type AppRequestPayload,
  embeddedWalletTimes,
  frameContentHeightEvent,
  readFrameContentHeight,
  readFrameContentWidth,
  walletMessages,
} from '@airlock/protocol'
import { UserRejectedRequestError } from 'viem'
import type { StoreApi } from 'zustand/vanilla'
import { navigate } from '../../router/navigate.js'
import type { RouterState } from '../../router/views.js'
import type { FrameEvent, FrameTimeoutReason } from './createFrameClient.js'
import type { EmbeddedHostState, EmbeddedWalletNoticeKind, EmbeddedWalletState } from './types.js'

export type CreateEmbeddedWalletHostParameters = {
  store: StoreApi<EmbeddedHostState>
  /** Where 'Requested RPC call is not allowed' is logged. Defaults to `console`. */
  console?: Pick<Console, 'error'> | undefined
}

/** What the e-mail wallet's connector asks of the modal. */
export type EmbeddedWalletHost = {
  /**
   * Opens the modal on ApproveTransaction (on top of the view the person was on, or alone), where
   * the frame shows its approval UI, and runs `run` meanwhile; then returns to that view, or
   * closes the modal it opened. Closing the modal or leaving the view first cancels: `run`'s
   * signal aborts and the call rejects with a user rejection (4001). One approval at a time.
   * `method` (such as `personal_sign`) sets `embeddedWallet.approval`, which titles the view.
   */
  approve<result>(run: (signal: AbortSignal) => Promise<result>, method?: string): Promise<result>
  /** A wallet method that is neither safe nor unsafe: logs it and tells the person. */
  refuse(method: string): void
  /** The frame did not load or answer in time: the spec's alert. */
  alert(reason: FrameTimeoutReason): void
  /**
   * An event the frame sent unasked: `CONTENT_HEIGHT` sets `embeddedWallet.frameHeight` (and the
   * width it was measured at, `frameWidth`), so the approval view sizes the frame to its screen.
   */
  frameEvent(event: FrameEvent): void
  /** Changes the e-mail wallet's state the views show. */
  update(patch: Partial<Omit<EmbeddedWalletState, 'notice'>>): void
  /** The modal's theme and language, for `SYNC_THEME`. */
  theme(): AppRequestPayload<'SYNC_THEME'>
  /**
   * Calls `onChange` whenever `theme()` would answer differently: the modal's theme or language
   * changed, or the system's colours did under the `system` mode. Returns the unsubscribe.
   */
  watchTheme(onChange: () => void): () => void
}

/** The methods that grant or revoke a dapp's session key (ERC-7715). */
const permissionMethods: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/** The wallet methods that send something; every other approved method signs. */
const transactionMethods: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'solana_signAndSendTransaction',
])

/**
 * The modal's side of the e-mail wallet: shows the approval view with a transaction stack (so an
 * approval asked from Send, Swap or sign-in returns there), tells the person about refused methods
 * and frame failures through `embeddedWallet.notice`, and keeps `embeddedWallet` current.
 *
 * @param parameters - The client's store.
 * @returns The host the connector is given.
 *
 * @example
 * import { createEmbeddedWalletHost } from '@airlock/core'
 * const host = createEmbeddedWalletHost({ store: airlock.store })
 * const signature = await host.approve((signal) => frame.request('RPC_REQUEST', request, { signal }))
 */
export function createEmbeddedWalletHost({
  store,
  console: log = console,
}: CreateEmbeddedWalletHostParameters): EmbeddedWalletHost {
  let noticeId = 0
  let queue: Promise<unknown> = Promise.resolve()

  const update = (patch: Partial<EmbeddedWalletState>) =>
    store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, ...patch } }))
  const notify = (kind: EmbeddedWalletNoticeKind) => update({ notice: { id: ++noticeId, kind } })
  const themeOf = (): AppRequestPayload<'SYNC_THEME'> => {
    const { mode, variables } = store.getState().theme
    const dark =
      mode === 'dark' ||
      (mode === 'system' &&
        typeof matchMedia === 'function' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    const themeVariables: Record<string, string | number> = {}
    for (const [key, value] of Object.entries(variables))
      if (value !== undefined) themeVariables[key] = value
    return { themeMode: dark ? 'dark' : 'light', themeVariables, locale: store.getState().locale }
  }

  const approveOne = async <result>(
    run: (signal: AbortSignal) => Promise<result>,
    method: string | undefined,
  ) => {
    const before = store.getState()
    // The transaction stack's entry: where to return once the request is answered.
    const returnTo: RouterState | undefined = before.open ? before.router : undefined
    const router = returnTo
      ? navigate(returnTo, { type: 'push', view: 'ApproveTransaction' })
      : 'close'
    store.setState((state) => ({
      open: true,
      router:
        router === 'close'
          ? { history: ['ApproveTransaction'], data: undefined, transition: 'none' }
          : router,
      embeddedWallet: {
        ...state.embeddedWallet,
        approving: true,
        // This approval's screen says its own size: until then the view keeps the frame unseen.
        frameHeight: undefined,
        frameWidth: undefined,
        approval:
          method && transactionMethods.has(method)
            ? 'transaction'
            : method && permissionMethods.has(method)
              ? 'wallet'
              : 'signature',
      },
    }))
    const controller = new AbortController()
    const unsubscribe = store.subscribe((state) => {
      if (state.open && state.router.history.at(-1) === 'ApproveTransaction') return
      controller.abort()
    })
    try {
      return await run(controller.signal)
    } catch (error) {
      if (controller.signal.aborted)
        throw new UserRejectedRequestError(
          new Error('The person closed the approval before answering.', { cause: error }),
        )
      throw error
    } finally {
      unsubscribe()
      update({ approving: false, approval: undefined })
      if (!controller.signal.aborted) {
        if (returnTo) store.setState({ router: { ...returnTo, transition: 'prev' } })
        else store.setState({ open: false })
      }
    }
  }

  return {
    approve(run, method) {
      const next = queue.then(() => approveOne(run, method))
      queue = next.catch(() => {})
      return next
    },
    refuse(method) {
      log.error(`${walletMessages.rpcMethodNotAllowed}: ${method}`)
      // The notification needs the modal: open it where its rules say (Account, when connected).
      if (!store.getState().open)
        store.setState((state) => ({
          open: true,
          router: {
            history: [state.eip155.status === 'connected' ? 'Account' : 'Connect'],
            data: undefined,
            transition: 'none',
          },
        }))
      setTimeout(() => notify('actionNotAllowed'), embeddedWalletTimes.errorToastDelayMs)
    },
    alert(reason) {
      notify(reason === 'iframe_load_failed' ? 'iframeLoadFailed' : 'iframeRequestTimeout')
    },
    frameEvent({ type, payload }) {
      if (type !== frameContentHeightEvent) return
      const height = readFrameContentHeight(payload)
      if (height !== undefined)
        update({ frameHeight: height, frameWidth: readFrameContentWidth(payload) })
    },
    update,
    theme: themeOf,
    watchTheme(onChange) {
      let last = JSON.stringify(themeOf())
      const check = () => {
        const next = JSON.stringify(themeOf())
        if (next === last) return
        last = next
        onChange()
      }
      const unsubscribe = store.subscribe(check)
      const query =
        typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
      query?.addEventListener('change', check)
      return () => {
        unsubscribe()
        query?.removeEventListener('change', check)
      }
    },
  }
}
