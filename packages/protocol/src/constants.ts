import { maxWalletEntries } from './wireConstants.js'

// The business numbers of SPEC §9 (and the few of §2 and §4 that the client times itself by).
// Durations are in milliseconds and say so in their names; sizes say their unit too.

/**
 * The wallet catalogue as the modal pages, searches and remembers it.
 *
 * @example
 * import { walletListLimits } from '@airlock/protocol'
 * fetchWallets({ page: 1, entries: walletListLimits.pageSize })
 */
export const walletListLimits = {
  /** Wallets per page of the All Wallets grid. */
  pageSize: 40,
  /** Recommended (featured) wallets shown on the Connect view. */
  featuredCount: 4,
  /** Most wallets a search answers with; the server's own cap. */
  searchEntries: maxWalletEntries,
  /** Wallet images of each page fetched ahead of scrolling. */
  prefetchedImages: 20,
  /** Recently used wallets remembered. */
  recentWallets: 2,
  /** Delay after the last keystroke before a search is sent. */
  searchDebounceMs: 300,
  /** How long an image preload may take before it is given up. */
  imagePreloadTimeoutMs: 2_000,
} as const

/**
 * How long fetched account data stays fresh.
 *
 * @example
 * import { cacheTimes } from '@airlock/protocol'
 * useQuery({ queryKey, queryFn, staleTime: cacheTimes.balanceMs })
 */
export const cacheTimes = {
  /** Token balances (portfolio). */
  balanceMs: 30_000,
  /** The native balance shown on the account button. */
  nativeBalanceMs: 30_000,
  /** A resolved account name. */
  nameMs: 5 * 60_000,
  /** An identity (name and avatar) of an address. */
  identityMs: 5 * 60_000,
  /** After a failed balance fetch, no new attempt for this long. */
  balanceRetryGuardMs: 30_000,
} as const

/**
 * WalletConnect pairing URIs: how long one lives and when it counts as expired.
 *
 * @example
 * import { pairingTimes } from '@airlock/protocol'
 * const expired = expiresAt - Date.now() <= pairingTimes.expiryMarginMs
 */
export const pairingTimes = {
  /** A fresh pairing URI expires this long after it was made. */
  lifetimeMs: 4 * 60_000,
  /** A pairing with this much time or less left counts as expired and is regenerated. */
  expiryMarginMs: 10_000,
} as const

/**
 * The cap on error reports sent to the telemetry endpoint.
 *
 * @example
 * import { telemetryLimits } from '@airlock/protocol'
 * if (sentInWindow < telemetryLimits.maxErrors) send(report)
 */
export const telemetryLimits = {
  /** Most error reports sent per window. */
  maxErrors: 5,
  /** The sliding window the cap counts over. */
  windowMs: 60_000,
} as const

/**
 * Swap settings and the decimals amounts are shown with.
 *
 * @example
 * import { swapSettings } from '@airlock/protocol'
 * const fee = Number(amount) * swapSettings.providerFeeRate
 */
export const swapSettings = {
  /** Largest accepted slippage, in percent (sent as `eip155.slippage: 1`). */
  slippageTolerancePercent: 1,
  /** Share of the amount the swap provider keeps (0.85 %). */
  providerFeeRate: 0.0085,
  /** Gas assumed for a swap before the transaction is built; `BigInt()` it for viem. */
  defaultGasEstimate: 150_000,
} as const

/**
 * How many decimals each kind of amount is shown with.
 *
 * @example
 * import { displayDecimals } from '@airlock/protocol'
 * Number(balance).toFixed(displayDecimals.balance)
 */
export const displayDecimals = {
  /** The output amount of a swap. */
  swapOutput: 6,
  /** Balances. */
  balance: 2,
  /** Quantities in the activity list. */
  transactionQuantity: 3,
} as const

/**
 * What the on-ramp offers when `GET /v1/onramp/options` fails: payment limits per method, the
 * fiat currencies they apply to, and the crypto currencies and networks that can be bought.
 * Amounts are decimal strings, as the options endpoint sends them.
 *
 * @example
 * import { onRampFallback } from '@airlock/protocol'
 * onRampFallback.paymentMethodLimits.find((limit) => limit.id === 'card')?.max // '7500.00'
 */
export const onRampFallback = {
  paymentCurrencies: ['USD', 'EUR'],
  paymentMethodLimits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
  purchaseCurrencies: ['USDC', 'ETH'],
  /** Ethereum (1) and Polygon (137). */
  purchaseNetworks: ['eip155:1', 'eip155:137'],
} as const

