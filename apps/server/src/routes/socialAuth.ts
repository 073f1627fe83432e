import { type SocialStartResponse, socialLoginLimits } from '@airlock/protocol'
import {
  socialCallbackRequest,
  socialCancelRequest,
  socialLinkVerifyRequest,
  socialStartRequest,
  socialUnlinkRequest,
} from '@airlock/protocol/schemas'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { z } from 'zod'
import type { Logger } from '../createLogger.js'
import { emailCookieName } from '../email/emailCookieName.js'
import { SocialRateLimitedError } from '../errors/socialAuth.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { readJsonBody } from '../middleware/readJsonBody.js'
import { requireSecureOrigin } from '../middleware/requireSecureOrigin.js'
import { upstreamErrorHandler } from '../middleware/upstreamErrorHandler.js'
import { cancelSocialLogin } from '../services/social/cancelSocialLogin.js'
import { completeSocialLogin } from '../services/social/completeSocialLogin.js'
import {
  type CreateSocialContextParameters,
  createSocialContext,
} from '../services/social/createSocialContext.js'
import { createSocialSweeper } from '../services/social/createSocialSweeper.js'
import { listSocialIdentities } from '../services/social/listSocialIdentities.js'
import { readSocialAttempt } from '../services/social/readSocialAttempt.js'
import { requireWalletSession } from '../services/social/requireWalletSession.js'
import { startSocialLogin } from '../services/social/startSocialLogin.js'
import { unlinkSocialIdentity } from '../services/social/unlinkSocialIdentity.js'
import { verifySocialLink } from '../services/social/verifySocialLink.js'

export type SocialAuthRoutesParameters = CreateSocialContextParameters & {
  /** Whether cookies are `Secure` and `__Host-` (browsers reach the server over https). */
  secureCookies: boolean
  logger: Logger
  /** Starts and link-code checks per IP per 5 minutes, or `false`. Defaults to 30. */
  rateLimit?: number | false
  /** `TRUSTED_PROXIES`. Defaults to the loopback addresses. */
  trustedProxies?: readonly string[]
  /** The peer's address. Defaults to the socket's. */
  remoteAddress?: (c: Context) => string | undefined
  /** Where the per-IP counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
}

const prefix = '/auth/v1/social'

/**
 * Social login into the embedded wallet, for the secure origin only (`requireSecureOrigin`), in
 * the e-mail wallet's sessions: `POST /start` → `{ uri, attemptId }` and the attempt cookie;
 * `POST /callback` (the provider's answer) → the attempt's end, and for `CONNECTED` the session
 * cookie (a link code's e-mail in its `Accept-Language`); `POST /cancel` `{ attemptId }` (the
 * modal gave it up: its callback is refused); `GET /status`; `POST /link/verify` `{ code }`;
 * `GET /identities`; `POST /unlink` `{ id }`. See `services/social/` for what each checks. A
 * provider that is down answers 502.
 *
 * @param parameters - Database, providers, mailer, keys and the secure origin.
 * @returns Routes to mount with `app.route('/', …)`, before `authRoutes`.
 *
 * @example
 * import { socialAuthRoutes } from './routes/socialAuth.js'
 * app.route('/', socialAuthRoutes({ db, projects, clients, mailer, keys, secureOrigin, secureCookies, logger }))
 */
export function socialAuthRoutes(parameters: SocialAuthRoutesParameters) {
  const { secureCookies, logger, now = () => new Date(), rateLimit = 30 } = parameters
  const { limiters = memoryRateLimiters } = parameters
  const trusted = new Set(parameters.trustedProxies ?? defaultTrustedProxies)
  const context = createSocialContext({ ...parameters, now })
  const limiter = rateLimit
    ? limiters('social', { max: rateLimit, windowMs: 300_000, now: () => now().getTime() })
    : undefined
  const limit = async (c: Context) => {
    const retryAfterSeconds =
      (await limiter?.hit(clientAddress(c, parameters.remoteAddress ?? socketAddress, trusted))) ??
      0
    if (retryAfterSeconds === 0) return
    c.header('Retry-After', String(retryAfterSeconds))
    throw new SocialRateLimitedError({ retryAfterSeconds })
  }
  const sessionCookie = emailCookieName('session', secureCookies)
  const attemptCookie = `${secureCookies ? '__Host-' : ''}airlock-social-attempt`
  const cookie = (maxAgeMs: number) =>
    ({
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.floor(maxAgeMs / 1000),
    }) as const
  const tokens = (c: Context) => ({
    attemptToken: getCookie(c, attemptCookie),
    sessionToken: getCookie(c, sessionCookie),
    locale: c.req.header('accept-language'),
  })
  // How the browser's attempt stands, after any of the routes below.
  const attemptOf = (c: Context) => readSocialAttempt(context, tokens(c).attemptToken)
  const sweep = createSocialSweeper(context, logger)

  return new Hono()
    .use(`${prefix}/*`, requireSecureOrigin(parameters.secureOrigin))
    .post(`${prefix}/start`, async (c) => {
      await limit(c)
      const request = await readJson(c, socialStartRequest)
      const { sessionToken } = tokens(c)
      const started = await startSocialLogin(context, { request, sessionToken })
      setCookie(c, attemptCookie, started.token, cookie(socialLoginLimits.attemptTtlMs))
      sweep()
      const { uri, attemptId, expiresInSeconds } = started
      return c.json({ uri, attemptId, expiresInSeconds } satisfies SocialStartResponse)
    })
    .post(`${prefix}/callback`, async (c) => {
      const response = await readJson(c, socialCallbackRequest)
      const result = await completeSocialLogin(context, { response, ...tokens(c) })
      if (result.status === 'CONNECTED')
        setCookie(c, sessionCookie, result.sessionToken, cookie(context.limits.sessionAbsoluteMs))
      return c.json(await attemptOf(c))
    })
    .post(`${prefix}/cancel`, async (c) => {
      const { attemptId } = await readJson(c, socialCancelRequest)
      await cancelSocialLogin(context, { attemptId, attemptToken: tokens(c).attemptToken })
      return c.json(await attemptOf(c))
    })
    .get(`${prefix}/status`, async (c) => c.json(await attemptOf(c)))
    .post(`${prefix}/link/verify`, async (c) => {
      await limit(c)
      const { code } = await readJson(c, socialLinkVerifyRequest)
      const linked = await verifySocialLink(context, { code, ...tokens(c) })
      setCookie(c, sessionCookie, linked.sessionToken, cookie(context.limits.sessionAbsoluteMs))
      return c.json(await attemptOf(c))
    })
    .get(`${prefix}/identities`, async (c) => {
      const session = await requireWalletSession(context, tokens(c).sessionToken)
      return c.json(await listSocialIdentities(context, session.userId))
    })
    .post(`${prefix}/unlink`, async (c) => {
      const session = await requireWalletSession(context, tokens(c).sessionToken)
      const { id } = await readJson(c, socialUnlinkRequest)
      return c.json(await unlinkSocialIdentity(context, { userId: session.userId, id: Number(id) }))
    })
    .onError(upstreamErrorHandler(logger))
}

// JSON only: a form post from another page cannot reach a handler (it would need a preflight).
function readJson<schema extends z.ZodType>(c: Context, schema: schema) {
  return readJsonBody(c, schema, { limit: socialLoginLimits.maxBodyBytes, storable: true })
}
