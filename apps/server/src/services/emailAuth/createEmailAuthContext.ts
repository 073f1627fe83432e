import { emailWalletLimits, embeddedWalletTimes } from '@airlock/protocol'
import type { Logger } from '../../createLogger.js'
import type { Database } from '../../db/createDatabase.js'
import { createEmailWalletRepository } from '../../db/createEmailWalletRepository.js'
import type { ProjectRepository } from '../../db/createProjectRepository.js'
import type { WalletKeys } from '../../email/loadWalletKeys.js'
import type { Mailer } from '../../mail/createSmtpMailer.js'
import type { EmailAuthContext, EmailAuthLimit } from './emailAuthContext.js'

export type CreateEmailAuthContextParameters = {
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
  accountFailureLimit?: EmailAuthLimit
  /** Idle and absolute session lifetimes. Defaults to 24 h and 30 days. */
  sessionIdleMs?: number
  sessionAbsoluteMs?: number
  /** How old a session may be to fetch the sealed recovery share. Defaults to 10 min. */
  recoveryMaxSessionAgeMs?: number
  /** Least time between two recoveries of one account on a new device. Defaults to 1 h. */
  recoveryIntervalMs?: number
}

const sweepIntervalMs = 60_000

/**
 * The e-mail wallet services' context over a database, with SPEC's limits as defaults.
 *
 * @param parameters - Database, projects, mailer, keys, the public URL and limits.
 * @param prefix - The path the e-mail routes live under (for the approval link).
 * @returns The context.
 *
 * @example
 * import { createEmailAuthContext } from './services/emailAuth/createEmailAuthContext.js'
 * const context = createEmailAuthContext({ db, projects, mailer, keys, publicUrl }, '/auth/v1/email')
 */
export function createEmailAuthContext(
  {
    db,
    projects,
    mailer,
    keys: loadKeys,
    publicUrl,
    logger,
    now = () => new Date(),
    codeTtlMs = emailWalletLimits.codeTtlMs,
    cooldownMs = embeddedWalletTimes.emailCooldownMs,
    maxCodeTries = emailWalletLimits.maxCodeTries,
    accountFailureLimit = { max: emailWalletLimits.maxAccountFailuresPerHour, windowMs: 3_600_000 },
    sessionIdleMs = emailWalletLimits.sessionIdleMs,
    sessionAbsoluteMs = emailWalletLimits.sessionAbsoluteMs,
    recoveryMaxSessionAgeMs = 10 * 60_000,
    recoveryIntervalMs = 60 * 60_000,
  }: CreateEmailAuthContextParameters,
  prefix: string,
): EmailAuthContext {
  const repository = createEmailWalletRepository(db)
  let loadingKeys: Promise<WalletKeys> | undefined
  const keys = () => {
    // A failure (an unreadable key file) is not kept: the next request tries again.
    loadingKeys ??= loadKeys().catch((error: unknown) => {
      loadingKeys = undefined
      throw error
    })
    return loadingKeys
  }
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
  return {
    repository,
    projects,
    mailer,
    keys,
    publicUrl,
    prefix,
    logger,
    now,
    sweep,
    limits: {
      codeTtlMs,
      cooldownMs,
      maxCodeTries,
      accountFailures: accountFailureLimit,
      sessionIdleMs,
      sessionAbsoluteMs,
      recoveryMaxSessionAgeMs,
      recoveryIntervalMs,
    },
  }
}
