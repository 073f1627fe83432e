import { emailWalletLimits, embeddedWalletTimes, socialLoginLimits } from '@airlock/protocol'
import type { Logger } from '../../createLogger.js'
import type { Database } from '../../db/createDatabase.js'
import { createEmailWalletRepository } from '../../db/createEmailWalletRepository.js'
import type { ProjectRepository } from '../../db/createProjectRepository.js'
import { createSocialIdentityRepository } from '../../db/createSocialIdentityRepository.js'
import type { WalletKeys } from '../../email/loadWalletKeys.js'
import type { Mailer } from '../../mail/createSmtpMailer.js'
import type { SocialClients } from './createSocialClients.js'
import type { SocialContext } from './socialContext.js'

export type CreateSocialContextParameters = {
  db: Database
  projects: Pick<ProjectRepository, 'get'>
  clients: SocialClients
  mailer: Mailer | undefined
  keys: () => Promise<WalletKeys>
  secureOrigin: string
  logger?: Logger | undefined
  /** The clock. Defaults to `() => new Date()`. */
  now?: (() => Date) | undefined
}

/**
 * The social login services' context over a database, with the e-mail wallet's limits: codes of
 * 10 minutes and 5 tries, 10 wrong codes per address per hour, the 30 s mail cooldown, sessions of
 * 24 h idle and 30 days at most; attempts of 10 minutes.
 *
 * @param parameters - Database, providers, mailer, keys and the secure origin.
 * @returns The context.
 *
 * @example
 * import { createSocialContext } from './services/social/createSocialContext.js'
 * const context = createSocialContext({ db, projects, clients, mailer, keys, secureOrigin })
 */
export function createSocialContext({
  db,
  now = () => new Date(),
  ...rest
}: CreateSocialContextParameters): SocialContext {
  return {
    ...rest,
    social: createSocialIdentityRepository(db),
    email: createEmailWalletRepository(db),
    now,
    limits: {
      attemptTtlMs: socialLoginLimits.attemptTtlMs,
      codeTtlMs: emailWalletLimits.codeTtlMs,
      maxCodeTries: emailWalletLimits.maxCodeTries,
      cooldownMs: embeddedWalletTimes.emailCooldownMs,
      sessionIdleMs: emailWalletLimits.sessionIdleMs,
      sessionAbsoluteMs: emailWalletLimits.sessionAbsoluteMs,
      accountFailures: { max: emailWalletLimits.maxAccountFailuresPerHour, windowMs: 3_600_000 },
    },
  }
}
