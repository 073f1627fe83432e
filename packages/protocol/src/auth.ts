import { z } from 'zod'

// Sign in with a wallet (SIWX over EIP-4361) against the Airlock server's `/auth/v1/*`, with the
// paths and shapes of the model product's Cloud-Auth API. Every call carries `?projectId=`.

/**
 * `GET /auth/v1/nonce`: a single-use nonce to put in the message, and the token that binds it to
 * this client. Send the token back as `x-nonce-jwt: Bearer <token>` with `authenticate`.
 */
export const authNonceResponse = z.object({ nonce: z.string(), token: z.string() })
export type AuthNonceResponse = z.infer<typeof authNonceResponse>

/**
 * `POST /auth/v1/authenticate` body (JSON; `text/plain` is accepted too, as the model client
 * sends it): the EIP-4361 `message`, the account's `signature` of it, and optionally the client's
 * own view of the message fields (`data`), stored with the session. `clientId` and `walletInfo`
 * are what model clients add; they are accepted and ignored.
 */
export const authenticateRequest = z.object({
  message: z.string(),
  signature: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
  clientId: z.string().nullish(),
  walletInfo: z.unknown().optional(),
})
export type AuthenticateRequest = z.infer<typeof authenticateRequest>

/**
 * `POST /auth/v1/authenticate` answer: the session token, for `Authorization: Bearer <token>`. The
 * same token is set as an HttpOnly cookie.
 */
export const authenticateResponse = z.object({ token: z.string() })
export type AuthenticateResponse = z.infer<typeof authenticateResponse>

/**
 * `GET /auth/v1/me`: the signed-in session. `chainId` is the message's chain (a number, as 1.7.x
 * clients read it) and `caip2Network` the same as CAIP-2 (as later clients read it). With
 * `?includeAppKitAccount=true` the account's stored metadata comes along.
 */
export const authSessionResponse = z.object({
  address: z.string(),
  /** The EVM chain id; for a Sign In With Solana session its cluster's CAIP-2 reference. */
  chainId: z.union([z.number().int().positive(), z.string()]),
  caip2Network: z.string(),
  /** When the server created the session (ISO 8601). */
  issuedAt: z.string(),
  /** When it stops working (ISO 8601), unless it is signed out before. */
  expiresAt: z.string(),
  appKitAccount: z
    .object({
      address: z.string(),
      caip2_chain: z.string(),
      metadata: z.record(z.string(), z.unknown()).nullable(),
    })
    .optional(),
})
export type AuthSessionResponse = z.infer<typeof authSessionResponse>

/** `PUT /auth/v1/account-metadata` body and answer: a small JSON object, or null to clear it. */
export const accountMetadataRequest = z.object({
  metadata: z.record(z.string(), z.unknown()).nullable(),
})
export type AccountMetadataRequest = z.infer<typeof accountMetadataRequest>

/** `POST /auth/v1/sign-out` answer: whether a live session was revoked (false: there was none). */
export const signOutResponse = z.object({ revoked: z.boolean() })
export type SignOutResponse = z.infer<typeof signOutResponse>
