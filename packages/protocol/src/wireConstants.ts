// The wire's fixed values that are not schemas: limits the server enforces, fixed addresses,
// status strings and channel names. Zod-free, so the modal can read them from the root of
// `@airlock/protocol` without loading the schemas (`@airlock/protocol/schemas`).

// Sign in with a wallet (`/auth/v1/*`, auth.ts)
/** The limits the server enforces on sign-in input; larger input is refused with 4xx. */
export const authLimits = {
  /** The largest `POST /auth/v1/authenticate` body, in bytes (413 beyond). */
  maxAuthenticateBodyBytes: 65_536,
  /** The largest EIP-4361 message, in UTF-8 bytes. */
  maxMessageBytes: 8_192,
  /** The largest serialized `metadata` of `PUT /auth/v1/account-metadata`, in bytes. */
  maxAccountMetadataBytes: 4_096,
  /** How long a nonce may be used after `GET /auth/v1/nonce`, in milliseconds (5 min). */
  nonceTtlMs: 5 * 60_000,
  /** The longest session, in milliseconds (12 h); a sooner `Expiration Time` ends it sooner. */
  sessionTtlMs: 12 * 60 * 60_000,
} as const

// Blockchain API (`/v1/account/*`, blockchain.ts)
/** The address the model product's clients use for a chain's native currency in CAIP-10 ids. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Items per page of `GET /v1/account/{address}/history`. */
export const historyPageSize = 20

// Wallet catalogue (`/getWallets`, catalogue.ts)
/** The largest page `GET /getWallets` serves; search answers up to this many. */
export const maxWalletEntries = 100

// Swaps (`/v1/convert/*`, convert.ts)
/** Largest slippage `POST /v1/convert/build-transaction` accepts, in percent. */
export const maxSwapSlippagePercent = 50

// E-mail wallet (`/auth/v1/email/*`, emailWallet.ts)
/** Limits and lifetimes the server enforces; the client shows them, it cannot change them. */
export const emailWalletLimits = {
  /** How long a code (and a device-approval link) works, in milliseconds (10 min). */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes before a code is burned and a new one must be requested. */
  maxCodeTries: 5,
  /** Wrong codes per account (e-mail address) per hour before it is refused with 429. */
  maxAccountFailuresPerHour: 10,
  /** Code checks per IP address per 5 minutes before 429. */
  maxVerificationsPerIpPer5Min: 30,
  /** A session ends after this long without use, in milliseconds (24 h); each use extends it. */
  sessionIdleMs: 24 * 60 * 60_000,
  /** A session ends this long after login whatever happens, in milliseconds (30 days). */
  sessionAbsoluteMs: 30 * 24 * 60 * 60_000,
  /** The largest request body, in bytes (413 beyond). */
  maxBodyBytes: 4_096,
} as const

// On-ramp (`/v1/onramp/*`, onramp.ts)
/** Status of a purchase in the history (`metadata.status`). */
export const onRampStatus = {
  success: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  inProgress: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
} as const

/** Size of the on-ramp popup, in CSS pixels. */
export const onRampPopup = { width: 600, height: 800 } as const

// Project config and analytics (projectConfig.ts)
/** The largest analytics body `POST /e` accepts, in bytes. */
export const maxAnalyticsBodyBytes = 64 * 1024

// Social login (`/auth/v1/social/*`, social.ts)
/** The built-in social providers the server can be configured for (SPEC §1, without Farcaster). */
export const builtInSocialProviders = [
  'google',
  'x',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/** Limits and lifetimes of a social login, enforced by the server. */
export const socialLoginLimits = {
  /** How long an attempt (popup to callback) may take, in milliseconds (10 min). */
  attemptTtlMs: 10 * 60_000,
  /** The modal gives up on a social login after this long (model-product §4.4). */
  guardMs: 45_000,
  /** How long the server waits for one answer of the provider, in milliseconds. */
  providerTimeoutMs: 5_000,
  /** The largest request body, in bytes. */
  maxBodyBytes: 8_192,
} as const

/** The `BroadcastChannel` of the secure origin on which the callback page tells the frame. */
export const socialResultChannel = 'airlock-social'
