import type { Logger } from '../../createLogger.js'
import type { ProjectRepository } from '../../db/createProjectRepository.js'
import type { EmailWalletRepository } from '../../db/emailWalletRepositoryTypes.js'
import type { WalletKeys } from '../../email/loadWalletKeys.js'
import type { Mailer } from '../../mail/createSmtpMailer.js'

/** A limit of `max` events per `windowMs`. */
export type EmailAuthLimit = { max: number; windowMs: number }

/** What the e-mail wallet's services work with; `emailAuthRoutes` builds it once. */
export type EmailAuthContext = {
  repository: EmailWalletRepository
  projects: Pick<ProjectRepository, 'get'>
  /** `undefined` (no `SMTP_URL`): e-mail login is off. */
  mailer: Mailer | undefined
  /** The KEK and code key, loaded on first use and kept (a failure is not kept). */
  keys: () => Promise<WalletKeys>
  /** `PUBLIC_URL`: the device-approval links point at this server. */
  publicUrl: string
  /** The path the e-mail routes live under: `/auth/v1/email`. */
  prefix: string
  logger?: Logger | undefined
  now: () => Date
  /** Sweeps ended attempts and old failures, at most once a minute; never waits or throws. */
  sweep: (time: Date) => void
  limits: {
    codeTtlMs: number
    cooldownMs: number
    maxCodeTries: number
    /** Wrong codes per address and client; the address as a whole takes five times as many. */
    accountFailures: EmailAuthLimit
    sessionIdleMs: number
    sessionAbsoluteMs: number
    recoveryMaxSessionAgeMs: number
    recoveryIntervalMs: number
  }
}
