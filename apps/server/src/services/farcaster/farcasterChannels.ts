import { randomInt, timingSafeEqual } from 'node:crypto'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { hashToken } from '../../auth/hashToken.js'
import type { FarcasterChannelRow } from '../../db/createFarcasterChannelRepository.js'
import {
  FarcasterChannelAnsweredError,
  FarcasterChannelNotFoundError,
  FarcasterRelayKeyError,
  FarcasterSignInRejectedError,
} from '../../errors/farcaster.js'
import { channelUrl, type FarcasterRelayContext } from './farcasterRelayContext.js'
import type {
  AuthenticateRequest,
  ChannelStatusResponse,
  CreateChannelRequest,
  CreateChannelResponse,
} from './relaySchemas.js'

// The public relay's alphabet (no 0, 1, I, O), at 24 characters: 120 bits, not guessable.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
// A channel token as this relay issues them.
const channelTokenPattern = /^[2-9A-HJ-NP-Z]{24}$/

function generateChannelToken() {
  return Array.from({ length: 24 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/**
 * Opens a channel (`POST /v1/channel`): stores the sign-in parameters, with a fresh nonce unless
 * one was given, under a new token that expires after the relay's channel lifetime.
 *
 * @param context - The relay's context.
 * @param parameters - The request, the caller's address, user agent and project.
 * @returns The token, the Farcaster app's link and the nonce.
 *
 * @example
 * import { openFarcasterChannel } from './services/farcaster/farcasterChannels.js'
 * const { channelToken, url } = await openFarcasterChannel(context, { request, ip, userAgent, projectId: undefined })
 */
export async function openFarcasterChannel(
  context: FarcasterRelayContext,
  p: {
    request: CreateChannelRequest
    ip: string
    userAgent: string
    projectId: string | undefined
  },
): Promise<CreateChannelResponse> {
  const channelToken = generateChannelToken()
  const nonce = p.request.nonce ?? generateSiweNonce()
  const time = context.now()
  await context.channels.open({
    tokenHash: hashToken(channelToken),
    projectId: p.projectId ?? null,
    nonce,
    siweUri: p.request.siweUri,
    domain: p.request.domain,
    notBefore: p.request.notBefore ?? null,
    expirationTime: p.request.expirationTime ?? null,
    requestId: p.request.requestId ?? null,
    redirectUrl: p.request.redirectUrl ?? null,
    acceptAuthAddress: p.request.acceptAuthAddress ?? true,
    ip: p.ip,
    userAgent: p.userAgent.slice(0, 512),
    createdAt: time,
    expiresAt: new Date(time.getTime() + context.channelTtlMs),
  })
  return { channelToken, url: channelUrl(channelToken), nonce }
}

/**
 * Takes the Farcaster app's answer (`POST /v1/channel/authenticate`), once. Before anything is
 * stored the answer must hold: the relay key (when set), a live unanswered channel, a message
 * whose `farcaster://fid/<fid>` is the body's `fid`, and `verifySignInMessage` with the channel's
 * nonce and domain against the ID registry. The profile then comes from the hub, falling back to
 * what the app sent.
 *
 * @param context - The relay's context.
 * @param parameters - The channel token, the relay key sent and the body.
 * @returns The channel's completed state.
 * @throws {FarcasterSignInRejectedError} The message does not hold.
 *
 * @example
 * import { authenticateFarcasterChannel } from './services/farcaster/farcasterChannels.js'
 * const status = await authenticateFarcasterChannel(context, { channelToken, relayKey, body })
 */
export async function authenticateFarcasterChannel(
  context: FarcasterRelayContext,
  p: { channelToken: string | undefined; relayKey: string | undefined; body: AuthenticateRequest },
): Promise<ChannelStatusResponse> {
  if (context.relayKey !== undefined && !sameKey(p.relayKey, context.relayKey))
    throw new FarcasterRelayKeyError()
  const channel = await liveChannel(context, p.channelToken)
  if (channel.completedAt) throw new FarcasterChannelAnsweredError()
  const { body } = p
  const resources = parseSiweMessage(body.message).resources ?? []
  if (!resources.includes(`farcaster://fid/${body.fid}`))
    throw new FarcasterSignInRejectedError({
      reason: `The message does not sign in as fid ${body.fid} (no farcaster://fid/${body.fid} resource).`,
    })
  const verified = await context.verifier.verify({
    nonce: channel.nonce,
    domain: channel.domain,
    message: body.message,
    signature: body.signature as `0x${string}`,
    acceptAuthAddress: channel.acceptAuthAddress,
  })
  if (verified.fid !== body.fid)
    throw new FarcasterSignInRejectedError({ reason: `The message signs in as another fid.` })
  const profile = await context.profiles.get(verified.fid)
  const completed = await context.channels.complete({
    tokenHash: channel.tokenHash,
    now: context.now(),
    answer: {
      message: body.message,
      signature: body.signature,
      authMethod: verified.authMethod,
      fid: verified.fid,
      custody: verified.signer,
      username: profile?.username ?? body.username ?? null,
      displayName: profile?.displayName ?? body.displayName ?? null,
      bio: profile?.bio ?? body.bio ?? null,
      pfpUrl: profile?.pfpUrl ?? body.pfpUrl ?? null,
      verifications: [],
    },
  })
  if (!completed) throw new FarcasterChannelAnsweredError()
  return toStatus(completed, p.channelToken as string)
}

/**
 * A channel's state (`GET /v1/channel/status`): `pending` until answered; the completed state is
 * answered once, and the channel is closed with it (single use).
 *
 * @param context - The relay's context.
 * @param channelToken - The bearer token.
 * @returns The state, and whether it is the completed one.
 *
 * @example
 * import { readFarcasterChannel } from './services/farcaster/farcasterChannels.js'
 * const { status, completed } = await readFarcasterChannel(context, channelToken)
 */
export async function readFarcasterChannel(
  context: FarcasterRelayContext,
  channelToken: string | undefined,
): Promise<{ status: ChannelStatusResponse; completed: boolean }> {
  const channel = await liveChannel(context, channelToken)
  if (!channel.completedAt)
    return { status: toStatus(channel, channelToken as string), completed: false }
  const closed = await context.channels.close({ tokenHash: channel.tokenHash, now: context.now() })
  if (!closed) throw new FarcasterChannelNotFoundError({ reason: 'unknown' })
  return { status: toStatus(channel, channelToken as string), completed: true }
}

async function liveChannel(context: FarcasterRelayContext, channelToken: string | undefined) {
  if (channelToken === undefined) throw new FarcasterChannelNotFoundError({ reason: 'no-token' })
  if (!channelTokenPattern.test(channelToken))
    throw new FarcasterChannelNotFoundError({ reason: 'unknown' })
  const channel = await context.channels.find({
    tokenHash: hashToken(channelToken),
    now: context.now(),
  })
  if (!channel) throw new FarcasterChannelNotFoundError({ reason: 'unknown' })
  return channel
}

function sameKey(sent: string | undefined, expected: string) {
  if (sent === undefined || sent.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected))
}

const optional = <value>(key: string, value: value | null) =>
  value === null ? {} : ({ [key]: value } as Record<string, value>)

function toStatus(channel: FarcasterChannelRow, channelToken: string): ChannelStatusResponse {
  return {
    state: channel.completedAt ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channelUrl(channelToken),
    ...optional('message', channel.message),
    ...optional('signature', channel.signature),
    ...optional('authMethod', channel.authMethod),
    ...optional('fid', channel.fid),
    ...optional('username', channel.username),
    ...optional('bio', channel.bio),
    ...optional('displayName', channel.displayName),
    ...optional('pfpUrl', channel.pfpUrl),
    ...optional('verifications', channel.verifications),
    ...optional('custody', channel.custody),
    signatureParams: {
      siweUri: channel.siweUri,
      domain: channel.domain,
      nonce: channel.nonce,
      ...optional('notBefore', channel.notBefore),
      ...optional('expirationTime', channel.expirationTime),
      ...optional('requestId', channel.requestId),
      ...optional('redirectUrl', channel.redirectUrl),
    },
    metadata: { ip: channel.ip, userAgent: channel.userAgent },
    acceptAuthAddress: channel.acceptAuthAddress,
  } as ChannelStatusResponse
}
