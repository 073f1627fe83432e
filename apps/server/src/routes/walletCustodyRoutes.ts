import {
  emailWalletLimits,
  type RecoveryShareResponse,
  type RegisterWalletResponse,
} from '@airlock/protocol'
import {
  emailCodeRequest,
  recoveryCodeRequest,
  registerWalletRequest,
} from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { renderLockPage } from '../email/renderLockPage.js'
import { jsonBody } from '../middleware/jsonBody.js'
import { readLimitedText } from '../middleware/readLimitedText.js'
import { requireFormType } from '../middleware/requireFormType.js'
import { findRecoveryLock, lockWalletRecovery } from '../services/emailAuth/lockWalletRecovery.js'
import { readAuthShare } from '../services/emailAuth/readAuthShare.js'
import { readRecoveryShare } from '../services/emailAuth/readRecoveryShare.js'
import { registerEmailWallet } from '../services/emailAuth/registerEmailWallet.js'
import { sendRecoveryCode } from '../services/emailAuth/sendRecoveryCode.js'
import type { EmailAuthShared } from './emailAuthShared.js'
import { emailPage } from './emailPage.js'

// The form body of the lock page: one token.
const maxFormBytes = 1_024

/**
 * The key-custody part of `/auth/v1/email/*`, for a logged-in session:
 * - `POST /wallet` `{ address, authShare, recoveryShare }` → 201 `{ address }`, once per user: the
 *   auth share under the user's data key, the recovery share as the secure origin sealed it;
 * - `GET /wallet/auth-share` → `{ address, authShare }`;
 * - `POST /wallet/recovery-code` `{ projectId }` → `{ cooldownSeconds }`: e-mails a code for
 *   recovery (its own purpose: never a login code) to the address of a session under
 *   `recoveryMaxSessionAgeMs` old; only that session may use it;
 * - `POST /wallet/recovery-share` `{ code }` → `{ recoveryShare }`, still sealed, for that code,
 *   once per account per `recoveryIntervalMs` (429 otherwise), after an e-mail to the account's
 *   address says a new device recovered the wallet and links to a page that locks recovery;
 * - `GET /wallet/lock?token=` shows that page's confirmation, and its form's
 *   `POST /wallet/lock` locks recovery: both recovery routes then answer 403.
 *
 * Mounted by `emailAuthRoutes`, behind its middleware (secure origin only, no caching; the lock
 * page is opened from a mail client, any origin).
 *
 * @param shared - What the e-mail routers share (context, session middleware).
 * @param prefix - `/auth/v1/email`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { walletCustodyRoutes } from './routes/walletCustodyRoutes.js'
 * app.route('/', walletCustodyRoutes(shared, '/auth/v1/email'))
 */
export function walletCustodyRoutes(shared: EmailAuthShared, prefix: string) {
  const { context, requireSession } = shared
  const json = { limit: emailWalletLimits.maxBodyBytes, storable: true }
  return new Hono()
    .post(`${prefix}/wallet`, requireSession, jsonBody(registerWalletRequest, json), async (c) => {
      const address = await registerEmailWallet(context, c.var.emailSession, c.req.valid('json'))
      return c.json({ address } satisfies RegisterWalletResponse, 201)
    })
    .post(
      `${prefix}/wallet/recovery-code`,
      requireSession,
      jsonBody(recoveryCodeRequest, json),
      async (c) =>
        c.json(
          await sendRecoveryCode(context, {
            session: c.var.emailSession,
            projectId: c.req.valid('json').projectId,
            limit: () => shared.sendLimit.check(c),
            locale: c.req.header('accept-language'),
          }),
        ),
    )
    .post(
      `${prefix}/wallet/recovery-share`,
      shared.verifyLimit,
      requireSession,
      jsonBody(emailCodeRequest.partial(), json),
      async (c) => {
        const recoveryShare = await readRecoveryShare(context, {
          session: c.var.emailSession,
          code: c.req.valid('json').code,
          client: shared.clientOf(c),
          locale: c.req.header('accept-language'),
        })
        return c.json({ recoveryShare } satisfies RecoveryShareResponse)
      },
    )
    .get(`${prefix}/wallet/auth-share`, requireSession, async (c) =>
      c.json(await readAuthShare(context, c.var.emailSession)),
    )
    .get(`${prefix}/wallet/lock`, async (c) => {
      const page = await findRecoveryLock(context, c.req.query('token') ?? '')
      // In the e-mail's language (the link's `lang`), else the browser's.
      const language = c.req.query('lang') ?? c.req.header('accept-language')
      return emailPage(c, renderLockPage(page, language), page.state === 'invalid' ? 400 : 200)
    })
    .post(`${prefix}/wallet/lock`, requireFormType, async (c) => {
      const form = new URLSearchParams(await readLimitedText(c.req.raw, maxFormBytes))
      const page = await lockWalletRecovery(context, form.get('token'))
      const language = form.get('lang') ?? c.req.header('accept-language')
      return emailPage(c, renderLockPage(page, language), page.state === 'invalid' ? 400 : 200)
    })
}
