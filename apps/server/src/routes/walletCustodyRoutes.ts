import {
  emailWalletLimits,
  type RecoveryShareResponse,
  type RegisterWalletResponse,
  registerWalletRequest,
} from '@airlock/protocol'
import { Hono } from 'hono'
import { jsonBody } from '../middleware/jsonBody.js'
import { readAuthShare } from '../services/emailAuth/readAuthShare.js'
import { readRecoveryShare } from '../services/emailAuth/readRecoveryShare.js'
import { registerEmailWallet } from '../services/emailAuth/registerEmailWallet.js'
import type { EmailAuthShared } from './emailAuthShared.js'

/**
 * The key-custody part of `/auth/v1/email/*`, for a logged-in session:
 * - `POST /wallet` `{ address, authShare, recoveryShare }` → 201 `{ address }`, once per user: the
 *   auth share under the user's data key, the recovery share as the secure origin sealed it;
 * - `GET /wallet/auth-share` → `{ address, authShare }`;
 * - `GET /wallet/recovery-share` → `{ recoveryShare }`, still sealed, to a session under
 *   `recoveryMaxSessionAgeMs` old, once per account per `recoveryIntervalMs` (429 otherwise),
 *   after an e-mail to the account's address says a new device recovered the wallet.
 *
 * Mounted by `emailAuthRoutes`, behind its middleware (secure origin only, no caching).
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
    .get(`${prefix}/wallet/recovery-share`, requireSession, async (c) => {
      const recoveryShare = await readRecoveryShare(context, c.var.emailSession)
      return c.json({ recoveryShare } satisfies RecoveryShareResponse)
    })
    .get(`${prefix}/wallet/auth-share`, requireSession, async (c) =>
      c.json(await readAuthShare(context, c.var.emailSession)),
    )
}
