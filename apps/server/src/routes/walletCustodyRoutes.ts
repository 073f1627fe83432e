import {
  type AuthShareResponse,
  type RecoveryShareResponse,
  type RegisterWalletResponse,
  registerWalletRequest,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { getAddress, hexToBytes } from 'viem'
import type { z } from 'zod'
import type { EmailWalletRepository, LiveEmailSession } from '../db/emailWalletRepositoryTypes.js'
import { isSealedRecoveryShare } from '../email/isSealedRecoveryShare.js'
import type { WalletKeys } from '../email/loadWalletKeys.js'
import { openAuthShare } from '../email/openAuthShare.js'
import { openRecoveryShare } from '../email/openRecoveryShare.js'
import { sealWalletShares } from '../email/sealWalletShares.js'
import {
  InvalidWalletSharesError,
  RecoveryNeedsFreshLoginError,
  RecoveryRateLimitedError,
  UnsealedRecoveryShareError,
  WalletAlreadyExistsError,
  WalletNotFoundError,
} from '../errors/emailAuth.js'

export type WalletCustodyRoutesParameters = {
  /** `/auth/v1/email`. */
  prefix: string
  repository: Pick<
    EmailWalletRepository,
    'registerWallet' | 'findWallet' | 'claimCooldown' | 'releaseCooldown'
  >
  /** The KEK, loaded once. */
  keys: () => Promise<WalletKeys>
  /** The session of the request's cookie, or a 401. */
  requireSession: (c: Context) => Promise<LiveEmailSession>
  /** The request's JSON body, checked against its schema. */
  readJson: <schema extends z.ZodType>(c: Context, schema: schema) => Promise<z.output<schema>>
  now: () => Date
  /** How old a session may be to fetch the sealed recovery share. */
  recoveryMaxSessionAgeMs: number
  /** Least time between two recoveries of one account. */
  recoveryIntervalMs: number
  /** E-mails the account's address that its wallet was recovered; throws when it cannot. */
  notifyRecovery: (email: string) => Promise<void>
}

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
 * @param parameters - The repository, keys and the session and body readers of `emailAuthRoutes`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { walletCustodyRoutes } from './routes/walletCustodyRoutes.js'
 * app.route('/', walletCustodyRoutes({ prefix, repository, keys, requireSession, readJson, now, recoveryMaxSessionAgeMs, recoveryIntervalMs, notifyRecovery }))
 */
export function walletCustodyRoutes({
  prefix,
  repository,
  keys,
  requireSession,
  readJson,
  now,
  recoveryMaxSessionAgeMs,
  recoveryIntervalMs,
  notifyRecovery,
}: WalletCustodyRoutesParameters) {
  return new Hono()
    .post(`${prefix}/wallet`, async (c) => {
      const session = await requireSession(c)
      const body = await readJson(c, registerWalletRequest)
      // Only a share the secure origin sealed to its own key: with a share in the clear next to
      // the auth share, the server alone could rebuild the key.
      if (!isSealedRecoveryShare(body.recoveryShare)) throw new UnsealedRecoveryShareError()
      const authShare = hexToBytes(body.authShare as `0x${string}`)
      // The last byte of a share is its x coordinate: 1 to 255. The sealed recovery share cannot
      // be checked: the server cannot read it, by design.
      if (!authShare.at(-1))
        throw new InvalidWalletSharesError({ reason: 'a share has the x coordinate 0' })
      const address = getAddress(body.address)
      const sealed = sealWalletShares({
        keys: await keys(),
        userId: session.userId,
        address,
        authShare,
        recoveryShare: body.recoveryShare,
      })
      const result = await repository.registerWallet({
        userId: session.userId,
        address,
        ...sealed,
        createdAt: now(),
      })
      if (result !== 'created') throw new WalletAlreadyExistsError({ reason: result })
      return c.json({ address } satisfies RegisterWalletResponse, 201)
    })
    .get(`${prefix}/wallet/recovery-share`, async (c) => {
      const session = await requireSession(c)
      // Step-up: only a login just made (a new device right after its code) may recover.
      if (session.createdAt.getTime() <= now().getTime() - recoveryMaxSessionAgeMs)
        throw new RecoveryNeedsFreshLoginError({
          maxAgeMinutes: Math.round(recoveryMaxSessionAgeMs / 60_000),
        })
      const wallet = await repository.findWallet(session.userId)
      if (!wallet) throw new WalletNotFoundError()
      // One recovery per account per interval, kept in the database (all replicas see it).
      const time = now()
      const key = `recovery:${session.userId}`
      const waitMs = await repository.claimCooldown({
        email: key,
        now: time,
        cooldownMs: recoveryIntervalMs,
      })
      if (waitMs > 0) {
        const retryAfterSeconds = Math.ceil(waitMs / 1000)
        c.header('Retry-After', String(retryAfterSeconds))
        throw new RecoveryRateLimitedError({ retryAfterSeconds })
      }
      try {
        // The owner hears of every recovery before the share leaves; no notice, no share.
        if (session.email !== null) await notifyRecovery(session.email)
      } catch (error) {
        await repository.releaseCooldown({ email: key, claimedAt: time })
        throw error
      }
      // Still sealed to the secure origin's recovery key: only its backend can open it.
      const recoveryShare = openRecoveryShare({
        keys: await keys(),
        userId: session.userId,
        address: wallet.address,
        sealed: wallet,
      })
      return c.json({ recoveryShare } satisfies RecoveryShareResponse)
    })
    .get(`${prefix}/wallet/auth-share`, async (c) => {
      const session = await requireSession(c)
      const wallet = await repository.findWallet(session.userId)
      if (!wallet) throw new WalletNotFoundError()
      const share = openAuthShare({
        keys: await keys(),
        userId: session.userId,
        address: wallet.address,
        sealed: wallet,
      })
      const authShare = `0x${share.toString('hex')}`
      share.fill(0)
      return c.json({ address: wallet.address, authShare } satisfies AuthShareResponse)
    })
}
