import { getAccount, reconnect, type Config as WagmiConfig } from '@wagmi/core'
import type { Chain } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { createEip155Config } from './eip155/createEip155Config.js'
import { createNotifier, type Notification, type Notifier } from './notifications/createNotifier.js'
import { canClose } from './router/canClose.js'
import { type Navigation, navigate } from './router/navigate.js'
import { openingView } from './router/openingView.js'
import type { RouterState, View } from './router/views.js'
import { type AirlockStorage, createStorage } from './storage/createStorage.js'

export type AirlockConfig = {
  /** The project id the server knows this dapp by. */
  projectId: string
  /** Base URL of the Airlock server. Defaults to `http://127.0.0.1:8787`. */
  apiUrl?: string | undefined
  /** Where the client remembers things between visits. Defaults to `localStorage`. */
  storage?: AirlockStorage | undefined
  /** The EVM networks the dapp supports, as viem chains; the first is the default. */
  networks?: readonly [Chain, ...Chain[]] | undefined
}

/** The last attempt to connect a wallet, as the Connecting view shows it. */
export type ConnectAttempt =
  | { status: 'idle' }
  | { status: 'connecting'; connectorUid: string }
  | { status: 'rejected' | 'failed'; connectorUid: string; message: string }

/** The modal's own UI state. Wallet and chain state live in the chain adapters, not here. */
export type AirlockState = {
  open: boolean
  router: RouterState
  /** Bumped each time a close is refused: the modal shakes for 500 ms. */
  shakes: number
  notification: Notification | null
  connectAttempt: ConnectAttempt
}

export type Airlock = {
  config: { projectId: string; apiUrl: string }
  store: StoreApi<AirlockState>
  storage: AirlockStorage
  notifier: Notifier
  /** The eip155 adapter's wagmi config, when `networks` were given: wagmi owns connection state. */
  wagmiConfig: WagmiConfig | undefined
  /** Opens the modal on `view`, or where the opening rules of SPEC §2 say. */
  open(parameters?: { view?: View }): void
  /** Closes the modal, unless the view forbids it: then it shakes and stays. */
  close(): void
  /** Moves between views; going back from the first view closes the modal. */
  navigate(navigation: Navigation): void
}

/**
 * Creates an Airlock client: its configuration and the store the modal reads. Every call makes
 * a new, independent client: nothing is kept in module state.
 *
 * @param config - The dapp's settings.
 * @returns The client; pass it to `<AirlockProvider>` or use it without React.
 *
 * @example
 * import { createAirlock } from '@airlock/core'
 * const airlock = createAirlock({ projectId: 'dev' })
 * airlock.open()
 */
export function createAirlock(config: AirlockConfig): Airlock {
  const store = createStore<AirlockState>(() => ({
    open: false,
    router: { history: ['Connect'], data: undefined, transition: 'none' },
    shakes: 0,
    notification: null,
    connectAttempt: { status: 'idle' },
  }))
  const wagmiConfig = config.networks
    ? createEip155Config({ networks: config.networks })
    : undefined
  // Restores the last connection after a reload; silent when there is none.
  if (wagmiConfig && typeof window !== 'undefined') void reconnect(wagmiConfig).catch(() => {})
  const notifier = createNotifier({ onChange: (notification) => store.setState({ notification }) })

  const close = () => {
    const { router, shakes } = store.getState()
    if (!canClose({ history: router.history })) return store.setState({ shakes: shakes + 1 })
    store.setState({ open: false })
  }

  return {
    config: { projectId: config.projectId, apiUrl: config.apiUrl ?? 'http://127.0.0.1:8787' },
    store,
    storage: config.storage ?? createStorage(),
    notifier,
    wagmiConfig,
    open(parameters = {}) {
      const view = openingView({
        view: parameters.view,
        connected: wagmiConfig ? getAccount(wagmiConfig).isConnected : false,
        hasAdapters: true,
        mobile: false,
      })
      store.setState({
        open: true,
        router: { history: [view], data: undefined, transition: 'none' },
      })
    },
    close,
    navigate(navigation) {
      const next = navigate(store.getState().router, navigation)
      if (next === 'close') return close()
      store.setState({ router: next })
    },
  }
}