/**
 * How the client talks to chain nodes: viem transport options.
 *
 * @example
 * import { http } from 'viem'
 * import { rpcSettings } from '@airlock/protocol'
 * http(url, {
 *   timeout: rpcSettings.timeoutMs,
 *   retryCount: rpcSettings.retryCount,
 *   retryDelay: rpcSettings.retryDelayMs,
 *   batch: { batchSize: rpcSettings.batchSize },
 * })
 */
export const rpcSettings = {
  /** A request with no answer after this long fails. */
  timeoutMs: 10_000,
  /** Retries of a retryable failure (see `isRetryableRpcError`). */
  retryCount: 3,
  /** Delay before the first retry; it doubles with each further one (150, 300, 600 ms). */
  retryDelayMs: 150,
  /** Most requests in one JSON-RPC batch. */
  batchSize: 1_000,
  /** Interval for polling blocks, receipts and on-ramp progress. */
  pollingIntervalMs: 4_000,
} as const

/**
 * Timers of the embedded (e-mail and social) wallet frame.
 *
 * @example
 * import { embeddedWalletTimes } from '@airlock/protocol'
 * setTimeout(onLoadFailed, embeddedWalletTimes.loadTimeoutMs)
 */
export const embeddedWalletTimes = {
  /** Least time between two e-mails with a code to one user. */
  emailCooldownMs: 30_000,
  /** A frame that is not ready this long after the first request has failed to load. */
  loadTimeoutMs: 20_000,
  /**
   * A frame whose page loaded but did not say READY this long after the handshake is not the
   * secure page (the browser's error page for an unreachable origin): it has failed to load.
   */
  readyAfterLoadMs: 2_000,
  /** Connect, device, one-time code, social and redirect requests time out after this. */
  requestTimeoutMs: 30_000,
  /** Sign-out goes ahead after this long even without an answer. */
  disconnectWaitMs: 3_000,
  /** Extra wait after the frame says it is ready, before the first request. */
  postReadyDelayMs: 500,
  /** Delay before the toast telling that the frame failed. */
  errorToastDelayMs: 300,
} as const

/**
 * Animation and feedback durations of the modal.
 *
 * @example
 * import { animationTimes } from '@airlock/protocol'
 * element.animate(keyframes, { duration: animationTimes.viewTransitionMs })
 */
export const animationTimes = {
  /** Header title cross-fade. */
  headerTextMs: 120,
  /** Modal height change. */
  modalHeightMs: 150,
  /** Slide between views. */
  viewTransitionMs: 150,
  /** Gap between a notification and the one that replaces it. */
  notificationReplaceDelayMs: 150,
  /** Shake of a modal that refuses to close. */
  shakeMs: 500,
} as const

/**
 * The modal's size, layer and starting network.
 *
 * @example
 * import { modalDefaults } from '@airlock/protocol'
 * style.zIndex = String(modalDefaults.zIndex)
 */
export const modalDefaults = {
  /** Width of the modal card, in CSS pixels. */
  widthPx: 360,
  /** Default `z-index` of the overlay (`--w3m-z-index`). */
  zIndex: 999,
  /** Network selected before any connection, unless the app sets one. */
  defaultNetworkId: 'eip155:1',
} as const

/**
 * Local storage and the in-memory log.
 *
 * @example
 * import { storageSettings } from '@airlock/protocol'
 * if (stored.version !== storageSettings.version) localStorage.clear()
 */
export const storageSettings = {
  /** Version of what the client stores; a different stored version is discarded. */
  version: 1,
  /** Size of the log ring buffer, in bytes. */
  logBufferBytes: 1_024_000,
} as const

/**
 * Limits the validators check against (SPEC §5 and the model product).
 *
 * @example
 * import { validationLimits } from '@airlock/protocol'
 * <input maxLength={validationLimits.emailMaxLength} />
 */
export const validationLimits = {
  /** Digits of an e-mail one-time code. */
  oneTimeCodeLength: 6,
  /** Longest e-mail address (RFC 5321 path limit). */
  emailMaxLength: 254,
  /** Shortest registrable account name. */
  nameMinLength: 4,
  /** EVM chain ids must be below this (2³¹) to map to an ENSIP-11 coin type. */
  evmChainIdLimit: 2_147_483_648,
  /** Shortest and longest base58 Solana address. */
  solanaAddressMinLength: 32,
  solanaAddressMaxLength: 44,
  /** Fewest hex digits after `0x` of a signature. */
  signedMessageMinHexDigits: 62,
} as const

/**
 * Chain namespaces that can send tokens; others get 'Unsupported chain'.
 *
 * @example
 * import { sendNamespaces } from '@airlock/protocol'
 * sendNamespaces.includes(namespace)
 */
export const sendNamespaces: readonly string[] = ['eip155', 'solana']
