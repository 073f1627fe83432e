import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import type { Logger } from '../createLogger.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { projectId as projectIdSchema } from '../db/createProjectRepository.js'
import { FarcasterRateLimitedError } from '../errors/farcaster.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../errors/project.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { anyOriginCors } from '../middleware/anyOriginCors.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { readJsonBody } from '../middleware/readJsonBody.js'
import { upstreamErrorHandler } from '../middleware/upstreamErrorHandler.js'
import {
  authenticateFarcasterChannel,
  openFarcasterChannel,
  readFarcasterChannel,
} from '../services/farcaster/farcasterChannels.js'
import type { FarcasterRelayContext } from '../services/farcaster/farcasterRelayContext.js'
import { authenticateRequest, createChannelRequest } from '../services/farcaster/relaySchemas.js'

export type FarcasterRelayRoutesParameters = {
  context: FarcasterRelayContext
  projects: Pick<ProjectRepository, 'get'>
  logger: Logger
  /** Channels opened per IP and per project per minute, or `false`. Defaults to 30 and 600. */
  rateLimit?: { perIp: number; perProject: number } | false
  /** `TRUSTED_PROXIES`. Defaults to none. */
  trustedProxies?: readonly string[]
  /** The peer's address. Defaults to the socket's. */
  remoteAddress?: (c: Context) => string | undefined
  /** Where the counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
}

const maxBodyBytes = 16 * 1024

/**
 * Farcaster's connect relay, with the public relay's API, so `@farcaster/auth-client`'s app and
 * wallet clients work against it unmodified: `POST /v1/channel` → 201 `{ channelToken, url,
 * nonce }`; `POST /v1/channel/authenticate` (the Farcaster app, `Authorization: Bearer <token>`)
 * → 201 and the completed state; `GET /v1/channel/status` (bearer) → 202 pending, 200 completed
 * (once: the channel closes). Any origin may call it (CORS `*`, no cookies). Channel creation is
 * limited per IP and per project (`projectId` query or `x-project-id`, optional).
 *
 * @param parameters - The relay's context, projects, limits and logger.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { farcasterRelayRoutes } from './routes/farcasterRelay.js'
 * app.route('/', farcasterRelayRoutes({ context, projects, logger }))
 */
export function farcasterRelayRoutes(parameters: FarcasterRelayRoutesParameters) {
  const { context, projects, logger, limiters = memoryRateLimiters } = parameters
  const { rateLimit = { perIp: 30, perProject: 600 } } = parameters
  const trusted = new Set(parameters.trustedProxies ?? defaultTrustedProxies)
  const now = () => context.now().getTime()
  const limits = rateLimit
    ? {
        ip: limiters('farcaster-channel-ip', { max: rateLimit.perIp, windowMs: 60_000, now }),
        project: limiters('farcaster-channel-project', {
          max: rateLimit.perProject,
          windowMs: 60_000,
          now,
        }),
      }
    : undefined
  const address = (c: Context) =>
    clientAddress(c, parameters.remoteAddress ?? socketAddress, trusted)
  let lastSweep = 0

  return new Hono()
    .use('/v1/channel', anyOriginCors())
    .use('/v1/channel/*', anyOriginCors())
    .post('/v1/channel', async (c) => {
      const ip = address(c)
      const projectId = await optionalProject(c, projects)
      await limit(limits?.ip, ip, 'ip')
      if (projectId) await limit(limits?.project, projectId, 'project')
      const request = await readJson(c, createChannelRequest)
      const userAgent = c.req.header('user-agent') ?? 'Unknown'
      const created = await openFarcasterChannel(context, { request, ip, userAgent, projectId })
      if (now() - lastSweep > 60_000) {
        lastSweep = now()
        context.channels
          .sweep({ before: new Date(lastSweep - 3_600_000) })
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'sweeping Farcaster channels failed'),
          )
      }
      return c.json(created, 201)
    })
    .post('/v1/channel/authenticate', async (c) => {
      const body = await readJson(c, authenticateRequest)
      const status = await authenticateFarcasterChannel(context, {
        channelToken: bearer(c),
        relayKey:
          c.req.header('x-farcaster-auth-relay-key') ??
          c.req.header('x-farcaster-connect-auth-key'),
        body,
      })
      return c.json(status, 201)
    })
    .get('/v1/channel/status', async (c) => {
      const { status, completed } = await readFarcasterChannel(context, bearer(c))
      return c.json(status, completed ? 200 : 202)
    })
    .onError(upstreamErrorHandler(logger))
}

async function limit(
  limiter: { hit: (key: string) => Promise<number> | number } | undefined,
  key: string,
  scope: 'ip' | 'project',
) {
  const retryAfterSeconds = (await limiter?.hit(key)) ?? 0
  if (retryAfterSeconds > 0) throw new FarcasterRateLimitedError({ retryAfterSeconds, scope })
}

async function optionalProject(c: Context, projects: Pick<ProjectRepository, 'get'>) {
  const id = c.req.query('projectId') || c.req.header('x-project-id')
  if (!id) return undefined
  if (!projectIdSchema.safeParse(id).success) throw new InvalidProjectIdError({ id })
  try {
    return (await projects.get(id)).id
  } catch (error) {
    if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
    throw error
  }
}

function bearer(c: Context) {
  const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')
  return match?.[1]
}

// The Farcaster app's bodies come from anywhere: JSON only, storable, at most 16 KiB.
function readJson<schema extends z.ZodType>(c: Context, schema: schema) {
  return readJsonBody(c, schema, { limit: maxBodyBytes, storable: true })
}
