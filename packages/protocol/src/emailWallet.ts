import { z } from 'zod'
import { isEmail } from './validators/isEmail.js'
import { isOneTimeCode } from './validators/isOneTimeCode.js'

// The e-mail wallet's server API, `/auth/v1/email/*` on the Airlock server. Only the secure origin
// (`apps/secure`) calls it, with `credentials: 'include'`: the login attempt and the session are
// HttpOnly cookies, never visible to scripts. Errors are `{ name, message, details? }`.

/** An e-mail address a person can log in with (`isEmail`), at most 254 characters. */
export const emailAddress = z
  .string({ error: 'expected an e-mail address' })
  .trim()
  .refine(isEmail, 'expected an e-mail address')

/** A 6-digit one-time code, as typed (leading zeros count). */
export const oneTimeCode = z
  // A number is refused too: it would lose leading zeros.
  .string({ error: 'expected the 6-digit code' })
  .refine((value) => isOneTimeCode(value), 'expected the 6-digit code')

/**
 * The secure origin's name for this browser: random, kept in its own storage. 16–128 characters
 * of base64url. A known user logging in from a device it has not approved must click an e-mailed
 * link first.
 */
export const emailDeviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected 16 to 128 letters, digits, "-" or "_"')

/** One Shamir share of a 32-byte key: 33 bytes (the last is its x coordinate) as 0x-hex. */
export const walletShare = z
  .string()
  .regex(/^0x[0-9a-fA-F]{66}$/, 'expected 0x and 66 hexadecimal digits (a 33-byte share)')

/**
 * `POST /auth/v1/email/start`: send a code (or, for a known user on a device it has not approved,
 * a device-approval link) to `email`, for the dapp of `projectId`. `origin` is the dapp's origin as
 * the secure origin saw it; it must be one of the project's allowed origins and is named in the
 * e-mail. Sets the login-attempt cookie.
 */
export const emailStartRequest = z.object({
  email: emailAddress,
  projectId: z
    .string({ error: 'expected the project id' })
    .min(1, 'expected the project id')
    .max(128),
  deviceId: emailDeviceId.optional(),
  origin: z.string().max(2048).optional(),
})
export type EmailStartRequest = z.infer<typeof emailStartRequest>

/**
 * `POST /auth/v1/email/start` answer, the same for known and unknown addresses: `VERIFY_OTP`, a
 * code was sent (a new device's approval, if it needs one, comes after the code:
 * `POST /verify` answers `VERIFY_DEVICE`). `cooldownSeconds`: when a resend is allowed.
 */
export const emailStartResponse = z.object({
  action: z.literal('VERIFY_OTP'),
  cooldownSeconds: z.number().int().nonnegative(),
})
export type EmailStartResponse = z.infer<typeof emailStartResponse>

/** `GET /auth/v1/email/device/status` answer: whether the link of this attempt was used. */
export const emailDeviceStatusResponse = z.object({ approved: z.boolean() })
export type EmailDeviceStatusResponse = z.infer<typeof emailDeviceStatusResponse>

/**
 * `POST /auth/v1/email/device/resend` body: nothing (`{}`); the attempt cookie names the login
 * whose device waits for its approval link.
 */
export const emailDeviceResendRequest = z.strictObject({})
export type EmailDeviceResendRequest = z.infer<typeof emailDeviceResendRequest>

/**
 * `POST /auth/v1/email/device/resend` answer: a new approval link went out and the earlier one no
 * longer works. `expiresAt` (ISO 8601): when it expires, with the login; `cooldownSeconds`: when
 * another e-mail may be asked for.
 */
export const emailDeviceResendResponse = z.object({
  expiresAt: z.iso.datetime(),
  cooldownSeconds: z.number().int().nonnegative(),
})
export type EmailDeviceResendResponse = z.infer<typeof emailDeviceResendResponse>

/** `POST /auth/v1/email/verify`, `…/update-email/verify-primary` and `…/verify-secondary` body. */
export const emailCodeRequest = z.object({ code: oneTimeCode })

/**
 * `POST /auth/v1/email/wallet/recovery-code`: e-mail a code for recovery (its own purpose, never a
 * login code) to the fresh session's address; `projectId` names the dapp in the mail.
 */
export const recoveryCodeRequest = emailStartRequest.pick({ projectId: true })
export type RecoveryCodeRequest = z.infer<typeof recoveryCodeRequest>
export const recoveryCodeResponse = z.object({ cooldownSeconds: z.number().int().nonnegative() })
export type RecoveryCodeResponse = z.infer<typeof recoveryCodeResponse>
export type EmailCodeRequest = z.infer<typeof emailCodeRequest>

