import { randomUUID } from 'node:crypto'
import {
  type EmailDeviceStatusResponse,
  type EmailMeResponse,
  type EmailSignOutResponse,
  type EmailStartResponse,
  type EmailVerifyResponse,
  emailCodeRequest,
  emailStartRequest,
  emailWalletLimits,
  embeddedWalletTimes,
  isOriginAllowed,
  recoveryCodeRequest,
  type UpdateEmailStartResponse,
  type UpdateEmailVerifyPrimaryResponse,
  type UpdateEmailVerifySecondaryResponse,
  updateEmailStartRequest,
} from '@airlock/protocol'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { z } from 'zod'
import { createRateLimiter, type RateLimiter } from '../analytics/createRateLimiter.js'
import { generateToken, tokenPattern } from '../auth/generateToken.js'
import { hashToken } from '../auth/hashToken.js'
import { parseJsonBody } from '../auth/parseJsonBody.js'
import type { Logger } from '../createLogger.js'
import type { Database } from '../db/createDatabase.js'
import { createEmailWalletRepository } from '../db/createEmailWalletRepository.js'
import type { Project, ProjectRepository } from '../db/createProjectRepository.js'
import type {
  EmailChange,
  EmailLoginAttempt,
  LiveEmailSession,
} from '../db/emailWalletRepositoryTypes.js'
import { emailCookieName } from '../email/emailCookieName.js'
import { generateEmailCode } from '../email/generateEmailCode.js'
import { hashEmailCode } from '../email/hashEmailCode.js'
import type { WalletKeys } from '../email/loadWalletKeys.js'
import { matchEmailCode } from '../email/matchEmailCode.js'
import { normalizeEmail } from '../email/normalizeEmail.js'
import { renderApprovalPage } from '../email/renderApprovalPage.js'
import { renderLockPage } from '../email/renderLockPage.js'
import {
  DappOriginNotAllowedError,
  DeviceNotApprovedError,
  EmailAccountLockedError,
  EmailAttemptNotFoundError,
  EmailCodeBurnedError,
  EmailCodeExpiredError,
  EmailCodeUsedError,
  EmailCooldownError,
  EmailInUseError,
  EmailLoginUnavailableError,
  EmailSendRateLimitedError,
  EmailSessionRequiredError,
  EmailVerifyRateLimitedError,
  InvalidEmailCodeError,
  MailDeliveryError,
  PrimaryCodeRequiredError,
  RecoveryCodeRequiredError,
  SameEmailError,
  SecureOriginRequiredError,
} from '../errors/emailAuth.js'
import { UnsupportedMediaTypeError } from '../errors/http.js'
import { InvalidProjectIdError, ProjectNotFoundError } from '../errors/project.js'
import { NoEmailLoginError } from '../errors/socialAuth.js'
import type { Mailer } from '../mail/createSmtpMailer.js'
import { renderCodeEmail } from '../mail/renderCodeEmail.js'
import { renderDeviceApprovalEmail } from '../mail/renderDeviceApprovalEmail.js'
import { renderRecoveryNoticeEmail } from '../mail/renderRecoveryNoticeEmail.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { readLimitedText } from '../middleware/readLimitedText.js'
import { walletCustodyRoutes } from './walletCustodyRoutes.js'

/** A limit of `max` events per `windowMs`. */
type Limit = { max: number; windowMs: number }

export type EmailAuthRoutesParameters = {
  /** Where users, logins, sessions and wallets are stored. */
  db: Database
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** Sends codes and links. `undefined` (no `SMTP_URL`): e-mail login is off, every route answers 503. */
  mailer: Mailer | undefined
  /**
   * Loads the KEK and code key: `() => loadWalletKeys(config)`. Called on first use (not at
   * start, so an app that never serves an e-mail login creates no key file), then kept.
   */
  keys: () => Promise<WalletKeys>
  /** `PUBLIC_URL`: the device-approval links point at this server. */
  publicUrl: string
  /** `SECURE_ORIGIN_URL`: the only browser origin these routes answer. */
  secureOrigin: string
  /**
   * Whether browsers reach the server over https: cookies are then `Secure` and `__Host-`
   * prefixed. Defaults to `publicUrl` starting with `https:`.
   */
  secureCookies?: boolean
  /** Told when an e-mail fails or sweeping fails; never given codes, tokens or keys. Defaults to none. */
  logger?: Logger
  /** The clock. Defaults to `() => new Date()`. */
  now?: () => Date
  /** How long a code and an approval link work. Defaults to 10 min. */
  codeTtlMs?: number
  /** Least time between two e-mails to one address. Defaults to `embeddedWalletTimes.emailCooldownMs` (30 s). */
  cooldownMs?: number
  /** Wrong codes that burn a code. Defaults to `5`. */
  maxCodeTries?: number
  /**
   * Wrong codes per address and client (IP address) per window, after which that client gets 429
   * for the address; the address as a whole takes five times as many. Defaults to 10 per hour.
   */
  accountFailureLimit?: Limit
  /** Code checks per IP address, or `false` for none. Defaults to 30 per 5 minutes. */
  verifyRateLimit?: Limit | false
  /** E-mails requested per IP address, or `false` for none. Defaults to 30 per 5 minutes. */
  sendRateLimit?: Limit | false
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
  /** Idle and absolute session lifetimes. Defaults to 24 h and 30 days. */
  sessionIdleMs?: number
  sessionAbsoluteMs?: number
  /** How old a session may be to fetch the sealed recovery share. Defaults to 10 min. */
  recoveryMaxSessionAgeMs?: number
  /** Least time between two recoveries of one account on a new device. Defaults to 1 h. */
  recoveryIntervalMs?: number
}

