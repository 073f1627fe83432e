import {
  type EmailDeviceResendResponse,
  type EmailDeviceStatusResponse,
  type EmailMeResponse,
  type EmailSignOutResponse,
  type EmailStartResponse,
  type EmailVerifyResponse,
  emailWalletLimits,
} from '@airlock/protocol'
import {
  emailCodeRequest,
  emailDeviceResendRequest,
  emailStartRequest,
} from '@airlock/protocol/schemas'
import { type Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { hashToken } from '../auth/hashToken.js'
import { renderApprovalPage } from '../email/renderApprovalPage.js'
import { jsonBody } from '../middleware/jsonBody.js'
import { readLimitedText } from '../middleware/readLimitedText.js'
import { requireFormType } from '../middleware/requireFormType.js'
import { approveDevice } from '../services/emailAuth/approveDevice.js'
import { findDeviceApproval } from '../services/emailAuth/findDeviceApproval.js'
import { requireLoginAttempt } from '../services/emailAuth/requireLoginAttempt.js'
import { resendApprovalLink } from '../services/emailAuth/resendApprovalLink.js'
import { startEmailLogin } from '../services/emailAuth/startEmailLogin.js'
import { verifyEmailLogin } from '../services/emailAuth/verifyEmailLogin.js'
import type { EmailAuthShared } from './emailAuthShared.js'
import { emailPage } from './emailPage.js'

// The form body of the approval page: one token.
const maxFormBytes = 1_024
const json = { limit: emailWalletLimits.maxBodyBytes, storable: true }

/**
 * The e-mail login's routes under `prefix`: `POST /start`, `GET /device/status`,
 * `POST /device/resend`, `GET|POST /device/approve`, `POST /verify`, `GET /me`, `POST /sign-out`. See `emailAuthRoutes`.
 *
 * @param shared - What the e-mail routers share.
 * @param prefix - `/auth/v1/email`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { emailLoginRoutes } from './routes/emailLogin.js'
 * app.route('/', emailLoginRoutes(shared, '/auth/v1/email'))
 */
export function emailLoginRoutes(shared: EmailAuthShared, prefix: string) {
  const { context, attemptCookie, sessionCookie, cookieOptions, readToken } = shared
  return new Hono()
    .post(`${prefix}/start`, jsonBody(emailStartRequest, json), async (c) => {
      const { token } = await startEmailLogin(context, {
        body: c.req.valid('json'),
        previousToken: readToken(c, attemptCookie),
        limit: () => shared.sendLimit.check(c),
        locale: c.req.header('accept-language'),
      })
      setCookie(c, attemptCookie, token, cookieOptions(context.limits.codeTtlMs))
      const cooldownSeconds = Math.ceil(context.limits.cooldownMs / 1000)
      return c.json({ action: 'VERIFY_OTP', cooldownSeconds } satisfies EmailStartResponse)
    })
    .get(`${prefix}/device/status`, async (c) => {
      const attempt = await requireLoginAttempt(context, readToken(c, attemptCookie), context.now())
      return c.json({ approved: attempt.approvedAt !== null } satisfies EmailDeviceStatusResponse)
    })
    .post(`${prefix}/device/resend`, jsonBody(emailDeviceResendRequest, json), async (c) => {
      const { expiresAt } = await resendApprovalLink(context, {
        attemptToken: readToken(c, attemptCookie),
        limit: () => shared.sendLimit.check(c),
        locale: c.req.header('accept-language'),
      })
      const cooldownSeconds = Math.ceil(context.limits.cooldownMs / 1000)
      return c.json({
        expiresAt: expiresAt.toISOString(),
        cooldownSeconds,
      } satisfies EmailDeviceResendResponse)
    })
    .get(`${prefix}/device/approve`, async (c) => {
      const page = await findDeviceApproval(context, c.req.query('token') ?? '')
      const language = c.req.query('lang') ?? c.req.header('accept-language')
      return approvalPage(c, page, page.state === 'invalid' ? 400 : 200, language)
    })
    .post(`${prefix}/device/approve`, requireFormType, async (c) => {
      const form = new URLSearchParams(await readLimitedText(c.req.raw, maxFormBytes))
      const page = await approveDevice(context, form.get('token'))
      const language = form.get('lang') ?? c.req.header('accept-language')
      return approvalPage(c, page, page.state === 'invalid' ? 400 : 200, language)
    })
    .post(`${prefix}/verify`, shared.verifyLimit, jsonBody(emailCodeRequest, json), async (c) => {
      const result = await verifyEmailLogin(context, {
        code: c.req.valid('json').code,
        attemptToken: readToken(c, attemptCookie),
        previousSessionToken: readToken(c, sessionCookie),
        client: shared.clientOf(c),
        locale: c.req.header('accept-language'),
      })
      if (result.action === 'VERIFY_DEVICE')
        return c.json({
          action: 'VERIFY_DEVICE',
          expiresAt: result.expiresAt.toISOString(),
        } satisfies EmailVerifyResponse)
      const { sessionAbsoluteMs } = context.limits
      setCookie(c, sessionCookie, result.sessionToken, cookieOptions(sessionAbsoluteMs))
      deleteCookie(c, attemptCookie, cookieOptions(0))
      return c.json({ user: result.user } satisfies EmailVerifyResponse)
    })
    .get(`${prefix}/me`, shared.requireSession, async (c) => {
      const { email, address } = c.var.emailSession
      return c.json({ user: { email, address } } satisfies EmailMeResponse)
    })
    .post(`${prefix}/sign-out`, async (c) => {
      const token = readToken(c, sessionCookie)
      const revoked =
        token !== undefined &&
        (await context.repository.revokeSession({
          tokenHash: hashToken(token),
          now: context.now(),
        }))
      deleteCookie(c, sessionCookie, cookieOptions(0))
      return c.json({ revoked } satisfies EmailSignOutResponse)
    })
}

// The approval pages are served to whoever opens the e-mailed link: any origin, no script; in the
// e-mail's language (the link's `lang`, the form's after it), else the browser's.
function approvalPage(
  c: Context,
  page: Parameters<typeof renderApprovalPage>[0],
  status: 200 | 400 | 502,
  language: string | undefined,
) {
  return emailPage(c, renderApprovalPage(page, language), status)
}
