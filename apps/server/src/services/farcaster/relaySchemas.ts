import { z } from 'zod'

const isoDateTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time' })

/**
 * `POST /v1/channel`: the public relay's body (FIP-11's Sign In With Farcaster parameters).
 * Unknown fields are refused, as the public relay does.
 */
export const createChannelRequest = z.strictObject({
  siweUri: z.url({ error: 'expected a URL' }).max(2048),
  domain: z
    .string()
    .max(253)
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'expected a host name, with an optional port'),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,96}$/, 'expected 8 to 96 letters and digits')
    .optional(),
  notBefore: isoDateTime.optional(),
  expirationTime: isoDateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url({ error: 'expected a URL' }).max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
export type CreateChannelRequest = z.infer<typeof createChannelRequest>

/** `POST /v1/channel/authenticate`: what the Farcaster app posts, as the public relay takes it. */
export const authenticateRequest = z.strictObject({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, 'expected a 65-byte hex signature'),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/,
      'expected a Farcaster username (up to 16 of a-z, 0-9 and -, optionally .eth)',
    )
    .optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: z.url({ error: 'expected a URL' }).max(2048).optional(),
})
export type AuthenticateRequest = z.infer<typeof authenticateRequest>

/** A channel's state as `GET /v1/channel/status` and `POST /v1/channel/authenticate` answer it. */
export type ChannelStatusResponse = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  message?: string
  signature?: string
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  verifications?: string[]
  custody?: string
  signatureParams: {
    siweUri: string
    domain: string
    nonce: string
    notBefore?: string
    expirationTime?: string
    requestId?: string
    redirectUrl?: string
  }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
}

/** `POST /v1/channel`'s answer. */
export type CreateChannelResponse = { channelToken: string; url: string; nonce: string }
