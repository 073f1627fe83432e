import { type FarcasterStartResponse, socialLoginLimits } from '@airlock/protocol'
import { farcasterStartRequest } from '@airlock/protocol/schemas'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Logger } from '../createLogger.js'
import { emailCookieName } from '../email/emailCookieName.js'
import { FarcasterRateLimitedError } from '../errors/farcaster.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { readJsonBody } from '../middleware/readJsonBody.js'
import { requireSecureOrigin } from '../middleware/requireSecureOrigin.js'
import { upstreamErrorHandler } from '../middleware/upstreamErrorHandler.js'
import { pollFarcasterLogin, startFarcasterLogin } from '../services/farcaster/farcasterLogin.js'
import type { FarcasterRelayContext } from '../services/farcaster/farcasterRelayContext.js'
import {
  type CreateSocialContextParameters,
  createSocialContext,
} from '../services/social/createSocialContext.js'

export type FarcasterAuthRoutesParameters = CreateSocialContextParameters & {
  relay: FarcasterRelayContext
  /** Whether cookies are `Secure` and `__Host-`. */
  secureCookies: boolean
  logger: Logger
  /** Logins started per IP per minute, or `false`. Defaults to 30. */
  rateLimit?: number | false
  trustedProxies?: readonly string[]
  remoteAddress?: (c: Context) => string | undefined
  limiters?: RateLimiters
}

const prefix = '/auth/v1/social/farcaster'

// How much longer than its link the browser keeps a Farcaster login's attempt cookie.
const attemptCookieGraceMs = 60_000

/**
 * Farcaster login into the embedded wallet, for the secure origin only, in the social login's
 * attempts and the e-mail wallet's sessions: `POST /start` `{ projectId, origin?, deviceId? }` →
 * `{ url, attemptId, expiresInSeconds }` and the attempt cookie; `GET /status` → the attempt
 * (`PENDING` until the Farcaster app answers, then `CONNECTED` once, with the session cookie), or
 * 410 `FarcasterLoginExpiredError` when the channel expired. See `services/farcaster/farcasterLogin.ts`.
 *
 * @param parameters - The social context's parameters, the relay's context and limits.
 * @returns Routes to mount with `app.route('/', …)`, before `socialAuthRoutes`.
 *
 * @example
 * import { farcasterAuthRoutes } from './routes/farcasterAuth.js'
 * app.route('/', farcasterAuthRoutes({ ...socialParameters, relay, secureCookies, logger }))
 */
export function farcasterAuthRoutes(parameters: FarcasterAuthRoutesParameters) {
  const { secureCookies, logger, relay, rateLimit = 30, limiters = memoryRateLimiters } = parameters
  const trusted = new Set(parameters.trustedProxies ?? defaultTrustedProxies)
  const social = createSocialContext({ ...parameters, now: relay.now })
  const limiter = rateLimit
    ? limiters('farcaster-login-ip', {
        max: rateLimit,
        windowMs: 60_000,
        now: () => relay.now().getTime(),
      })
    : undefined
  const sessionCookie = emailCookieName('session', secureCookies)
  // The social login's attempt cookie: one login at a time per browser, whichever kind.
  const attemptCookie = `${secureCookies ? '__Host-' : ''}airlock-social-attempt`
  const cookie = (maxAgeMs: number) =>
    ({
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.floor(maxAgeMs / 1000),
    }) as const

  return new Hono()
    .use(`${prefix}/*`, requireSecureOrigin(parameters.secureOrigin))
    .post(`${prefix}/start`, async (c) => {
      const ip = clientAddress(c, parameters.remoteAddress ?? socketAddress, trusted)
      const retryAfterSeconds = (await limiter?.hit(ip)) ?? 0
      if (retryAfterSeconds > 0)
        throw new FarcasterRateLimitedError({ retryAfterSeconds, scope: 'ip' })
      const request = await readJsonBody(c, farcasterStartRequest, {
        limit: socialLoginLimits.maxBodyBytes,
        storable: true,
      })
      const started = await startFarcasterLogin(
        { social, relay },
        { request, ip, userAgent: c.req.header('user-agent') ?? 'Unknown' },
      )
      // The cookie outlives the link by a minute: the poll right after the link expired still
      // names the attempt, and is answered FarcasterLoginExpiredError (the modal shows a new
      // link), not "no login in this browser" (the modal gives up).
      setCookie(c, attemptCookie, started.token, cookie(relay.channelTtlMs + attemptCookieGraceMs))
      const { url, attemptId, expiresInSeconds } = started
      return c.json({ url, attemptId, expiresInSeconds } satisfies FarcasterStartResponse)
    })
    .get(`${prefix}/status`, async (c) => {
      const { response, sessionToken } = await pollFarcasterLogin(
        { social, relay },
        { attemptToken: getCookie(c, attemptCookie), sessionToken: getCookie(c, sessionCookie) },
      )
      if (sessionToken)
        setCookie(c, sessionCookie, sessionToken, cookie(social.limits.sessionAbsoluteMs))
      return c.json(response)
    })
    .onError(upstreamErrorHandler(logger))
}
