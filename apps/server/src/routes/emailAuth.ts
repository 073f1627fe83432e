import { Hono } from 'hono'
import { EmailLoginUnavailableError } from '../errors/emailAuth.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { mailErrorHandler } from '../middleware/mailErrorHandler.js'
import { requireSecureOrigin } from '../middleware/requireSecureOrigin.js'
import {
  type CreateEmailAuthContextParameters,
  createEmailAuthContext,
} from '../services/emailAuth/createEmailAuthContext.js'
import { createEmailAuthShared, type EmailAuthHttpParameters } from './emailAuthShared.js'
import { emailChangeRoutes } from './emailChange.js'
import { emailLoginRoutes } from './emailLogin.js'
import { walletCustodyRoutes } from './walletCustodyRoutes.js'

export type EmailAuthRoutesParameters = CreateEmailAuthContextParameters &
  EmailAuthHttpParameters & {
    /** `SECURE_ORIGIN_URL`: the only browser origin these routes answer. */
    secureOrigin: string
  }

const prefix = '/auth/v1/email'

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
 *   `POST /auth/v1/email/device/resend` `{}` → `{ expiresAt, cooldownSeconds }` e-mails a new link
 *   for the attempt in place of the old one (which stops working), under the same cooldown and
 *   per-IP limit as `/start`; 401 `emailLoginExpired` once the attempt has expired, 409 when it
 *   waits for no link.
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
 * registration). Recovery on a new device: `POST /auth/v1/email/wallet/recovery-code`
 * `{ projectId }` e-mails a code for recovery (never a login code) to a session at most 10 min
 * old; `POST /auth/v1/email/wallet/recovery-share` `{ code }` → `{ recoveryShare }`, still sealed
 * (the secure origin's backend opens it there), once an hour per account, after a notice to the
 * address with a link (`GET|POST /auth/v1/email/wallet/lock`) that locks recovery (403 after).
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
 * The logic lives in `services/emailAuth/`; the routes in `emailLogin.ts`, `emailChange.ts` and
 * `walletCustodyRoutes.ts`.
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
  secureOrigin,
  secureCookies,
  verifyRateLimit,
  sendRateLimit,
  trustedProxies,
  remoteAddress,
  limiters,
  ...parameters
}: EmailAuthRoutesParameters) {
  const context = createEmailAuthContext(parameters, prefix)
  const shared = createEmailAuthShared(context, {
    ...(secureCookies === undefined ? {} : { secureCookies }),
    ...(verifyRateLimit === undefined ? {} : { verifyRateLimit }),
    ...(sendRateLimit === undefined ? {} : { sendRateLimit }),
    ...(trustedProxies === undefined ? {} : { trustedProxies }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(limiters === undefined ? {} : { limiters }),
  })
  return (
    new Hono()
      // The approval and lock links are opened from a mail client; their token is the only
      // credential.
      .use(
        `${prefix}/*`,
        closeUnreadRefusals,
        requireSecureOrigin(secureOrigin, {
          except: [`${prefix}/device/approve`, `${prefix}/wallet/lock`],
        }),
        async (c, next) => {
          if (context.mailer) return next()
          const error = new EmailLoginUnavailableError()
          const body = { name: error.name, message: error.shortMessage, details: error.details }
          return c.json(body, 503)
        },
      )
      .route('/', emailLoginRoutes(shared, prefix))
      .route('/', emailChangeRoutes(shared, prefix))
      .route('/', walletCustodyRoutes(shared, prefix))
      .onError(mailErrorHandler(parameters.logger))
  )
}
