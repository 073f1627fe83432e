// The texts a person sees when something fails (SPEC §5, §6, §8), word for word. Tests snapshot
// every entry, so a change to a spec message shows up in review. Texts with a placeholder are
// functions of it.

/**
 * Messages shown to the user in toasts and inline (SPEC §8).
 *
 * @example
 * import { userMessages } from '@airlock/protocol'
 * showError(userMessages.registerNameFailed('alice'))
 */
export const userMessages = {
  fetchTransactionsFailed: 'Failed to fetch transactions',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  initializeSwapFailed: 'Failed to initialize swap',
  fetchNetworkTokenPriceFailed: 'Failed to fetch network token price',
  checkAllowanceFailed: 'Failed to check allowance',
  createApprovalTransactionFailed: 'Failed to create approval transaction',
  createTransactionFailed: 'Failed to create transaction',
  transactionError: 'Transaction error',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  // sic: the spec's wording, missing "to", is kept so users of the model product see the same text.
  initializeAuthenticationFailed: 'A problem occurred while trying initialize authentication',
  resolveNameFailed: 'Error resolving name',
  fetchNameSuggestionsFailed: 'Error fetching name suggestions',
  fetchNamesForAddressFailed: 'Error fetching names for address',
  registerNameFailed: (name: string) => `Error registering name ${name}`,
  disconnectFailed: 'Failed to disconnect',
  swapNetworkUnsupported: 'Network not supported for Swaps',
  gasPriceNetworkUnsupported: 'Network not supported for Gas Price',
  /** An e-mail with a code was sent less than the cooldown ago. */
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
} as const

/**
 * Messages of form checks: send, swap and name registration (SPEC §5).
 *
 * @example
 * import { inputMessages } from '@airlock/protocol'
 * if (!token) return inputMessages.tokenRequired
 */
export const inputMessages = {
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  /** Sending on a namespace other than eip155 or solana. */
  unsupportedChain: 'Unsupported chain',
  insufficientBalance: 'Insufficient balance',
  /** A receiver that is not an address of the token's network. */
  invalidAddress: 'Invalid address',
  /** The server's pool cannot fill the amount. */
  insufficientLiquidity: 'Insufficient liquidity for this amount',
  /** A quote was asked for without an amount. */
  incorrectAmount: 'Incorrect amount',
  enterValidAmount: 'Please enter a valid amount',
  /** An EVM chain id that has no ENSIP-11 coin type. */
  invalidChainId: 'Invalid chainId',
} as const

/**
 * Messages about wallet methods and networks (SPEC §6, §7).
 *
 * @example
 * import { walletMessages } from '@airlock/protocol'
 * console.error(walletMessages.rpcMethodNotAllowed)
 * showError(walletMessages.actionNotAllowed)
 */
export const walletMessages = {
  /** Logged for the developer when the embedded wallet refuses a method. */
  rpcMethodNotAllowed: 'Requested RPC call is not allowed',
  /** Shown to the user for the same refusal. */
  actionNotAllowed: 'Action not allowed',
  /** Neither switching to nor adding the network worked. */
  chainNotSupported: 'Chain is not supported',
} as const

/** An alert: a short title and a sentence on what to do about it. */
export type Alert = { readonly shortMessage: string; readonly description: string }

/**
 * Alerts shown in the modal's alert bar, mostly for the developer (SPEC §8). Titles are the spec's;
 * descriptions are ours.
 *
 * @example
 * import { alerts } from '@airlock/protocol'
 * showAlert(alerts.projectIdNotConfigured)
 */
export const alerts = {
  /** The page's origin is not on the project's allowlist. */
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    description:
      "This origin is not on the project's allowed origins. Add it on the Airlock server.",
  },
  /** The embedded wallet refused the page's domain. */
  unverifiedDomain: {
    shortMessage: 'Invalid App Configuration',
    description:
      "The embedded wallet did not accept this domain. Check the project's allowed origins.",
  },
  /** A session token is not valid yet, usually because the device clock is off. */
  sessionExpired: {
    shortMessage: 'Session Expired',
    description: "The session is not valid yet. Check this device's time settings and reconnect.",
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    description: 'The server does not know this project id. Check the projectId option.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    description: 'No projectId was passed to createAirlock. Create a project and pass its id.',
  },
  networkNotFound: {
    shortMessage: 'Network Not Found',
    description: 'The network is not in the networks list the app was configured with.',
  },
  /** The embedded-wallet frame did not become ready in time. */
  iframeLoadFailed: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    description: 'The embedded wallet could not be loaded. Check the connection and try again.',
  },
  /** The embedded-wallet frame did not answer a request in time. */
  iframeRequestTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Try again.',
  },
} as const satisfies Record<string, Alert>

/** Ids of the alerts. */
export type AlertId = keyof typeof alerts

/**
 * Errors of requests to the embedded-wallet frame (SPEC §8).
 *
 * @example
 * import { frameErrorMessages } from '@airlock/protocol'
 * new Error(payload.message || frameErrorMessages.default)
 */
