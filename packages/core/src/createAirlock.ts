import type { Config as WagmiConfig } from '@wagmi/core'
import type { Chain } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Analytics, createAnalytics } from './analytics/createAnalytics.js'
import type { Balance } from './blockchain/createBlockchainApi.js'
import type { Eip155Adapter } from './eip155/adapter.js'
import { keepRememberedConnection } from './eip155/keepRememberedConnection.js'
import type { ConnectionStatus, Eip155State } from './eip155/types.js'
import { initialEmbeddedWalletState } from './embedded/initialEmbeddedWalletState.js'
import type { EmbeddedWalletState } from './embedded/types.js'
import { createNotifier, type Notification, type Notifier } from './notifications/createNotifier.js'
import { initialOnRampState } from './onramp/initialOnRampState.js'
import type { OnRampState } from './onramp/types.js'
import { canClose } from './router/canClose.js'
import { type Navigation, navigate } from './router/navigate.js'
import { openingView } from './router/openingView.js'
import type { RouterState, View } from './router/views.js'
import type { SiwxAdapter, SiwxContext, SiwxState } from './siwx/types.js'
import { type AirlockStorage, createStorage } from './storage/createStorage.js'
import { initialSwapState } from './swap/initialSwapState.js'
import type { SwapArguments, SwapState } from './swap/types.js'
import { resolveTheme, type Theme, type ThemeMode, type ThemeVariables } from './theme.js'
import { walletConnectRelayUrl } from './walletconnect/walletConnectRelayUrl.js'

export type AirlockConfig = {
  /** The project id the server knows this dapp by. */
  projectId: string
  /** Base URL of the Airlock server. Defaults to `http://127.0.0.1:8787`. */
  apiUrl?: string | undefined
  /** Where the client remembers things between visits. Defaults to `localStorage`. */
  storage?: AirlockStorage | undefined
  /** The EVM networks the dapp supports, as viem chains; the first is the default. */
  networks?: readonly [Chain, ...Chain[]] | undefined
  /**
   * A wagmi config of the dapp's own (see `createEip155Config`), to share connection state with
   * wagmi's hooks. Without one, Airlock makes its own after the page has painted.
   */
  wagmiConfig?: WagmiConfig | undefined
  /** Stay on a chain outside `networks` instead of asking the visitor to switch. */
  allowUnsupportedChain?: boolean | undefined
  /** Light, dark, or the visitor's system setting (the default). */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** The modal's language: `en` (the default) or `de`. */
  locale?: string | undefined
  /**
   * Sign in with the wallet after connecting: `serverSiwx()` (the Airlock server), `localSiwx()`
   * (the browser only), or an adapter of the dapp's own.
   */
  siwx?: SiwxAdapter | ((context: SiwxContext) => SiwxAdapter) | undefined
  /**
   * Pairing with any WalletConnect wallet by QR code or link, or `false` to offer none. The relay
   * defaults to the Airlock server's own (`ws(s)://<apiUrl host>/relay`), which needs no
   * internet and gets `projectId` (its Origin check); phones' off-the-shelf wallets only reach the
   * vendor's relay (`wss://relay.walletconnect.org` with its `projectId`).
   */
  walletConnect?:
    | {
        /** Defaults to the Airlock server's relay at `apiUrl`. */
        relayUrl?: string | undefined
        /**
         * Sent to the relay. Defaults to the Airlock `projectId` on the Airlock relay (which
         * refuses browsers without one), none on a `relayUrl` of your own.
         */
        projectId?: string | undefined
      }
    | false
    | undefined
  /**
   * Log in by e-mail, to a wallet the secure origin (`apps/secure`) holds for the visitor: the
   * e-mail field then comes first in Connect. Needs `networks`. Off unless given.
   */
  embeddedWallet?:
    | {
        /** The secure origin's page, such as `http://localhost:8788`. */
        url: string
      }
    | undefined
  features?:
    | {
        /**
         * Send usage events to the Airlock server. Off by default; even when on, nothing is sent
         * unless the project allows it too, and never before the visitor opens the modal.
         */
        analytics?: boolean | undefined
      }
    | undefined
}

/** The last attempt to connect a wallet, as the Connecting view shows it. */
export type ConnectAttempt =
  | { status: 'idle' }
  | { status: 'connecting'; connectorUid: string }
  | { status: 'rejected' | 'failed'; connectorUid: string; message: string }

