import {
  type AuthShareResponse,
  emailCodeRequest,
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
  RecoveryCodeRequiredError,
  RecoveryNeedsFreshLoginError,
  RecoveryRateLimitedError,
  UnsealedRecoveryShareError,
  WalletAlreadyExistsError,
  WalletNotFoundError,
  WalletRecoveryLockedError,
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
  /**
   * E-mails the account's address that its wallet was recovered, with a new lock link; throws
   * when it cannot.
   */
  notifyRecovery: (session: LiveEmailSession & { email: string }) => Promise<void>
  /** E-mails a code for recovery to the session's address (`{ projectId }` names the dapp). */
  sendRecoveryCode: (c: Context, session: LiveEmailSession & { email: string }) => Promise<Response>
  /** Checks and uses the session's recovery code, or throws why not. */
  useRecoveryCode: (c: Context, session: LiveEmailSession, code: string) => Promise<void>
}

/**
 * The key-custody part of `/auth/v1/email/*`, for a logged-in session:
 * - `POST /wallet` `{ address, authShare, recoveryShare }` → 201 `{ address }`, once per user: the
 *   auth share under the user's data key, the recovery share as the secure origin sealed it;
 * - `GET /wallet/auth-share` → `{ address, authShare }`;
 * - `POST /wallet/recovery-code` `{ projectId }` → `{ cooldownSeconds }`: e-mails a code for recovery
 *   (its own purpose: never a login code) to the address of a session under
 *   `recoveryMaxSessionAgeMs` old; only that session may use it;
 * - `POST /wallet/recovery-share` `{ code }` → `{ recoveryShare }`, still sealed, for that code, to a
 *   session under `recoveryMaxSessionAgeMs` old, once per account per `recoveryIntervalMs` (429
 *   otherwise), after an e-mail to the account's address says a new device recovered the wallet
 *   and links to a page that locks recovery. While locked, both answer 403.
 *
 * Mounted by `emailAuthRoutes`, behind its middleware (secure origin only, no caching).
 *
 * @param parameters - The repository, keys and the session and body readers of `emailAuthRoutes`.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { walletCustodyRoutes } from './routes/walletCustodyRoutes.js'
 * app.route('/', walletCustodyRoutes({ prefix, repository, keys, requireSession, readJson, now, recoveryMaxSessionAgeMs, recoveryIntervalMs, notifyRecovery, sendRecoveryCode, useRecoveryCode }))
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
  sendRecoveryCode,
  useRecoveryCode,
}: WalletCustodyRoutesParameters) {
  // Step-up: only a login just made (a new device right after its code) may recover, and only a
  // wallet whose owner did not lock recovery.
  const recoverable = async (session: LiveEmailSession) => {
    if (session.createdAt.getTime() <= now().getTime() - recoveryMaxSessionAgeMs)
      throw new RecoveryNeedsFreshLoginError({
        maxAgeMinutes: Math.round(recoveryMaxSessionAgeMs / 60_000),
      })
    const wallet = await repository.findWallet(session.userId)
    if (!wallet) throw new WalletNotFoundError()
    if (wallet.recoveryLockedAt) throw new WalletRecoveryLockedError()
    return wallet
  }
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
    .post(`${prefix}/wallet/recovery-code`, async (c) => {
      const session = await requireSession(c)
      await recoverable(session)
      if (session.email === null) throw new WalletNotFoundError()
      return sendRecoveryCode(c, { ...session, email: session.email })
    })
    .post(`${prefix}/wallet/recovery-share`, async (c) => {
      const session = await requireSession(c)
      const { code } = await readJson(c, emailCodeRequest.partial())
      const wallet = await recoverable(session)
      // A code sent for recovery to this session; a login code is never one. A wallet with no
      // e-mail address (a social login's) has no inbox to send one to: its provider's fresh login
      // stands in for it.
      if (session.email !== null) {
        if (code === undefined) throw new RecoveryCodeRequiredError()
        await useRecoveryCode(c, session, code)
      }
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
        if (session.email !== null) await notifyRecovery({ ...session, email: session.email })
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
