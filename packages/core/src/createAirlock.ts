import { createStore } from 'zustand/vanilla'
import { followActiveNamespace, initialActiveNamespace } from './actions/setActiveNamespace.js'
import { keepRememberedConnection } from './adapters/eip155/keepRememberedConnection.js'
import type { Eip155Adapter, Eip155State } from './adapters/eip155/types.js'
import { initialSolanaState } from './adapters/solana/initialSolanaState.js'
import type { SolanaAdapter } from './adapters/solana/types.js'
import type { ChainNamespace, ConnectionStatus } from './adapters/types.js'
import { walletConnectRelayUrl } from './adapters/walletconnect/walletConnectRelayUrl.js'
import { createAnalytics } from './analytics/createAnalytics.js'
import { initialEmbeddedWalletState } from './embedded/initialEmbeddedWalletState.js'
import { AdapterNotConfiguredError } from './errors/adapter.js'
import { NetworksNotConfiguredError } from './errors/connector.js'
import { createNotifier } from './notifications/createNotifier.js'
import { initialOnRampState } from './onramp/initialOnRampState.js'
import { canClose } from './router/canClose.js'
import { connectedViews, followConnection } from './router/followConnection.js'
import { navigate } from './router/navigate.js'
import { openingView } from './router/openingView.js'
import { createSignInCheck } from './siwx/createSignInCheck.js'
import { createStorage } from './storage/createStorage.js'
import { initialSwapState } from './swap/initialSwapState.js'
import { resolveTheme } from './theme.js'
import type { Adapters, Airlock, AirlockConfig, AirlockState } from './types/airlock.js'
import { namespaceAccount } from './utils/namespaceAccount.js'
import { resolveNetworks } from './utils/resolveNetworks.js'

