import { z } from 'zod'

// Farcaster login into the embedded wallet (Sign In With Farcaster, FIP-11, through the server's
// own connect relay): the server's `/auth/v1/social/farcaster/*` API, called by the secure frame
// through the secure origin's proxy like the rest of social login. `start` opens a relay channel
// for the secure origin's domain and binds it to the browser (the social attempt cookie); `status`
// is polled until the Farcaster app has answered, and then logs the browser in, once.

/** `POST /auth/v1/social/farcaster/start`: begin a Farcaster login for the dapp of `projectId`. */
export const farcasterStartRequest = z.strictObject({
  projectId: z
    .string({ error: 'expected the project id' })
    .min(1, 'expected the project id')
    .max(128),
  deviceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected 16 to 128 letters, digits, "-" or "_"')
    .optional(),
  origin: z.string().max(2048).optional(),
})
export type FarcasterStartRequest = z.infer<typeof farcasterStartRequest>

/**
 * `POST /auth/v1/social/farcaster/start` answer: the Farcaster app's link (`farcaster://connect?
 * channelToken=…`, what the QR code holds), the attempt and how long the channel lives.
 */
export const farcasterStartResponse = z.object({
  url: z.string().startsWith('farcaster://connect?'),
  attemptId: z.string(),
  expiresInSeconds: z.number().int().positive(),
})
export type FarcasterStartResponse = z.infer<typeof farcasterStartResponse>

const chainId = z.union([z.string().min(1).max(64), z.number().int().positive()])

/** The frame requests of a Farcaster login, by name (merged into `appRequestPayloads`). */
export const farcasterRequestPayloads = {
  /** Starts a Farcaster login; answers the Farcaster app's link, what the QR code holds. */
  GET_FARCASTER_URI: z.undefined(),
  /**
   * Answers only once the Farcaster app approved (or the channel expired, an error): the wallet
   * of `(farcaster, fid)` is then created or restored. `chainId` is Airlock's addition.
   */
  CONNECT_FARCASTER: z.object({ chainId: chainId.optional() }).optional(),
} as const

/** The frame's answers to the Farcaster requests, by name (merged into `frameSuccessPayloads`). */
export const farcasterSuccessPayloads = {
  GET_FARCASTER_URI: z.object({
    url: z.string().startsWith('farcaster://connect?').max(512),
    /** How long the link works (Airlock's addition). */
    expiresInSeconds: z.number().int().positive().optional(),
  }),
  CONNECT_FARCASTER: z.union([
    z.object({
      userName: z.string(),
      /** The wallet's address and chain (Airlock's additions). */
      address: z.string().optional(),
      chainId: chainId.optional(),
    }),
    /**
     * Airlock's: the wallet also has an e-mail and this device has no share of it: a recovery
     * code went to `email`, and `CONNECT_SOCIAL_OTP` carries it (as after a social login).
     */
    z.object({
      action: z.literal('VERIFY_RECOVERY_OTP'),
      email: z.string(),
      provider: z.literal('farcaster'),
    }),
  ]),
} as const
