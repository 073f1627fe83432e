import { z } from 'zod'
import { languageTag } from './languageTag.js'
import { isOneTimeCode } from './validators/isOneTimeCode.js'

// Social login into the embedded wallet: the server's `/auth/v1/social/*` API (called by the
// secure origin only, through its own proxy, like `/auth/v1/email/*`), the secure origin's popup
// pages, and the frame messages the modal sends for it (model-product §4.2, §4.3, §4.7).
//
// The flow: the modal opens a popup at `<secure origin>/social/loading` inside the click, asks the
// frame for the provider's authorization URL (`GET_SOCIAL_REDIRECT_URI`; the frame starts the
// attempt at the server, which binds it to this browser with an HttpOnly cookie), navigates the
// popup there and sends `CONNECT_SOCIAL`, which the frame answers once the provider has sent the
// popup back to `<secure origin>/social/callback`. That page completes the login at the server and
// tells the frame over a `BroadcastChannel` of the secure origin: the dapp page never sees the
// code, the tokens or the result, only the frame's answer.

/**
 * A social login's id: one of the built-in providers (`google`, `x`, `discord`, `apple`, `github`,
 * `facebook`) or an OpenID Connect provider the operator added (`OIDC_<NAME>_ISSUER` gives
 * `<name>` in lower case, `_` as `-`). 1 to 32 characters: a lower-case letter, then lower-case
 * letters, digits or `-`.
 */
export const socialLoginId = z
  .string({ error: 'expected a social provider id' })
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'expected a social provider id such as google or github')
export type SocialLoginId = z.infer<typeof socialLoginId>

const chainId = z.union([z.string().min(1).max(64), z.number().int().positive()])
const accountType = z.enum(['eoa', 'smartAccount'])
const otp = z
  .string({ error: 'expected the 6-digit code' })
  .refine((value) => isOneTimeCode(value), 'expected the 6-digit code')

/**
 * `POST /auth/v1/social/start`: begin a login (or, for a logged-in session with `link: true`, the
 * linking of another social account) with `provider` for the dapp of `projectId`. `origin` is the
 * dapp's origin as the frame saw it (one of the project's allowed origins); `deviceId` the secure
 * origin's name for this browser. Sets the attempt cookie.
 */
export const socialStartRequest = z.object({
  provider: socialLoginId,
  projectId: z
    .string({ error: 'expected the project id' })
    .min(1, 'expected the project id')
    .max(128),
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected 16 to 128 letters, digits, "-" or "_"')
    .optional(),
  origin: z.string().max(2048).optional(),
  link: z.boolean().optional(),
  /** The modal's language: asked of the provider's pages as `ui_locales`. */
  locale: languageTag.optional(),
})
export type SocialStartRequest = z.infer<typeof socialStartRequest>

/**
 * `POST /auth/v1/social/start` answer: the provider's authorization URL to open in the popup, and
 * the attempt's public id (the callback page names it to the frame).
 */
export const socialStartResponse = z.object({
  uri: z.string().url(),
  attemptId: z.string(),
  expiresInSeconds: z.number().int().positive(),
})
export type SocialStartResponse = z.infer<typeof socialStartResponse>

/**
 * `POST /auth/v1/social/callback`: the provider's authorization response as the secure origin's
 * callback page received it (query or `form_post`).
 */
export const socialCallbackRequest = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
})
export type SocialCallbackRequest = z.infer<typeof socialCallbackRequest>

/** A social account linked to a wallet, as the account settings show it. */
export const socialIdentity = z.object({
  id: z.string(),
  provider: socialLoginId,
  /** The e-mail the provider gave, if any. */
  email: z.string().nullable(),
  /** Whether the provider vouched for that e-mail. */
  emailVerified: z.boolean(),
  /** The provider's user name (`@alice`), or its display name. */
  username: z.string().nullable(),
  linkedAt: z.string(),
})
export type SocialIdentity = z.infer<typeof socialIdentity>

/**
 * Where a social attempt ended: `CONNECTED` (a session for the wallet), `VERIFY_OTP` (the
 * provider's verified e-mail belongs to an e-mail wallet: a code went to it, `POST
 * /auth/v1/social/link/verify` finishes), `LINKED` (linked to the logged-in wallet) or `FAILED`
 * (with the error). `PENDING` while the popup is still at the provider.
 */
export const socialAttemptStatus = z.enum([
  'PENDING',
  'CONNECTED',
  'VERIFY_OTP',
  'LINKED',
  'FAILED',
])
export type SocialAttemptStatus = z.infer<typeof socialAttemptStatus>

/**
 * `POST /auth/v1/social/callback` and `GET /auth/v1/social/status` answer. `email`: for
 * `VERIFY_OTP`, the wallet's address the code went to; `identity`: the social account that logged
 * in or was linked; `error`: for `FAILED`.
 */