const prefix = '/auth/v1/email'
const sweepIntervalMs = 60_000
// How many more wrong codes an address takes from all clients together than from one.
const accountWideFactor = 5
// The form body of the approval page: one token.
const maxFormBytes = 1_024

/**
 * The e-mail wallet's server side, for the secure origin (`apps/secure`) only: one-time-code
 * login, device approval, sessions, e-mail change and key custody. Browsers on any other origin
 * get 403 (the secure origin gets CORS with credentials); bodies are JSON (415 otherwise) of at
 * most 4 KiB (413); every refusal is a 4xx `{ name, message, details? }` that writes nothing.
 *
 * Login:
 * - `POST /auth/v1/email/start` `{ email, projectId, deviceId?, origin? }` →
 *   `{ action: 'VERIFY_OTP', cooldownSeconds }` and the HttpOnly attempt cookie
 *   (`airlock-wallet-attempt`), which binds the code to this browser and replaces its earlier
 *   attempt. Every address gets a code by e-mail, known or not, on any device: status, body,
 *   cookie and work are the same, so the answer tells nobody whether an address has a wallet.
 *   429 with `Retry-After` and 'Please try again after {n} seconds' within 30 s of the address's
 *   last e-mail; 429 after 30 e-mails per IP per 5 min; 502 when the e-mail could not be sent
 *   (then nothing is kept and the cooldown is given back).
 * - A known address on a device it never logged in from: the right code at `POST /verify`
 *   answers `{ action: 'VERIFY_DEVICE' }` (no session yet) and e-mails an approval link
 *   (single use, valid while the attempt is, stored hashed). `GET /auth/v1/email/device/approve?token=`
 *   shows a confirmation page; its form `POST /auth/v1/email/device/approve` approves the
 *   device. Pages, not JSON; any origin. `GET /auth/v1/email/device/status` → `{ approved }` for
 *   the attempt cookie: poll it, then send the same code to `POST /verify` again to log in.
 * - `POST /auth/v1/email/verify` `{ code }` → `{ user: { email, address | null, isNew } }` and a
 *   new session cookie (`__Host-airlock-wallet` over https, `airlock-wallet` over http; HttpOnly,
 *   SameSite=Strict, Path=/): a 256-bit random token stored as its sha256, idle expiry 24 h (each
 *   use extends it), absolute 30 days. The browser's earlier session is revoked (rotation). Codes
 *   are 6 CSPRNG digits, stored as an HMAC bound to the attempt, compared in constant time, single
 *   use, 10 min; 5 wrong tries burn one; 10 wrong codes per address from one client (IP) per
 *   hour (50 from all clients), or 30 checks per IP per 5 min, answer 429 with `Retry-After`.
 *
 * Session (cookie): `GET /auth/v1/email/me` → `{ user: { email, address | null } }`;
 * `POST /auth/v1/email/sign-out` → `{ revoked }`, the session dies at once.
 *
 * E-mail change (session): `POST /auth/v1/email/update-email/start` `{ newEmail }` →
 * `{ action: 'VERIFY_PRIMARY_OTP', cooldownSeconds }`, codes to the current and the new address;
 * `POST …/update-email/verify-primary` `{ code }` → `{ action: 'VERIFY_SECONDARY_OTP' }`;
 * `POST …/update-email/verify-secondary` `{ code }` → `{ newEmail }`: only now does it change.
 *
 * Key custody (session): `POST /auth/v1/email/wallet` `{ address, authShare, recoveryShare }` →
 * 201 `{ address }`, once per user (409 after). `recoveryShare` must be sealed in the frame to the
 * secure origin's own recovery key (base64url of `{ v, epk, iv, ct }`); a share in the clear
 * (`0x…`) is refused with 400 and nothing is written. Both are kept under a per-user data key
 * wrapped by the KEK (`WALLET_KEK`), each with its own associated data. The server holds no
 * recovery key: it can open the auth share and never the recovery share, so it never holds two
 * shares it can open, and its database and KEK together rebuild no key without the secure origin.
 * `GET /auth/v1/email/wallet/auth-share` → `{ address, authShare }` (404 before
 * registration). `GET /auth/v1/email/wallet/recovery-share` → `{ recoveryShare }`, still sealed,
 * to a session at most 10 min old (403 otherwise): the secure origin's backend opens it there.
 *
 * Per-IP limits count the socket's peer, or, when the peer is one of `trustedProxies` (the secure
 * origin's same-origin proxy, on loopback by default), the first `X-Forwarded-For` entry.
 *
 * Deployment: the frame calls these routes through the secure origin's own proxy, so the cookies
 * (SameSite=Strict) are first-party cookies of the secure origin. A browser calling the server
 * directly must be on `secureOrigin`, on the same site as the server (same scheme and
 * registrable domain; ports do not count), such as `wallet.example.org` and `api.example.org`.
 * Codes, tokens, shares and keys are never logged.
 *
 * @param parameters - Database, projects, mailer, keys, origins and limits.
 * @returns Routes to mount with `app.route('/', …)`, before `authRoutes` (whose `/auth/v1/*`
 * middleware would otherwise ask these for a project id).
 *
 * @example
 * import { emailAuthRoutes } from './routes/emailAuth.js'
 * app.route('/', emailAuthRoutes({ db, projects, mailer, keys, publicUrl, secureOrigin }))
 */