/**
 * The WalletConnect pairing, as the ConnectingWalletConnectBasic view shows it: the URI to show
 * as a QR code until `expiresAt` (4 min on, replaced when 10 s remain), or why there is none.
 */
export type WalletConnectState = {
  status: 'idle' | 'generating' | 'waiting' | 'rejected' | 'failed'
  uri: string | undefined
  /** When `uri` stops being shown, in ms since the epoch. */
  expiresAt: number | undefined
  /** Why pairing failed, for `failed`. */
  error: string | undefined
}

/** The last attempt to switch networks, as the SwitchNetwork view shows it. */
export type SwitchAttempt =
  | { status: 'idle' }
  | { status: 'switching' | 'rejected' | 'failed'; chainId: number; message?: string | undefined }

/** The modal's state. Wallet and chain state belong to the adapters; `eip155` mirrors wagmi's. */
export type AirlockState = {
  open: boolean
  router: RouterState
  /** Bumped each time a close is refused: the modal shakes for 500 ms. */
  shakes: number
  notification: Notification | null
  connectAttempt: ConnectAttempt
  switchAttempt: SwitchAttempt
  walletConnect: WalletConnectState
  eip155: Eip155State
  theme: Theme
  locale: string
  /** The Send form (SPEC §3 "Send state"), kept while the visitor moves between its views. */
  send: { token: Balance | undefined; amount: string; receiver: string }
  /** Bumped when balances and activity should be read again (after a send, say). */
  portfolioVersion: number
  siwx: SiwxState
  /** Buying crypto: providers, currencies, amount, quote and the purchase under way. */
  onRamp: OnRampState
  /** The Swap views (SPEC §3 "Swap state"): tokens, amounts, quote, fees and transactions. */
  swap: SwapState
  /** The e-mail wallet: whether it is the one connected, its address and account type. */
  embeddedWallet: EmbeddedWalletState
}

export type Airlock = {
  config: {
    projectId: string
    apiUrl: string
    networks: readonly Chain[]
    allowUnsupportedChain: boolean
    /** Where WalletConnect pairs; undefined when the dapp turned it off. */
    walletConnect: { relayUrl: string; projectId: string | undefined } | undefined
    /** The secure origin of the e-mail wallet; undefined when the dapp does not offer it. */
    embeddedWallet: { url: string } | undefined
  }
  store: StoreApi<AirlockState>
  storage: AirlockStorage
  notifier: Notifier
  /** The sign-in adapter, when the dapp asked for sign-in. */
  siwx: SiwxAdapter | undefined
  /**
   * After a connection: shows SIWXSignMessage when sign-in is on and the account has no session
   * on its chain. Resolves to whether the sign view is showing.
   */
  checkSignIn(): Promise<boolean>
  /** Usage events: subscribe to see them all; they reach the server only when allowed. */
  analytics: Analytics
  /** The eip155 adapter's wagmi config once it exists: wagmi owns connection state. */
  readonly wagmiConfig: WagmiConfig | undefined
  /** Loads the eip155 adapter (once) and returns it. Rejects when no `networks` were given. */
  eip155(): Promise<Eip155Adapter>
  /**
   * Opens the modal on `view`, or where the opening rules of SPEC §2 say. `arguments` preset the
   * Swap view: `open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } })`.
   */
  open(parameters?: {
    view?: View
    data?: Record<string, unknown>
    arguments?: SwapArguments | undefined
  }): void
  /** Closes the modal, unless the view forbids it: then it shakes and stays. */
  close(): void
  /** Moves between views; going back from the first view closes the modal. */
  navigate(navigation: Navigation): void
  setThemeMode(mode: ThemeMode): void
  setLocale(locale: string): void
}

/** What is remembered of a connection between visits, so a reload shows it before wagmi has loaded. */
type StoredConnection = { eip155?: { address: `0x${string}`; chainId: number | undefined } }
const connectionKey = 'connection'