export const socialAttemptResponse = z.object({
  attemptId: z.string(),
  status: socialAttemptStatus,
  provider: socialLoginId,
  email: z.string().optional(),
  identity: socialIdentity.optional(),
  /** Why a `FAILED` attempt failed: `code` and `params` for the person (see `errorBody`). */
  error: z
    .object({
      name: z.string(),
      message: z.string(),
      code: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
})
export type SocialAttemptResponse = z.infer<typeof socialAttemptResponse>

/** `POST /auth/v1/social/link/verify` body: the code e-mailed to confirm the first link. */
export const socialLinkVerifyRequest = z.object({ code: otp })
export type SocialLinkVerifyRequest = z.infer<typeof socialLinkVerifyRequest>

/** `GET /auth/v1/social/identities` answer: the wallet's social accounts and whether it has an e-mail login. */
export const socialIdentitiesResponse = z.object({
  identities: z.array(socialIdentity),
  emailLogin: z.boolean(),
})
export type SocialIdentitiesResponse = z.infer<typeof socialIdentitiesResponse>

/** `POST /auth/v1/social/unlink` body: the identity to remove (never the last way in). */
export const socialUnlinkRequest = z.object({
  id: z.string().regex(/^\d{1,19}$/, 'expected an identity id'),
})
export type SocialUnlinkRequest = z.infer<typeof socialUnlinkRequest>

/**
 * `POST /auth/v1/social/cancel` body: the modal gave the browser's attempt up (Back on
 * ConnectingSocial). `attemptId`: only that attempt (a newer one of this browser stays).
 */
export const socialCancelRequest = z.object({ attemptId: z.string().max(64).optional() })
export type SocialCancelRequest = z.infer<typeof socialCancelRequest>

/**
 * The callback page's message to the frame on `socialResultChannel`: an attempt came back (its id
 * when the server named it). Only a wake-up: the frame reads the outcome from the server itself.
 */
export const socialResultMessage = z.object({
  type: z.literal('airlock-social-result'),
  attemptId: z.string().max(64).optional(),
})
export type SocialResultMessage = z.infer<typeof socialResultMessage>

/** The frame requests of a social login, by name (merged into `appRequestPayloads`). */
export const socialRequestPayloads = {
  /**
   * Starts an attempt with `provider`; answers the provider's authorization URL, which the modal
   * opens in its popup. `link: true` (Airlock's addition) links another social account to the
   * logged-in wallet instead of logging in.
   */
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialLoginId, link: z.boolean().optional() }),
  /**
   * Waits for the attempt started by `GET_SOCIAL_REDIRECT_URI` to come back from the provider,
   * then creates or restores the wallet. `uri`: the authorization URL (the model product sends
   * the popup's result URL here; the secure origin hands the result to the frame itself).
   */
  CONNECT_SOCIAL: z.object({
    uri: z.string().max(4096),
    preferredAccountType: accountType.optional(),
    chainId: chainId.optional(),
  }),
  /** The code e-mailed to confirm linking a social account to an e-mail wallet (Airlock's). */
  CONNECT_SOCIAL_OTP: z.object({ otp }),
  /** The logged-in wallet's social accounts, and whether it has an e-mail login (Airlock's). */
  GET_SOCIAL_IDENTITIES: z.undefined(),
  /** Unlinks one of the wallet's social accounts; never the last way in (Airlock's). */
  UNLINK_SOCIAL: socialUnlinkRequest,
  /**
   * Gives the attempt in progress up (Back on ConnectingSocial, Airlock's): the frame stops
   * waiting, and the server ends the attempt, so its callback, should it still come, logs no one in.
   */
  CANCEL_SOCIAL: z.undefined(),
} as const

const socialUser = z.object({
  email: z.string().nullable().optional(),
  address: z.string(),
  chainId,
  accounts: z.array(z.object({ address: z.string(), type: accountType })).optional(),
  userName: z.string().nullable().optional(),
  preferredAccountType: accountType.optional(),
  /** The social provider that logged in (Airlock's addition). */
  provider: socialLoginId.optional(),
})

// Logged in, on a device without the wallet's share, to a wallet with an e-mail address: a
// recovery code went to `email`, and the next `CONNECT_SOCIAL_OTP` carries it (as after an e-mail
// login on a new device).
const recoveryNeeded = z.object({
  action: z.literal('VERIFY_RECOVERY_OTP'),
  email: z.string(),
  provider: socialLoginId,
})

/** The frame's answers to the social requests, by name (merged into `frameSuccessPayloads`). */
export const socialSuccessPayloads = {
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().url() }),
  /**
   * The connected wallet; `{ action: 'VERIFY_OTP', email }` when linking to the e-mail wallet of
   * `email` needs the code sent there first; `{ action: 'VERIFY_RECOVERY_OTP', email }` when this
   * device must restore the wallet with the recovery code sent there. Both go on with
   * `CONNECT_SOCIAL_OTP`.
   */
  CONNECT_SOCIAL: z.union([
    socialUser,
    z.object({ action: z.literal('VERIFY_OTP'), email: z.string(), provider: socialLoginId }),
    recoveryNeeded,
  ]),
  /** The connected wallet, or, after a link code on a new device, the recovery code to ask for. */
  CONNECT_SOCIAL_OTP: z.union([socialUser, recoveryNeeded]),
  GET_SOCIAL_IDENTITIES: socialIdentitiesResponse,
  UNLINK_SOCIAL: socialIdentitiesResponse,
  CANCEL_SOCIAL: z.undefined(),
} as const
