import {
  emailWalletLimits,
  type UpdateEmailStartResponse,
  type UpdateEmailVerifyPrimaryResponse,
  type UpdateEmailVerifySecondaryResponse,
} from '@airlock/protocol'
import { emailCodeRequest, updateEmailStartRequest } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { jsonBody } from '../middleware/jsonBody.js'
import { confirmEmailChange } from '../services/emailAuth/confirmEmailChange.js'
import { startEmailChange } from '../services/emailAuth/startEmailChange.js'
import type { EmailAuthShared } from './emailAuthShared.js'

const json = { limit: emailWalletLimits.maxBodyBytes, storable: true }

/**
 * The e-mail change's routes under `prefix`, for a session of an e-mail login:
 * `POST /update-email/start` `{ newEmail }`, then `POST /update-email/verify-primary` `{ code }`
 * (the current address's) and `POST /update-email/verify-secondary` `{ code }` (the new one's),
 * which alone changes the address. See `emailAuthRoutes`.
 *
 * @param shared - What the e-mail routers share.
 * @param prefix - `/auth/v1/email`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { emailChangeRoutes } from './routes/emailChange.js'
 * app.route('/', emailChangeRoutes(shared, '/auth/v1/email'))
 */
export function emailChangeRoutes(shared: EmailAuthShared, prefix: string) {
  const { context, requireEmailLogin, verifyLimit } = shared
  const code = jsonBody(emailCodeRequest, json)
  return new Hono()
    .post(
      `${prefix}/update-email/start`,
      requireEmailLogin,
      jsonBody(updateEmailStartRequest, json),
      async (c) => {
        await startEmailChange(context, {
          session: c.var.emailSession,
          newEmail: c.req.valid('json').newEmail,
          limit: () => shared.sendLimit.check(c),
          locale: c.req.header('accept-language'),
        })
        return c.json({
          action: 'VERIFY_PRIMARY_OTP',
          cooldownSeconds: Math.ceil(context.limits.cooldownMs / 1000),
        } satisfies UpdateEmailStartResponse)
      },
    )
    .post(
      `${prefix}/update-email/verify-primary`,
      verifyLimit,
      requireEmailLogin,
      code,
      async (c) => {
        await confirmEmailChange(context, {
          session: c.var.emailSession,
          code: c.req.valid('json').code,
          client: shared.clientOf(c),
          which: 'primary',
        })
        return c.json({ action: 'VERIFY_SECONDARY_OTP' } satisfies UpdateEmailVerifyPrimaryResponse)
      },
    )
    .post(
      `${prefix}/update-email/verify-secondary`,
      verifyLimit,
      requireEmailLogin,
      code,
      async (c) => {
        const { newEmail } = await confirmEmailChange(context, {
          session: c.var.emailSession,
          code: c.req.valid('json').code,
          client: shared.clientOf(c),
          which: 'secondary',
        })
        return c.json({ newEmail } as UpdateEmailVerifySecondaryResponse)
      },
    )
}
