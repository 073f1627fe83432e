import { emailWalletLimits } from '@airlock/protocol'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { tokenPattern } from '../auth/generateToken.js'
import { emailCookieName } from '../email/emailCookieName.js'
import { EmailSendRateLimitedError, EmailVerifyRateLimitedError } from '../errors/emailAuth.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { type RateLimit, rateLimit } from '../middleware/rateLimit.js'
import { requireEmailSession } from '../middleware/requireEmailSession.js'
import type { EmailAuthContext, EmailAuthLimit } from '../services/emailAuth/emailAuthContext.js'
import { readEmailSession } from '../services/emailAuth/readEmailSession.js'

export type EmailAuthHttpParameters = {
  /**
   * Whether browsers reach the server over https: cookies are then `Secure` and `__Host-`
   * prefixed. Defaults to `publicUrl` starting with `https:`.
   */
  secureCookies?: boolean
  /** Code checks per IP address, or `false` for none. Defaults to 30 per 5 minutes. */
  verifyRateLimit?: EmailAuthLimit | false
  /** E-mails requested per IP address, or `false` for none. Defaults to 30 per 5 minutes. */
  sendRateLimit?: EmailAuthLimit | false
  /**
   * `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client, compared as written (such
   * as the secure origin's proxy, which sets it to the browser's address). For a request from one
   * of them, the per-IP limits count the first `X-Forwarded-For` entry; for any other peer the
   * header is ignored and the peer's own address counts. Defaults to the loopback addresses
   * `127.0.0.1`, `::1` and `::ffff:127.0.0.1`.
   */
  trustedProxies?: readonly string[]
  /**
   * The peer's address (the TCP socket's). Defaults to `incoming.socket.remoteAddress` under
   * `@hono/node-server`; `app.request()` has no socket, so tests pass their own.
   */
  remoteAddress?: (c: Context) => string | undefined
  /** Where the per-IP counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
}

/** What the e-mail routers share: the context, cookies, the client's address and the limits. */
export type EmailAuthShared = ReturnType<typeof createEmailAuthShared>

/**
 * The HTTP side the e-mail wallet's routers share: cookie names and options, the client's address
 * and the per-IP limits (one count across login and e-mail change), and the session middleware.
 *
 * @param context - The e-mail wallet context.
 * @param parameters - Cookies, limits and how the client's address is found.
 * @returns The shared pieces.
 *
 * @example
 * import { createEmailAuthShared } from './routes/emailAuthShared.js'
 * const shared = createEmailAuthShared(context, { secureCookies: false })
 */
export function createEmailAuthShared(
  context: EmailAuthContext,
  {
    secureCookies = context.publicUrl.startsWith('https:'),
    verifyRateLimit = { max: emailWalletLimits.maxVerificationsPerIpPer5Min, windowMs: 300_000 },
    sendRateLimit = { max: 30, windowMs: 300_000 },
    trustedProxies = defaultTrustedProxies,
    remoteAddress = socketAddress,
    limiters = memoryRateLimiters,
  }: EmailAuthHttpParameters,
) {
  const trusted = new Set(trustedProxies)
  const clock = () => context.now().getTime()
  const clientOf = (c: Context) => clientAddress(c, remoteAddress, trusted)
  const sessionCookie = emailCookieName('session', secureCookies)
  const limit = (
    name: string,
    limit: EmailAuthLimit | false,
    error: (retryAfterSeconds: number) => Error,
  ) =>
    rateLimit({
      limiter: limit ? limiters(name, { ...limit, now: clock }) : undefined,
      key: clientOf,
      error,
    })
  const readSession = (token: string | undefined) => readEmailSession(context, token)
  return {
    context,
    clientOf,
    sessionCookie,
    attemptCookie: emailCookieName('attempt', secureCookies),
    /** A cookie's token, if it has the shape of one. */
    readToken: (c: Context, name: string) => {
      const token = getCookie(c, name)
      return token !== undefined && tokenPattern.test(token) ? token : undefined
    },
    cookieOptions: (maxAgeMs: number) =>
      ({
        httpOnly: true,
        secure: secureCookies,
        // Strict: no other site can make the browser send these. See `emailAuthRoutes`.
        sameSite: 'Strict',
        path: '/',
        maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
      }) as const,
    verifyLimit: limit(
      'email-verify',
      verifyRateLimit,
      (retryAfterSeconds) => new EmailVerifyRateLimitedError({ retryAfterSeconds }),
    ) satisfies RateLimit,
    sendLimit: limit(
      'email-send',
      sendRateLimit,
      (retryAfterSeconds) => new EmailSendRateLimitedError({ retryAfterSeconds }),
    ) satisfies RateLimit,
    requireSession: requireEmailSession({ cookieName: sessionCookie, readSession }),
    requireEmailLogin: requireEmailSession({
      cookieName: sessionCookie,
      readSession,
      withEmail: true,
    }),
  }
}