/**
 * The logged-in user: their e-mail (`null` for a wallet made by a social login, which has no
 * e-mail login) and, once a wallet is registered, its address.
 */
export const emailWalletUser = z.object({
  email: z.string().nullable(),
  address: z.string().nullable(),
})
export type EmailWalletUser = z.infer<typeof emailWalletUser>

/**
 * `POST /auth/v1/email/verify` answer. `{ user }`: logged in, the session cookie is set; `isNew`:
 * the account was created by this login (the secure origin then generates and registers the
 * wallet). `{ action: 'VERIFY_DEVICE', expiresAt }`: the code was right, but the address is known
 * and this device is new: an approval link went to the address, valid until `expiresAt` (ISO
 * 8601); poll `GET /device/status`, then send the same code again to log in.
 */
export const emailVerifyResponse = z.union([
  z.object({ user: emailWalletUser.extend({ isNew: z.boolean() }) }),
  z.object({ action: z.literal('VERIFY_DEVICE'), expiresAt: z.iso.datetime() }),
])
export type EmailVerifyResponse = z.infer<typeof emailVerifyResponse>

/** `GET /auth/v1/email/me` answer. */
export const emailMeResponse = z.object({ user: emailWalletUser })
export type EmailMeResponse = z.infer<typeof emailMeResponse>

/** `POST /auth/v1/email/sign-out` answer: whether a live session was revoked. */
export const emailSignOutResponse = z.object({ revoked: z.boolean() })
export type EmailSignOutResponse = z.infer<typeof emailSignOutResponse>

/** `POST /auth/v1/email/update-email/start` body: the address to move to. */
export const updateEmailStartRequest = z.object({ newEmail: emailAddress })
export type UpdateEmailStartRequest = z.infer<typeof updateEmailStartRequest>

/** `POST /auth/v1/email/update-email/start` answer: codes went to the current and new address. */
export const updateEmailStartResponse = z.object({
  action: z.literal('VERIFY_PRIMARY_OTP'),
  cooldownSeconds: z.number().int().nonnegative(),
})
export type UpdateEmailStartResponse = z.infer<typeof updateEmailStartResponse>

/** `POST /auth/v1/email/update-email/verify-primary` answer: now the new address's code. */
export const updateEmailVerifyPrimaryResponse = z.object({
  action: z.literal('VERIFY_SECONDARY_OTP'),
})
export type UpdateEmailVerifyPrimaryResponse = z.infer<typeof updateEmailVerifyPrimaryResponse>

/** `POST /auth/v1/email/update-email/verify-secondary` answer: the change is made. */
export const updateEmailVerifySecondaryResponse = z.object({ newEmail: z.string() })
export type UpdateEmailVerifySecondaryResponse = z.infer<typeof updateEmailVerifySecondaryResponse>

/**
 * A recovery share as the server receives it: sealed in the frame to the secure origin's own
 * recovery key (`sealRecoveryShare` in `apps/secure`: base64url of `{ v, epk, iv, ct }`), 1 to
 * 2,048 base64url characters. The server cannot open it; it refuses a share in the clear.
 */
export const recoveryShare = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,2048}$/,
    'expected a sealed recovery share (1 to 2048 base64url characters)',
  )

/**
 * `POST /auth/v1/email/wallet` body, once per user: the wallet's address and two of its three
 * shares. The server keeps the auth share under envelope encryption, and the recovery share, which
 * the secure origin sealed to its own recovery key, under the same data key; the device share never
 * leaves the secure origin.
 */
export const registerWalletRequest = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected 0x and 40 hexadecimal digits'),
  authShare: walletShare,
  recoveryShare,
})
export type RegisterWalletRequest = z.infer<typeof registerWalletRequest>

/** `POST /auth/v1/email/wallet` answer (201): the address, EIP-55 checksummed. */
export const registerWalletResponse = z.object({ address: z.string() })
export type RegisterWalletResponse = z.infer<typeof registerWalletResponse>

/**
 * `GET /auth/v1/email/wallet/recovery-share` answer: the sealed recovery share as registered, for
 * a session younger than 10 minutes (a new device right after its login).
 */
export const recoveryShareResponse = z.object({ recoveryShare: z.string() })
export type RecoveryShareResponse = z.infer<typeof recoveryShareResponse>

/** `GET /auth/v1/email/wallet/auth-share` answer: the auth share and the address it rebuilds. */
export const authShareResponse = z.object({ address: z.string(), authShare: walletShare })
export type AuthShareResponse = z.infer<typeof authShareResponse>