export function emailAuthRoutes({
  db,
  projects,
  mailer,
  keys: loadKeys,
  publicUrl,
  secureOrigin,
  secureCookies = publicUrl.startsWith('https:'),
  logger,
  now = () => new Date(),
  codeTtlMs = emailWalletLimits.codeTtlMs,
  cooldownMs = embeddedWalletTimes.emailCooldownMs,
  maxCodeTries = emailWalletLimits.maxCodeTries,
  accountFailureLimit = { max: emailWalletLimits.maxAccountFailuresPerHour, windowMs: 3_600_000 },
  verifyRateLimit = { max: emailWalletLimits.maxVerificationsPerIpPer5Min, windowMs: 300_000 },
  sendRateLimit = { max: 30, windowMs: 300_000 },
  sessionIdleMs = emailWalletLimits.sessionIdleMs,
  sessionAbsoluteMs = emailWalletLimits.sessionAbsoluteMs,
  recoveryMaxSessionAgeMs = 10 * 60_000,
  recoveryIntervalMs = 60 * 60_000,
  trustedProxies = defaultTrustedProxies,
  remoteAddress = socketAddress,
}: EmailAuthRoutesParameters) {
  const repository = createEmailWalletRepository(db)
  const trusted = new Set(trustedProxies)
  let loadingKeys: Promise<WalletKeys> | undefined
  const keys = () => {
    // A failure (an unreadable key file) is not kept: the next request tries again.
    loadingKeys ??= loadKeys().catch((error: unknown) => {
      loadingKeys = undefined
      throw error
    })
    return loadingKeys
  }
  const clock = () => now().getTime()
  const verifyLimiter = verifyRateLimit
    ? createRateLimiter({ ...verifyRateLimit, now: clock })
    : undefined
  const sendLimiter = sendRateLimit
    ? createRateLimiter({ ...sendRateLimit, now: clock })
    : undefined
  const sessionCookie = emailCookieName('session', secureCookies)
  const attemptCookie = emailCookieName('attempt', secureCookies)
  const cooldownSeconds = Math.ceil(cooldownMs / 1000)

  let lastSweep = 0
  const sweep = (time: Date) => {
    if (time.getTime() - lastSweep < sweepIntervalMs) return
    lastSweep = time.getTime()
    repository
      .sweep({
        now: time,
        graceMs: 24 * 60 * 60_000,
        failureWindowMs: accountFailureLimit.windowMs,
      })
      .catch((error) => logger?.warn({ err: error }, 'sweeping e-mail logins failed'))
  }

  const cookieOptions = (maxAgeMs: number) =>
    ({
      httpOnly: true,
      secure: secureCookies,
      // Strict: no other site can make the browser send these. See the deployment note above.
      sameSite: 'Strict',
      path: '/',
      maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
    }) as const

  const clientOf = (c: Context) => clientAddress(c, remoteAddress, trusted)
  const limit = (limiter: RateLimiter | undefined, c: Context, error: 'send' | 'verify') => {
    const retryAfterSeconds = limiter?.hit(clientOf(c)) ?? 0
    if (retryAfterSeconds === 0) return
    c.header('Retry-After', String(retryAfterSeconds))
    throw error === 'send'
      ? new EmailSendRateLimitedError({ retryAfterSeconds })
      : new EmailVerifyRateLimitedError({ retryAfterSeconds })
  }

  // A wait from a cooldown: 429 with Retry-After and SPEC §8's message.
  const cooldownError = (c: Context, waitMs: number) => {
    const retryAfterSeconds = Math.ceil(waitMs / 1000)
    c.header('Retry-After', String(retryAfterSeconds))
    return new EmailCooldownError({ retryAfterSeconds })
  }

  // Ten wrong codes for an address from one client within the window: refuse that client until
  // the oldest ages out. Other clients, such as the address's owner, are not locked out by it;
  // against guessing from many clients at once, the address as a whole takes five times as many.
  const checkAccount = async (c: Context, email: string, time: Date) => {
    const since = new Date(time.getTime() - accountFailureLimit.windowMs)
    const client = clientOf(c)
    for (const [scope, max] of [
      [client, accountFailureLimit.max],
      [undefined, accountFailureLimit.max * accountWideFactor],
    ] as const) {
      const { count, oldest } = await repository.countFailures({ email, client: scope, since })
      if (count < max) continue
      const freeAt = (oldest?.getTime() ?? time.getTime()) + accountFailureLimit.windowMs
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - time.getTime()) / 1000))
      c.header('Retry-After', String(retryAfterSeconds))
      throw new EmailAccountLockedError({ retryAfterSeconds })
    }
  }

  const readToken = (c: Context, name: string) => {
    const token = getCookie(c, name)
    return token !== undefined && tokenPattern.test(token) ? token : undefined
  }

  // The browser's attempt, if it may still be used; otherwise the error that says why not.
  const requireAttempt = async (c: Context, time: Date) => {
    const token = readToken(c, attemptCookie)
    const attempt = token ? await repository.findLoginAttempt(hashToken(token)) : undefined
    // A recovery code is never a login's.
    if (attempt?.purpose !== 'login') throw new EmailAttemptNotFoundError()
    const ended = attemptError(attempt, time, maxCodeTries)
    if (ended) throw ended
    return attempt
  }

  const requireSession = async (c: Context): Promise<LiveEmailSession> => {
    const raw = getCookie(c, sessionCookie)
    if (raw === undefined) throw new EmailSessionRequiredError({ reason: 'missing' })
    const session = tokenPattern.test(raw)
      ? await repository.useSession({
          tokenHash: hashToken(raw),
          now: now(),
          idleMs: sessionIdleMs,
        })
      : undefined
    if (!session) throw new EmailSessionRequiredError({ reason: 'invalid' })
    return session
  }

  // An e-mail change needs an address to change: a wallet made by a social login has none.
  const requireEmailSession = async (c: Context) => {
    const session = await requireSession(c)
    if (session.email === null) throw new NoEmailLoginError()
    return session as LiveEmailSession & { email: string }
  }

  const findProject = async (id: string): Promise<Project> => {
    try {
      return await projects.get(id)
    } catch (error) {
      if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
      throw error
    }
  }

  // Mail that could not be sent is the mail server's fault, not the client's: 502, logged.
  const mailFailed = (c: Context, error: MailDeliveryError) => {
    logger?.warn({ err: error.cause }, 'sending an e-mail wallet message failed')
    return c.json({ name: error.name, message: error.shortMessage, details: error.details }, 502)
  }

  // The approval pages are served to whoever opens the e-mailed link: any origin, no script.
  const approvalPage = (
    c: Context,
    page: Parameters<typeof renderApprovalPage>[0],
    status: 200 | 400 | 502 = 200,
  ) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    return c.html(renderApprovalPage(page), status)
  }

  // The lock page of a recovery notice: the same headers as the approval page.
  const lockPage = (
    c: Context,
    page: Parameters<typeof renderLockPage>[0],
    status: 200 | 400 = 200,
  ) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    return c.html(renderLockPage(page), status)
  }

  const secureOriginOnly: MiddlewareHandler = async (c, next) => {
    c.header('Vary', 'Origin', { append: true })
    const origin = c.req.header('origin')
    // The approval link is opened from a mail client; its token is the only credential.
    if (c.req.path === `${prefix}/device/approve` || c.req.path === `${prefix}/wallet/lock`)
      return next()
    if (origin === undefined) return next()
    if (origin !== secureOrigin) throw new SecureOriginRequiredError({ origin })
    c.header('Access-Control-Allow-Origin', origin)
    c.header('Access-Control-Allow-Credentials', 'true')
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      c.header('Access-Control-Allow-Methods', 'GET, POST')
      c.header('Access-Control-Allow-Headers', 'Content-Type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    await next()
  }

  return new Hono()
    .use(`${prefix}/*`, closeUnreadRefusals, noStore, secureOriginOnly, async (c, next) => {
      if (mailer) return next()
      const error = new EmailLoginUnavailableError()
      return c.json({ name: error.name, message: error.shortMessage, details: error.details }, 503)
    })
    .post(`${prefix}/start`, async (c) => {
      const body = await readJson(c, emailStartRequest)
      const project = await findProject(body.projectId)
      if (body.origin !== undefined && !isOriginAllowed(body.origin, project.allowedOrigins))
        throw new DappOriginNotAllowedError({ origin: body.origin })
      limit(sendLimiter, c, 'send')
      const email = normalizeEmail(body.email)
      const time = now()
      sweep(time)
      const waitMs = await repository.claimCooldown({ email, now: time, cooldownMs })
      if (waitMs > 0) throw cooldownError(c, waitMs)
      try {
        const deviceIdHash = body.deviceId ? hashToken(body.deviceId) : null
        // Every address gets a code first, known or not, so the answer tells nobody whether an
        // address has a wallet: a new device's approval comes after the code (see /verify).
        const { codeKey } = await keys()
        const id = randomUUID()
        const token = generateToken()
        const code = generateEmailCode()
        const previous = readToken(c, attemptCookie)
        await repository.createLoginAttempt({
          attempt: {
            id,
            tokenHash: hashToken(token),
            email,
            projectId: project.id,
            dappOrigin: body.origin ?? null,
            deviceIdHash,
            approvalTokenHash: null,
            codeHash: hashEmailCode({ key: codeKey, binding: `login:${id}`, code }),
            createdAt: time,
            expiresAt: new Date(time.getTime() + codeTtlMs),
          },
          replacesTokenHash: previous ? hashToken(previous) : undefined,
        })
        const content = renderCodeEmail({
          dappName: project.name,
          dappOrigin: body.origin,
          code,
          validMinutes: Math.round(codeTtlMs / 60_000),
        })
        try {
          await mailerOf(mailer).send({ to: email, ...content })
        } catch (error) {
          await repository.deleteLoginAttempt(id)
          throw error
        }
        setCookie(c, attemptCookie, token, cookieOptions(codeTtlMs))
        return c.json({ action: 'VERIFY_OTP', cooldownSeconds } satisfies EmailStartResponse)
      } catch (error) {
        // Nothing was sent: the address may be tried again at once.
        await repository.releaseCooldown({ email, claimedAt: time })
        if (error instanceof MailDeliveryError) return mailFailed(c, error)
        throw error
      }
    })
    .get(`${prefix}/device/status`, async (c) => {
      const attempt = await requireAttempt(c, now())
      return c.json({ approved: attempt.approvedAt !== null } satisfies EmailDeviceStatusResponse)
    })
    .get(`${prefix}/device/approve`, async (c) => {
      const token = c.req.query('token') ?? ''
      const attempt = tokenPattern.test(token)
        ? await repository.findLoginAttemptByApproval(hashToken(token))
        : undefined
      if (!attempt || attempt.approvedAt || attemptError(attempt, now(), maxCodeTries))
        return approvalPage(c, { state: 'invalid' }, 400)
      const project = await projects.get(attempt.projectId)
      return approvalPage(c, {
        state: 'confirm',
        token,
        email: attempt.email,
        dappName: project.name,
        dappOrigin: attempt.dappOrigin,
      })
    })
    .post(`${prefix}/device/approve`, async (c) => {
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (contentType !== 'application/x-www-form-urlencoded')
        throw new UnsupportedMediaTypeError({ contentType })
      const token = new URLSearchParams(await readLimitedText(c.req.raw, maxFormBytes)).get('token')
      const approvalTokenHash = token && tokenPattern.test(token) ? hashToken(token) : undefined
      const attempt = approvalTokenHash
        ? await repository.findLoginAttemptByApproval(approvalTokenHash)
        : undefined
      if (!attempt || !approvalTokenHash) return approvalPage(c, { state: 'invalid' }, 400)
      const approved = await repository.approveDevice({
        approvalTokenHash,
        now: now(),
        maxTries: maxCodeTries,
      })
      if (!approved) return approvalPage(c, { state: 'invalid' }, 400)
      const project = await projects.get(attempt.projectId)
      return approvalPage(c, { state: 'approved', email: attempt.email, dappName: project.name })
    })
    .post(`${prefix}/verify`, async (c) => {
      limit(verifyLimiter, c, 'verify')
      const { code } = await readJson(c, emailCodeRequest)
      const time = now()
      const attempt = await requireAttempt(c, time)
      if (!attempt.codeHash) throw new DeviceNotApprovedError()
      await checkAccount(c, attempt.email, time)
      const { codeKey } = await keys()
      const binding = `login:${attempt.id}`
      if (!matchEmailCode({ key: codeKey, binding, code, expectedHash: attempt.codeHash })) {
        const failure = await repository.recordLoginFailure({
          id: attempt.id,
          email: attempt.email,
          client: clientOf(c),
          now: time,
          maxTries: maxCodeTries,
        })
        if (!failure) throw await endedAttempt(attempt.tokenHash, time)
        if (failure.burned) throw new EmailCodeBurnedError()
        throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
      }
      // The code proved the inbox. A known address on a device it never used needs that device
      // approved too, by a link to the same inbox, before the same code logs it in.
      if (!attempt.approvedAt) {
        const state = await repository.findLoginState({
          email: attempt.email,
          deviceIdHash: attempt.deviceIdHash,
        })
        if (state.userExists && !state.deviceApproved) {
          if (!attempt.approvalTokenHash) {
            const failed = await sendApprovalLink(attempt, time)
            if (failed) return mailFailed(c, failed)
          }
          return c.json({ action: 'VERIFY_DEVICE' } satisfies EmailVerifyResponse)
        }
      }
      const token = generateToken()
      const previous = readToken(c, sessionCookie)
      const login = await repository.completeLogin({
        attemptId: attempt.id,
        maxTries: maxCodeTries,
        now: time,
        session: {
          tokenHash: hashToken(token),
          expiresAt: new Date(time.getTime() + sessionAbsoluteMs),
        },
        replacesSessionTokenHash: previous ? hashToken(previous) : undefined,
      })
      // Another request used or ended the attempt meanwhile: say how.
      if (!login) throw await endedAttempt(attempt.tokenHash, time)
      setCookie(c, sessionCookie, token, cookieOptions(sessionAbsoluteMs))
      deleteCookie(c, attemptCookie, cookieOptions(0))
      return c.json({
        user: { email: login.email, address: login.address, isNew: login.isNew },
      } satisfies EmailVerifyResponse)
    })
    .get(`${prefix}/me`, async (c) => {
      const session = await requireSession(c)
      return c.json({
        user: { email: session.email, address: session.address },
      } satisfies EmailMeResponse)
    })
    .post(`${prefix}/sign-out`, async (c) => {
      const token = readToken(c, sessionCookie)
      const revoked =
        token !== undefined &&
        (await repository.revokeSession({ tokenHash: hashToken(token), now: now() }))
      deleteCookie(c, sessionCookie, cookieOptions(0))
      return c.json({ revoked } satisfies EmailSignOutResponse)
    })
    .post(`${prefix}/update-email/start`, async (c) => {
      const session = await requireEmailSession(c)
      const body = await readJson(c, updateEmailStartRequest)
      const newEmail = normalizeEmail(body.newEmail)
      if (newEmail === session.email) throw new SameEmailError()
      if (await repository.isEmailTaken({ email: newEmail, exceptUserId: session.userId }))
        throw new EmailInUseError()
      limit(sendLimiter, c, 'send')
      const time = now()
      const { codeKey } = await keys()
      const id = randomUUID()
      const primary = generateEmailCode()
      const secondary = generateEmailCode()
      // Its own cooldown, per user (a change right after logging in must not wait for the
      // login's): one start, so two e-mails, every 30 s.
      const waitMs = await repository.createEmailChange(
        {
          id,
          userId: session.userId,
          sessionId: session.id,
          newEmail,
          primaryCodeHash: hashEmailCode({
            key: codeKey,
            binding: `update-primary:${id}`,
            code: primary,
          }),
          secondaryCodeHash: hashEmailCode({
            key: codeKey,
            binding: `update-secondary:${id}`,
            code: secondary,
          }),
          createdAt: time,
          expiresAt: new Date(time.getTime() + codeTtlMs),
        },
        { cooldownMs },
      )
      if (waitMs > 0) throw cooldownError(c, waitMs)
      try {
        const common = {
          dappName: 'your Airlock wallet',
          validMinutes: Math.round(codeTtlMs / 60_000),
        }
        await mailerOf(mailer).send({
          to: session.email,
          ...renderCodeEmail({ ...common, code: primary, purpose: 'confirm-current', newEmail }),
        })
        await mailerOf(mailer).send({
          to: newEmail,
          ...renderCodeEmail({ ...common, code: secondary, purpose: 'confirm-new' }),
        })
      } catch (error) {
        // Deleting the change gives its cooldown back too.
        await repository.deleteEmailChange(id)
        if (error instanceof MailDeliveryError) return mailFailed(c, error)
        throw error
      }
      return c.json({
        action: 'VERIFY_PRIMARY_OTP',
        cooldownSeconds,
      } satisfies UpdateEmailStartResponse)
    })
    .post(`${prefix}/update-email/verify-primary`, async (c) => {
      limit(verifyLimiter, c, 'verify')
      const session = await requireEmailSession(c)
      const { code } = await readJson(c, emailCodeRequest)
      const time = now()
      const change = await requireChange(session, time)
      if (change.primaryVerifiedAt) throw new EmailCodeUsedError()
      await checkChangeCode(c, { session, change, code, time, which: 'primary' })
      if (!(await repository.confirmPrimary({ id: change.id, now: time, maxTries: maxCodeTries })))
        throw (await changeEnded(session.id, time)) ?? new EmailCodeUsedError()
      return c.json({ action: 'VERIFY_SECONDARY_OTP' } satisfies UpdateEmailVerifyPrimaryResponse)
    })
    .post(`${prefix}/update-email/verify-secondary`, async (c) => {
      limit(verifyLimiter, c, 'verify')
      const session = await requireEmailSession(c)
      const { code } = await readJson(c, emailCodeRequest)
      const time = now()
      const change = await requireChange(session, time)
      if (!change.primaryVerifiedAt) throw new PrimaryCodeRequiredError()
      await checkChangeCode(c, { session, change, code, time, which: 'secondary' })
      const applied = await repository.applyEmailChange({
        id: change.id,
        userId: session.userId,
        now: time,
        maxTries: maxCodeTries,
      })
      if (applied === 'taken') throw new EmailInUseError()
      if (applied === undefined)
        throw (await changeEnded(session.id, time)) ?? new EmailCodeUsedError()
      return c.json({ newEmail: applied } satisfies UpdateEmailVerifySecondaryResponse)
    })
    .route(
      '/',
      walletCustodyRoutes({
        prefix,
        repository,
        keys,
        requireSession,
        readJson,
        now,
        recoveryMaxSessionAgeMs,
        recoveryIntervalMs,
        notifyRecovery: async (session) => {
          // A new lock link with every notice; the earlier one stops working.
          const lockToken = generateToken()
          await repository.setLockToken({
            userId: session.userId,
            lockTokenHash: hashToken(lockToken),
          })
          const lockUrl = `${publicUrl.replace(/\/+$/, '')}${prefix}/wallet/lock?token=${lockToken}`
          await mailerOf(mailer).send({
            to: session.email,
            ...renderRecoveryNoticeEmail({ lockUrl }),
          })
        },
        sendRecoveryCode: async (c, session) => {
          const { projectId } = await readJson(c, recoveryCodeRequest)
          const project = await findProject(projectId)
          limit(sendLimiter, c, 'send')
          const time = now()
          sweep(time)
          // Its own cooldown: the login code was mailed to the same address seconds ago.
          const throttle = `recovery-code:${session.email}`
          const waitMs = await repository.claimCooldown({ email: throttle, now: time, cooldownMs })
          if (waitMs > 0) throw cooldownError(c, waitMs)
          try {
            const { codeKey } = await keys()
            const id = randomUUID()
            const code = generateEmailCode()
            const previous = await repository.findRecoveryAttempt(session.id)
            await repository.createLoginAttempt({
              attempt: {
                id,
                // Never given out: a recovery code is found by its session, not by a cookie.
                tokenHash: hashToken(generateToken()),
                email: session.email,
                projectId: project.id,
                dappOrigin: null,
                deviceIdHash: null,
                approvalTokenHash: null,
                codeHash: hashEmailCode({ key: codeKey, binding: `recovery:${id}`, code }),
                createdAt: time,
                expiresAt: new Date(time.getTime() + codeTtlMs),
                purpose: 'recovery',
                sessionId: session.id,
              },
              replacesTokenHash: previous?.tokenHash,
            })
            const content = renderCodeEmail({
              purpose: 'recovery',
              dappName: project.name,
              code,
              validMinutes: Math.round(codeTtlMs / 60_000),
            })
            try {
              await mailerOf(mailer).send({ to: session.email, ...content })
            } catch (error) {
              await repository.deleteLoginAttempt(id)
              throw error
            }
            return c.json({ cooldownSeconds })
          } catch (error) {
            await repository.releaseCooldown({ email: throttle, claimedAt: time })
            if (error instanceof MailDeliveryError) return mailFailed(c, error)
            throw error
          }
        },
        useRecoveryCode: async (c, session, code) => {
          limit(verifyLimiter, c, 'verify')
          const time = now()
          const attempt = await repository.findRecoveryAttempt(session.id)
          if (!attempt?.codeHash || attempt.purpose !== 'recovery')
            throw new RecoveryCodeRequiredError()
          const ended = attemptError(attempt, time, maxCodeTries)
          if (ended) throw ended
          await checkAccount(c, attempt.email, time)
          const { codeKey } = await keys()
          const binding = `recovery:${attempt.id}`
          if (!matchEmailCode({ key: codeKey, binding, code, expectedHash: attempt.codeHash })) {
            const failure = await repository.recordLoginFailure({
              id: attempt.id,
              email: attempt.email,
              client: clientOf(c),
              now: time,
              maxTries: maxCodeTries,
            })
            if (!failure) throw new EmailCodeBurnedError()
            if (failure.burned) throw new EmailCodeBurnedError()
            throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
          }
          const used = await repository.consumeRecoveryAttempt({
            id: attempt.id,
            now: time,
            maxTries: maxCodeTries,
          })
          if (!used) throw new EmailCodeUsedError()
        },
      }),
    )
    .get(`${prefix}/wallet/lock`, async (c) => {
      const token = c.req.query('token') ?? ''
      const wallet = tokenPattern.test(token)
        ? await repository.findWalletByLockToken(hashToken(token))
        : undefined
      if (!wallet) return lockPage(c, { state: 'invalid' }, 400)
      return lockPage(c, { state: 'confirm', token })
    })
    .post(`${prefix}/wallet/lock`, async (c) => {
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (contentType !== 'application/x-www-form-urlencoded')
        throw new UnsupportedMediaTypeError({ contentType })
      const token = new URLSearchParams(await readLimitedText(c.req.raw, maxFormBytes)).get('token')
      const locked =
        token !== null && tokenPattern.test(token)
          ? await repository.lockRecovery({ lockTokenHash: hashToken(token), now: now() })
          : false
      if (!locked) return lockPage(c, { state: 'invalid' }, 400)
      logger?.info('wallet recovery locked from a recovery notice')
      return lockPage(c, { state: 'locked' })
    })

  // E-mails the approval link of an attempt once (of two racing requests, one sends it).
  // Returns the delivery error when the mail could not be sent; the link is then taken back.
  async function sendApprovalLink(attempt: EmailLoginAttempt, time: Date) {
    const approvalToken = generateToken()
    const issued = await repository.issueApproval({
      id: attempt.id,
      approvalTokenHash: hashToken(approvalToken),
      now: time,
      maxTries: maxCodeTries,
    })
    if (!issued) return undefined
    const project = await projects.get(attempt.projectId)
    try {
      await mailerOf(mailer).send({
        to: attempt.email,
        ...renderDeviceApprovalEmail({
          dappName: project.name,
          dappOrigin: attempt.dappOrigin ?? undefined,
          link: `${publicUrl}${prefix}/device/approve?token=${approvalToken}`,
          validMinutes: Math.max(
            1,
            Math.round((attempt.expiresAt.getTime() - time.getTime()) / 60_000),
          ),
        }),
      })
      return undefined
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error
      await repository.revokeApproval({ id: attempt.id })
      return error
    }
  }

  // The error for an attempt that a concurrent request ended, read anew.
  async function endedAttempt(tokenHash: string, time: Date) {
    const attempt = await repository.findLoginAttempt(tokenHash)
    return (attempt && attemptError(attempt, time, maxCodeTries)) ?? new EmailCodeUsedError()
  }

  async function requireChange(session: LiveEmailSession, time: Date) {
    const change = await repository.findEmailChange(session.id)
    if (!change) throw new EmailAttemptNotFoundError({ subject: 'e-mail change' })
    const ended = changeError(change, time, maxCodeTries)
    if (ended) throw ended
    return change
  }

  async function changeEnded(sessionId: number, time: Date) {
    const change = await repository.findEmailChange(sessionId)
    return change ? changeError(change, time, maxCodeTries) : undefined
  }

  async function checkChangeCode(
    c: Context,
    {
      session,
      change,
      code,
      time,
      which,
    }: {
      session: LiveEmailSession & { email: string }
      change: EmailChange
      code: string
      time: Date
      which: 'primary' | 'secondary'
    },
  ) {
    await checkAccount(c, session.email, time)
    const { codeKey } = await keys()
    const expectedHash = which === 'primary' ? change.primaryCodeHash : change.secondaryCodeHash
    if (
      matchEmailCode({ key: codeKey, binding: `update-${which}:${change.id}`, code, expectedHash })
    )
      return
    const failure = await repository.recordChangeFailure({
      id: change.id,
      email: session.email,
      client: clientOf(c),
      now: time,
      maxTries: maxCodeTries,
    })
    if (!failure) throw (await changeEnded(session.id, time)) ?? new EmailCodeUsedError()
    if (failure.burned) throw new EmailCodeBurnedError()
    throw new InvalidEmailCodeError({ triesLeft: maxCodeTries - failure.failedTries })
  }
}

