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
