import type { MessageCode, MessageParams } from '@airlock/protocol'
import type { RouterState } from '../../router/views.js'
import type { Theme } from '../../theme.js'

/** The e-mail wallet's account types: a plain key (EOA), or a smart account (SPEC §3). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/**
 * Something to tell the person that no view is there to say: a refused wallet method, or the
 * frame failing to load or answer. The modal shows it as a notification, in its language.
 */
export type EmbeddedWalletNoticeKind =
  | 'actionNotAllowed'
  | 'iframeLoadFailed'
  | 'iframeRequestTimeout'

/** The e-mail wallet's part of the client state, as the modal's views show it. */
export type EmbeddedWalletState = {
  /** Whether the account connected is the e-mail wallet's. */
  connected: boolean
  /** The logged-in address, as the frame reported it. */
  email: string | undefined
  accountType: EmbeddedAccountType | undefined
  /** The frame's approval UI is up: the ApproveTransaction view shows it. */
  approving: boolean
  /** The social provider the wallet was logged into with (`google`…); undefined after e-mail. */
  socialProvider: string | undefined
  /** The name the social provider gave (SPEC §3 "social username"), if any. */
  socialUsername: string | undefined
  /** The social login under way, as ConnectingSocial shows it. */
  social: SocialLoginState
  /**
   * The height the frame's approval screen asked for, in CSS px; undefined until the current
   * approval's screen has asked (each approval starts without one).
   */
  frameHeight?: number | undefined
  /** The frame's width when it measured `frameHeight` (undefined from a frame that did not say). */
  frameWidth?: number | undefined
  /** The Farcaster login under way, as ConnectingFarcaster shows it. */
  farcaster: FarcasterLoginState
  /**
   * What the frame asks approval for, while `approving`: the view's title says it. `wallet`: a
   * session to grant or revoke (ERC-7715), neither a signature nor a transaction to the person.
   */
  approval?: 'signature' | 'transaction' | 'wallet' | undefined
  /** The latest notice, numbered so that the same one twice is shown twice. */
  notice: { id: number; kind: EmbeddedWalletNoticeKind } | undefined
}

/**
 * A Farcaster login as ConnectingFarcaster shows it: `loading` while the frame opens a channel,
 * `waiting` with the Farcaster app's link (the QR code) until the app approves, `failed` with the
 * error's `code` and, for the frame's own refusals, its `message`. An expired link is renewed.
 */
export type FarcasterLoginState =
  | { status: 'idle' | 'loading'; url?: undefined; code?: undefined }
  | { status: 'waiting'; url: string; code?: undefined }
  | ({
      status: 'failed'
      url?: undefined
      code: string
      message?: string | undefined
    } & FailureText)

/**
 * A social login as ConnectingSocial shows it: `waiting` while the provider's window is open
 * ("Connect in the provider window"), `retrieving` once it closed after the provider answered
 * ("Retrieving user data"), `failed` with the error's `code` (the `BaseError` subclass' name,
 * which the view translates) and, for the frame's own refusals, its `message`.
 */
export type SocialLoginState =
  | { status: 'idle'; provider?: undefined; code?: undefined }
  | { status: 'waiting' | 'retrieving'; provider: string; code?: undefined }
  | ({
      status: 'failed'
      provider: string
      code: string
      message?: string | undefined
    } & FailureText)

/**
 * A failed login's text for the person: the code of the server's (or the frame's) message and its
 * parameters, which the view translates; the English `message` is for when there is no code.
 */
export type FailureText = {
  messageCode?: MessageCode | undefined
  messageParams?: MessageParams | undefined
}

/**
 * The part of the client's state the e-mail wallet's host reads and writes: the modal's visibility
 * and views (for the approval), the connection's status, the e-mail wallet's state, and the theme and language the frame
 * follows. `createAirlock`'s store (`StoreApi<AirlockState>`) is one.
 */
export type EmbeddedHostState = {
  open: boolean
  router: RouterState
  embeddedWallet: EmbeddedWalletState
  /** Whether a wallet is connected (`connected`), for where a notice opens the modal. */
  eip155: { status: string }
  theme: Theme
  locale: string
}