// Why an attempt can no longer be used, or `undefined` while it can.
function attemptError(attempt: EmailLoginAttempt, time: Date, maxTries: number) {
  if (attempt.replacedAt) return new EmailAttemptNotFoundError()
  if (attempt.consumedAt) return new EmailCodeUsedError()
  if (attempt.burnedAt || attempt.failedTries >= maxTries) return new EmailCodeBurnedError()
  if (attempt.expiresAt.getTime() <= time.getTime()) return new EmailCodeExpiredError()
  return undefined
}

function changeError(change: EmailChange, time: Date, maxTries: number) {
  if (change.replacedAt) return new EmailAttemptNotFoundError({ subject: 'e-mail change' })
  if (change.appliedAt) return new EmailCodeUsedError()
  if (change.burnedAt || change.failedTries >= maxTries) return new EmailCodeBurnedError()
  if (change.expiresAt.getTime() <= time.getTime()) return new EmailCodeExpiredError()
  return undefined
}

// The middleware answers 503 before any handler runs when there is no mailer.
function mailerOf(mailer: Mailer | undefined): Mailer {
  if (!mailer) throw new EmailLoginUnavailableError()
  return mailer
}

// JSON only: a form post from another page cannot reach a handler (it would need a preflight).
async function readJson<schema extends z.ZodType>(c: Context, schema: schema) {
  const contentType = c.req.header('content-type')
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json')
    throw new UnsupportedMediaTypeError({ contentType })
  return parseJsonBody(await readLimitedText(c.req.raw, emailWalletLimits.maxBodyBytes), schema)
}

// Answers about sessions and codes must never be cached by the browser or a proxy.
const noStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}