/** What is remembered of a connection between visits, so a reload shows it before wagmi has loaded. */
type StoredConnection = { eip155?: { address: `0x${string}`; chainId: number | undefined } }
const connectionKey = 'connection'

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
export function createAirlock(parameters: AirlockConfig): Airlock {
  const config = { ...parameters, networks: resolveNetworks(parameters) }
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
    solana: initialSolanaState(storage, config.solana !== undefined),
    activeNamespace: initialActiveNamespace(storage, {
      eip155: config.networks !== undefined,
      solana: config.solana !== undefined,
    }),
    theme: resolveTheme({ mode: config.themeMode, variables: config.themeVariables }),
    locale: config.locale ?? 'en',
    send: { token: undefined, amount: '', receiver: '' },
    portfolioVersion: 0,
    siwx: { status: config.siwx ? 'idle' : 'off' },
    onRamp: initialOnRampState(),
    swap: initialSwapState(),
    embeddedWallet: initialEmbeddedWalletState(),
  }))
  followActiveNamespace(store, storage)
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
  const isSupported = (chainId: number | undefined) =>
    allowUnsupportedChain || chainId === undefined || networks.some((chain) => chain.id === chainId)
  const { check: checkSignIn, reset: resetSignIn } = createSignInCheck({ store, siwx, isSupported })

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
    followConnection(store, { status: eip155.status, chainId: eip155.chainId, isSupported })
    if (eip155.status === 'disconnected') resetSignIn()
    // A reconnect after a reload, or another account or chain: is it signed in?
    else if (eip155.status === 'connected' && store.getState().connectAttempt.status === 'idle')
      void checkSignIn()
  }

  let adapter: Promise<Eip155Adapter> | undefined
  let wagmiConfig = config.wagmiConfig
  const eip155 = () => {
    if (!config.networks) return Promise.reject(new NetworksNotConfiguredError())
    const chains = config.networks
    adapter ??= import('./adapters/eip155/adapter.js').then(({ createEip155Adapter }) => {
      const created = createEip155Adapter({
        networks: chains,
        wagmiConfig: config.wagmiConfig,
        onChange: onEip155Change,
        selectedChainId: () => store.getState().selectedChainId,
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
  const solanaNetworks = config.solana?.networks
  // The Solana adapter, @solana/kit and the Wallet Standard registry: a chunk of their own.
  let solanaAdapter: Promise<SolanaAdapter> | undefined
  const solana = () => {
    if (!solanaNetworks)
      return Promise.reject(new AdapterNotConfiguredError({ namespace: 'solana' }))
    const networks = solanaNetworks
    solanaAdapter ??= import('./adapters/solana/solanaInStore.js').then((module) =>
      module.solanaInStore({ networks, store, storage, connectedViews, embedded: emailConnector }),
    )
    solanaAdapter.catch(() => {
      solanaAdapter = undefined
    })
    return solanaAdapter
  }
  // The e-mail and social wallet has a Solana account too: connected beside its EVM one after a
  // login, and disconnected with it.
  const emailConnector =
    embeddedWallet && config.networks && solanaNetworks
      ? async () => {
          const [eip155Adapter, module] = await Promise.all([
            eip155(),
            import('./adapters/embedded/addEmailWallet.js'),
          ])
          return module.addEmailWallet(eip155Adapter.wagmiConfig, {
            url: embeddedWallet.url,
            projectId: config.projectId,
            store,
            storage,
          })
        }
      : undefined
  if (emailConnector)
    store.subscribe((state, previous) => {
      const now = state.embeddedWallet.connected
      if (now === previous.embeddedWallet.connected) return
      void solana()
        .then((adapter) => (now ? adapter.connectEmbedded() : adapter.disconnectEmbedded()))
        .catch(() => {})
    })
  const adapters: { [namespace in ChainNamespace]: () => Promise<Adapters[namespace]> } = {
    eip155,
    solana,
  }
  // After first paint, while the visitor reads the page: the modal then opens with its lists full.
  if (config.networks && typeof window !== 'undefined')
    afterPaint(() => void eip155().catch(() => {}))
  // The Solana adapter loads only for a Solana wallet: one remembered from the last visit, or
  // one a small probe finds on the page (after paint, or on the first open).
  let probing = false
  const watchSolana = () => {
    if (!solanaNetworks || probing || typeof window === 'undefined') return
    probing = true
    const load = () => void solana().catch(() => {})
    if (store.getState().solana.status !== 'disconnected') return load()
    void import('./adapters/solana/probeSolanaWallets.js').then((module) =>
      module.probeSolanaWallets(load),
    )
  }
  if (solanaNetworks && typeof window !== 'undefined') afterPaint(watchSolana)

  return {
    config: {
      projectId: config.projectId,
      apiUrl,
      networks,
      allowUnsupportedChain,
      walletConnect,
      embeddedWallet,
      solanaNetworks: solanaNetworks ?? [],
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
    adapter: (namespace) => adapters[namespace](),
    getAccount: (namespace) => namespaceAccount(store.getState(), namespace),
    eip155,
    open(parameters = {}) {
      if (config.networks) void eip155().catch(() => {})
      watchSolana()
      const { eip155: state, solana: solanaState } = store.getState()
      const live = (status: ConnectionStatus) => status === 'connected' || status === 'reconnecting'
      const connected =
        (live(state.status) && state.address !== undefined) ||
        (live(solanaState.status) && solanaState.address !== undefined)
      const view = openingView({
        view: parameters.view,
        connected,
        hasAdapters: config.networks !== undefined || solanaNetworks !== undefined,
        mobile: isMobile(),
      })
      const { open: wasOpen, router } = store.getState()
      // The Swap view reads its presets from `swap`, as the model product's router data has it.
      const data = parameters.arguments
        ? { ...parameters.data, swap: parameters.arguments }
        : parameters.data
      // The closed modal holds this view already (pre-rendered hidden): the same router, so the
      // open only reveals it and re-renders nothing inside the dialog.
      const holds =
        router.history.length === 1 &&
        router.history[0] === view &&
        router.data === undefined &&
        data === undefined &&
        router.transition === 'none'
      store.setState({
        open: true,
        router: holds ? router : { history: [view], data, transition: 'none' },
      })
      if (!wasOpen) {
        analytics.activate()
        analytics.track('MODAL_OPEN', { connected: state.status === 'connected' })
      }
      if (view === 'OnRampProviders') analytics.track('ONRAMP_OPEN')
    },
    close,
    navigate(navigation) {
      const router = store.getState().router
      const next = navigate(router, navigation)
      if (next === 'close') return close()
      store.setState({ router: next })
      // Entering the on-ramp (not coming back to it from its currency and token lists).
      if (next.history.at(-1) === 'OnRampProviders' && next.history.length > router.history.length)
        analytics.track('ONRAMP_OPEN')
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