export const frameErrorMessages = {
  emailLoginUnavailable: 'Unable to load email login dependency',
  /** A pending RPC request was cancelled. */
  requestAborted: 'Request was aborted',
  /** Any other pending request was cancelled. */
  somethingWentWrong: 'Something went wrong',
  /** The frame answered with an error but no message. */
  default: 'An error occurred',
} as const

/**
 * What the server answers a social or Farcaster login with when it fails, by code: the body's
 * `code` (with `params`) and the attempt's `error.code`. The English is the server's `message`, for
 * logs; the modal and the secure origin's pages show the code's text from their own catalogues.
 *
 * @example
 * import { socialErrorMessages } from '@airlock/protocol'
 * socialErrorMessages.socialLoginCancelled('GitHub') // 'The login with GitHub was cancelled'
 */
export const socialErrorMessages = {
  /** No attempt of this browser matches the answer (no cookie, unknown, or another's state). */
  socialAttemptMissing: 'No social login is in progress in this browser',
  socialAttemptUsed: 'This social login was already used',
  /** The modal gave the attempt up before the provider answered. */
  socialAttemptCanceled: 'This social login was cancelled',
  socialAttemptExpired: 'This social login has expired',
  /** The person cancelled at the provider (`access_denied`). */
  socialLoginCancelled: (provider: string) => `The login with ${provider} was cancelled`,
  socialLoginRefused: (provider: string) => `${provider} refused the login`,
  socialAnswerUntrusted: (provider: string) => `The answer of ${provider} could not be trusted`,
  socialProviderUnavailable: (provider: string) => `${provider} is not answering`,
  socialIdentityInUse: (provider: string) => `This ${provider} account belongs to another wallet`,
  /** Unlinking the wallet's last way in. */
  lastLoginMethod: 'This is the last way to log in to this wallet',
  farcasterRefused: 'The Farcaster sign-in was refused',
  farcasterExpired: 'This Farcaster sign-in request has expired',
  farcasterUnavailable: 'Farcaster accounts cannot be checked right now',
  farcasterRateLimited: 'Too many Farcaster sign-ins were started: try again shortly',
} as const

/**
 * What the server answers an e-mail login, its recovery on a new device or an e-mail change with
 * when it refuses, by code: the body's `code`. The English is the server's `message`, for logs;
 * the modal shows the code's text from its own catalogue, in the person's language.
 *
 * @example
 * import { emailAuthMessages } from '@airlock/protocol'
 * throw new InvalidEmailCodeError() // message emailAuthMessages.emailCodeInvalid, code 'emailCodeInvalid'
 */
export const emailAuthMessages = {
  emailCodeInvalid: 'Invalid code',
  emailCodeExpired: 'This code has expired',
  emailCodeUsed: 'This code has already been used',
  /** Five wrong tries: the code no longer works. */
  emailCodeBurned: 'Too many wrong tries for this code',
  /** Too many code checks from one network. */
  emailVerifyRateLimited: 'Too many code attempts',
  /** Too many wrong codes for one address within the hour. */
  emailAccountLocked: 'Too many wrong codes for this e-mail address',
  emailLoginNotFound: 'No login is in progress',
  /** The login (and with it the device's approval link) is older than 10 minutes. */
  emailLoginExpired: 'This login has expired: enter your e-mail address again',
  emailChangeNotFound: 'No e-mail change is in progress',
  deviceNotApproved: 'This device is not approved yet',
  sameEmail: 'This is already your e-mail address',
  emailInUse: 'This e-mail address belongs to another account',
  primaryCodeRequired: 'Confirm the code sent to your current address first',
  recoveryNeedsFreshLogin: 'Log in again to recover this wallet',
  recoveryRateLimited: 'This wallet was recovered on a new device a short while ago',
} as const

/**
 * Errors of chain-qualified ids (SPEC §8). `parseCaipAddress` and `parseCaipNetworkId` throw the
 * first and last; the CAIP-10 text is the model product's for splitting an id already typed as
 * an account id.
 *
 * @example
 * import { addressErrorMessages } from '@airlock/protocol'
 * addressErrorMessages.invalidCaipNetworkId // 'Invalid CAIP-2 network id'
 */
export const addressErrorMessages = {
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  invalidCaipNetworkId: 'Invalid CAIP-2 network id',
} as const

/**
 * Errors of the WalletConnect session (SPEC §8).
 *
 * @example
 * import { sessionErrorMessages } from '@airlock/protocol'
 * if (!session) throw new Error(sessionErrorMessages.notConnected)
 */
export const sessionErrorMessages = {
  notConnected: 'Please call connect() before request()',
  signClientNotInitialized: 'Sign Client not initialized',
} as const

/**
 * The message of a request that got a non-2xx answer (SPEC §8).
 *
 * @example
 * import { httpStatusMessage } from '@airlock/protocol'
 * httpStatusMessage(503) // 'HTTP status code: 503'
 */
export const httpStatusMessage = (status: number) => `HTTP status code: ${status}`
