// The client's types, apart from `createAirlock` so that the modules the client loads (the
// adapters, the e-mail wallet, the actions) can name them without importing it back.
import type { Config as WagmiConfig } from '@wagmi/core'
import type { Chain } from 'viem'
import type { StoreApi } from 'zustand/vanilla'
import type { Eip155Adapter, Eip155State } from '../adapters/eip155/types.js'
import type { EmbeddedWalletState } from '../adapters/embedded/types.js'
import type { SolanaAdapter, SolanaNetwork, SolanaState } from '../adapters/solana/types.js'
import type { ChainNamespace, ConnectionStatus } from '../adapters/types.js'
import type { Analytics } from '../analytics/createAnalytics.js'
import type { Balance } from '../api/createBlockchainApi.js'
import type { Notification, Notifier } from '../notifications/createNotifier.js'
import type { Navigation } from '../router/navigate.js'
import type { RouterState, View } from '../router/views.js'
import type { SiwxAdapter, SiwxContext, SiwxState } from '../siwx/types.js'
import type { AirlockStorage } from '../storage/createStorage.js'
import type { SwapArguments, SwapState } from '../swap/types.js'
import type { Theme, ThemeMode, ThemeVariables } from '../theme.js'
import type { OnRampState } from './onRamp.js'

export type AirlockConfig = {
  /** The project id the server knows this dapp by. */
  projectId: string
  /** Base URL of the Airlock server. Defaults to `http://127.0.0.1:8787`. */
  apiUrl?: string | undefined
  /** Where the client remembers things between visits. Defaults to `localStorage`. */
  storage?: AirlockStorage | undefined
  /**
   * The EVM networks the dapp supports, as viem chains; the first is the default. Defaults to the
   * chains of `wagmiConfig`; given with it, both must list the same chains (`createAirlock` throws
   * `NetworksMismatchError` otherwise).
   */
  networks?: readonly [Chain, ...Chain[]] | undefined
  /**
   * A wagmi config of the dapp's own (see `createEip155Config`), to share connection state with
   * wagmi's hooks. Without one, Airlock makes its own after the page has painted.
   */
  wagmiConfig?: WagmiConfig | undefined
  /**
   * Solana wallets (found over the Wallet Standard) beside EVM ones: the clusters the dapp
   * supports, the default first. Off unless given; its code loads only when configured.
   */
  solana?: { networks: readonly [SolanaNetwork, ...SolanaNetwork[]] } | undefined
  /** Stay on a chain outside `networks` instead of asking the visitor to switch. */
  allowUnsupportedChain?: boolean | undefined
  /** Light, dark, or the visitor's system setting (the default). */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * The modal's language as a BCP 47 tag (`de`, `pt-BR`, `ar`…), or `auto` for the first of the
   * browser's `navigator.languages` the modal speaks. Defaults to `en`.
   */
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
  | {
      status: 'connecting'
      connectorUid: string
      /**
       * Whether the wait is shown (the clicked row says "Connecting…"): from the first frame after
       * the click, so the wallet is asked before anything is redrawn, and a wallet that answers
       * within that frame never shows it. At once when asked again from the Connecting view.
       */
      waitShown: boolean
    }
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
  /** The Solana connection, tracked apart from eip155's (SPEC §4: per namespace). */
  solana: SolanaState
  /**
   * The namespace the modal shows first: its network in the network button and Networks view,
   * its account in the Connect button. Follows a connecting wallet; `setActiveNamespace` sets it.
   */
  activeNamespace: ChainNamespace
  /**
   * The network chosen in Networks while no wallet is connected (the header's network button
   * opens it): shown there, and the next connection asks the wallet for it. Also kept after a
   * switch while connected. Unset: the dapp's first network.
   */
  selectedChainId?: number | undefined
  theme: Theme
  locale: string
  /**
   * The Send form (SPEC §3 "Send state"), kept while the visitor moves between its views. When
   * the receiver was typed as a name, `receiver` is its resolved address and `receiverName` and
   * `receiverAvatar` the receiver's profile name and image.
   */
  send: {
    token: Balance | undefined
    amount: string
    receiver: string
    receiverName?: string | undefined
    receiverAvatar?: string | undefined
  }
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

/** The adapter of each chain namespace. */
export type Adapters = {
  eip155: Eip155Adapter
  solana: SolanaAdapter
}

/** One namespace's account, the same shape for each (`airlock.getAccount(namespace)`). */
export type NamespaceAccount = {
  namespace: ChainNamespace
  status: ConnectionStatus
  /** The address in the namespace's own format (0x hex, base58); undefined when disconnected. */
  address: string | undefined
  /** The chain as a CAIP-2 id. */
  chainId: `${string}:${string}` | undefined
  /** The account as a CAIP-10 id. */
  caipAddress: `${string}:${string}:${string}` | undefined
  isConnected: boolean
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
    /** The Solana clusters the dapp supports; empty when it offers no Solana wallets. */
    solanaNetworks: readonly SolanaNetwork[]
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
  /**
   * Loads the adapter of a chain namespace (once) and returns it. Rejects when the client has
   * none there: no `networks` for eip155, no `solana` for solana.
   */
  adapter<namespace extends ChainNamespace>(namespace: namespace): Promise<Adapters[namespace]>
  /**
   * The account connected in `namespace`, read from the store (no adapter is loaded).
   *
   * @example
   * const { address, caipAddress } = airlock.getAccount('solana')
   */
  getAccount(namespace: ChainNamespace): NamespaceAccount
  /** `adapter('eip155')`: loads the eip155 adapter (once). Rejects when no `networks` were given. */
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
