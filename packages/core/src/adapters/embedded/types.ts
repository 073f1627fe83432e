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
  /** The latest notice, numbered so that the same one twice is shown twice. */
  notice: { id: number; kind: EmbeddedWalletNoticeKind } | undefined
}
