// The shape of the secure frame's texts, apart from the catalogues so that each language's file
// can be typed by it without importing frameMessages.ts (which imports them).
import type { ApprovalRequest } from '../approvalRequest.js'

/** The frame's texts in one language. */
export type FrameMessages = {
  title: Record<ApprovalRequest['kind'], string>
  /** Who asks, and on which network (its name, from the secure origin's configuration). */
  requestedBy: (origin: string, network: string) => string
  /** A network the secure origin has no name for. */
  unknownNetwork: (chainId: string) => string
  detailsLabel: string
  to: string
  newContract: string
  amount: string
  data: string
  dataBytes: (bytes: number) => string
  fee: string
  /** While the fee and the price are read. */
  estimating: string
  /** The fee could not be estimated. */
  unavailable: string
  /** In place of the fee: the paymaster sponsors the operation, the user pays none. */
  sponsored: string
  reject: string
  approve: string
  /** A dapp's session key, in plain words (`wallet_grantPermissions`). */
  session: {
    /** How often a spend limit resets; `total` when it never does. */
    periods: Record<'hour' | 'day' | 'week' | 'total', string>
    /** "May spend up to 10 USDC per day on 0x… until 3 Dec 2026, 17:00". */
    spend: (amount: string, per: string, contract: string, until: string) => string
    /** "May call transfer on 0x… until …". */
    call: (fn: string, contract: string, until: string) => string
  }
  /** A batch's call, numbered (`wallet_sendCalls`). */
  call: (index: number, total: number) => string
  /** An ERC-20 call's token, and who an approval lets spend it. */
  token: string
  spender: string
  /** A batch's promise: atomic. */
  atomic: string
  /** What revoking a session means (`wallet_revokePermissions`). */
  sessionEnds: string
  /** EIP-5792 `wallet_showCallsStatus`: a batch's status screen. */
  callsStatus: {
    title: string
    pending: string
    confirmed: string
    failed: string
    /** The label of the batch's transaction hash (a link when the network has an explorer). */
    transaction: string
    close: string
  }
  /** The social login popup's pages. */
  social: {
    connecting: (provider: string) => string
    loggingIn: string
    done: string
    verifyOtp: string
    failed: (status: number) => string
    offline: string
    /** The server's refusal of the provider's answer, by its code (`socialErrorMessages`). */
    refused: SocialRefusals
  }
}

/** The codes the server answers the social callback with, each with its text. */
export type SocialRefusals = {
  socialAttemptMissing: string
  socialAttemptUsed: string
  socialAttemptCanceled: string
  socialAttemptExpired: string
  socialLoginCancelled: (provider: string) => string
  socialLoginRefused: (provider: string) => string
  socialAnswerUntrusted: (provider: string) => string
  socialProviderUnavailable: (provider: string) => string
  socialIdentityInUse: (provider: string) => string
}