/** Views that only make sense with a connected account. */
const connectedViews: ReadonlySet<View> = new Set([
  'Account',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'OnRampActivity',
  'ApproveTransaction',
  'AccountSettings',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

/**
 * Creates an Airlock client: its configuration and the store the modal reads. Every call makes
 * a new, independent client: nothing is kept in module state. The eip155 adapter (wagmi and viem)
 * loads after the page has painted, or on the first open, whichever comes first.
 *
 * @param config - The dapp's settings.
 * @returns The client; pass it to `<AirlockProvider>` or use it without React.
 *
 * @example
 * import { createAirlock } from '@airlock/core'
 * const airlock = createAirlock({ projectId: 'dev', networks: [mainnet] })
 * airlock.open()
 */
export function createAirlock(config: AirlockConfig): Airlock {
  const storage = config.storage ?? createStorage()
  const networks = config.networks ?? []
  const allowUnsupportedChain = config.allowUnsupportedChain ?? false
  const stored = storage.get<StoredConnection>(connectionKey)?.eip155
  const store = createStore<AirlockState>(() => ({
    open: false,
    router: { history: ['Connect'], data: undefined, transition: 'none' },
    shakes: 0,
    notification: null,
    connectAttempt: { status: 'idle' },
    switchAttempt: { status: 'idle' },
    walletConnect: { status: 'idle', uri: undefined, expiresAt: undefined, error: undefined },
    eip155: {
      ready: false,
      status: stored && config.networks ? 'reconnecting' : 'disconnected',
      address: stored?.address,
      chainId: stored?.chainId,
      connectors: [],
    },
    theme: resolveTheme({ mode: config.themeMode, variables: config.themeVariables }),
    locale: config.locale ?? 'en',
    send: { token: undefined, amount: '', receiver: '' },
    portfolioVersion: 0,
    siwx: { status: config.siwx ? 'idle' : 'off' },
    onRamp: initialOnRampState(),
    swap: initialSwapState(),
    embeddedWallet: initialEmbeddedWalletState(),
  }))
  const notifier = createNotifier({ onChange: (notification) => store.setState({ notification }) })
  const apiUrl = config.apiUrl ?? 'http://127.0.0.1:8787'
  const walletConnect =
    config.walletConnect === false
      ? undefined
      : {
          relayUrl: config.walletConnect?.relayUrl ?? walletConnectRelayUrl(apiUrl),
          // The Airlock relay checks a browser's Origin against its project: name ours to it.
          projectId:
            config.walletConnect?.projectId ??
            (config.walletConnect?.relayUrl ? undefined : config.projectId),
        }
  const embeddedWallet = config.embeddedWallet && { url: config.embeddedWallet.url }
  const analytics = createAnalytics({
    apiUrl,
    projectId: config.projectId,
    enabled: config.features?.analytics ?? false,
  })

  const siwx =
    typeof config.siwx === 'function'
      ? config.siwx({ apiUrl, projectId: config.projectId, storage })
      : config.siwx
  let checkedFor: string | undefined
  const checkSignIn = async () => {
    const { eip155: state } = store.getState()
    if (!siwx || state.status !== 'connected' || !state.address || !isSupported(state.chainId))
      return false
    const chainId = `eip155:${state.chainId}`
    const key = `${chainId}:${state.address.toLowerCase()}`
    if (checkedFor === key) return store.getState().router.history.at(-1) === 'SIWXSignMessage'
    checkedFor = key
    store.setState({ siwx: { status: 'checking' } })
    const sessions = await siwx.getSessions(chainId, state.address).catch(() => [])
    if (checkedFor !== key) return false
    if (sessions.length > 0) {
      store.setState({ siwx: { status: 'signed' } })
      return false
    }
    store.setState({
      siwx: { status: 'unsigned' },
      open: true,
      router: { history: ['SIWXSignMessage'], data: undefined, transition: 'none' },
    })
    return true
  }

  const isSupported = (chainId: number | undefined) =>
    allowUnsupportedChain || chainId === undefined || networks.some((chain) => chain.id === chainId)

  const close = () => {
    const { router, shakes, eip155: connection, siwx: signIn } = store.getState()
    const connected = connection.status === 'connected'
    const closable = canClose({
      history: router.history,
      signInRequired: connected && (siwx?.getRequired?.() ?? false),
      hasSession: signIn.status === 'signed',
    })
    if (!closable) return store.setState({ shakes: shakes + 1 })
    if (!store.getState().open) return
    store.setState({ open: false })
    analytics.track('MODAL_CLOSE', { connected: store.getState().eip155.status === 'connected' })
  }

  const onEip155Change = (next: Omit<Eip155State, 'ready'>, settled: boolean) => {
    const previous = store.getState().eip155
    const eip155 = keepRememberedConnection(previous, next, settled)
    store.setState({ eip155 })
    if (eip155.status === 'connected' && eip155.address)
      storage.set(connectionKey, { eip155: { address: eip155.address, chainId: eip155.chainId } })
    else if (eip155.status === 'disconnected') storage.remove(connectionKey)
    followConnection(eip155.status, eip155.chainId)
    if (eip155.status === 'disconnected') {
      checkedFor = undefined
      if (siwx) store.setState({ siwx: { status: 'idle' } })
    }
    // A reconnect after a reload, or another account or chain: is it signed in?
    else if (eip155.status === 'connected' && store.getState().connectAttempt.status === 'idle')
      void checkSignIn()
  }

  /** Moves the modal along with the wallet: to UnsupportedChain and back, or out when it leaves. */
  const followConnection = (status: ConnectionStatus, chainId: number | undefined) => {
    const { open, router } = store.getState()
    const top = router.history.at(-1)
    if (status === 'connected' && !isSupported(chainId)) {
      if (
        top !== 'UnsupportedChain' &&
        !(top === 'SwitchNetwork' && router.history.includes('UnsupportedChain'))
      )
        store.setState({
          open: true,
          router: { history: ['UnsupportedChain'], data: undefined, transition: 'none' },
        })
      return
    }
    if (status === 'connected' && router.history.includes('UnsupportedChain'))
      return store.setState({
        router: { history: ['Account'], data: undefined, transition: 'none' },
      })
    if (status === 'disconnected' && top && connectedViews.has(top))
      store.setState({
        open: open && top !== 'UnsupportedChain',
        router: { history: ['Connect'], data: undefined, transition: 'none' },
      })
  }

  let adapter: Promise<Eip155Adapter> | undefined
  let wagmiConfig = config.wagmiConfig
  const eip155 = () => {
    if (!config.networks) return Promise.reject(new Error('createAirlock was given no networks.'))
    const chains = config.networks
    adapter ??= import('./eip155/adapter.js').then(({ createEip155Adapter }) => {
      const created = createEip155Adapter({
        networks: chains,
        wagmiConfig: config.wagmiConfig,
        onChange: onEip155Change,
        // The sign client's storage sits under this client's prefix: two clients, two sessions.
        walletConnect: walletConnect && {
          ...walletConnect,
          storagePrefix: storage.keyOf('walletconnect'),
        },
        embeddedWallet: embeddedWallet && {
          url: embeddedWallet.url,
          projectId: config.projectId,
          store,
          storage,
        },
      })
      wagmiConfig = created.wagmiConfig
      return created
    })
    return adapter
  }
  // After first paint, while the visitor reads the page: the modal then opens with its lists full.
  if (config.networks && typeof window !== 'undefined')
    afterPaint(() => void eip155().catch(() => {}))

  return {
    config: {
      projectId: config.projectId,
      apiUrl,
      networks,
      allowUnsupportedChain,
      walletConnect,
      embeddedWallet,
    },
    store,
    storage,
    notifier,
    siwx,
    checkSignIn,
    analytics,
    get wagmiConfig() {
      return wagmiConfig
    },
    eip155,
    open(parameters = {}) {
      if (config.networks) void eip155().catch(() => {})
      const { eip155: state } = store.getState()
      const connected = state.status === 'connected' || state.status === 'reconnecting'
      const view = openingView({
        view: parameters.view,
        connected: connected && state.address !== undefined,
        hasAdapters: config.networks !== undefined,
        mobile: isMobile(),
      })
      const wasOpen = store.getState().open
      store.setState({
        open: true,
        router: {
          history: [view],
          // The Swap view reads its presets from `swap`, as the model product's router data has it.
          data: parameters.arguments
            ? { ...parameters.data, swap: parameters.arguments }
            : parameters.data,
          transition: 'none',
        },
      })
      if (wasOpen) return
      analytics.activate()
      analytics.track('MODAL_OPEN', { connected: state.status === 'connected' })
    },
    close,
    navigate(navigation) {
      const next = navigate(store.getState().router, navigation)
      if (next === 'close') return close()
      store.setState({ router: next })
    },
    setThemeMode(mode) {
      store.setState({ theme: resolveTheme({ mode, variables: store.getState().theme.variables }) })
    },
    setLocale(locale) {
      store.setState({ locale })
    },
  }
}

/** Runs `task` once the browser has painted and is idle (or after a second at the latest). */
function afterPaint(task: () => void) {
  const idle = (
    globalThis as {
      requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => void
    }
  ).requestIdleCallback
  const schedule = () => (idle ? idle(task, { timeout: 1000 }) : setTimeout(task, 1))
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(schedule, 0))
  else schedule()
}

/** Phones and tablets, where wallets are apps rather than browser extensions. */
function isMobile() {
  return (
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  )
}
