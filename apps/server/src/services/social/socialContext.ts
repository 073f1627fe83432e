import type { Logger } from '../../createLogger.js'
import type { ProjectRepository } from '../../db/createProjectRepository.js'
import type { SocialIdentityRepository } from '../../db/createSocialIdentityRepository.js'
import type { EmailWalletRepository } from '../../db/emailWalletRepositoryTypes.js'
import type { WalletKeys } from '../../email/loadWalletKeys.js'
import type { Mailer } from '../../mail/createSmtpMailer.js'
import type { SocialClients } from './createSocialClients.js'

/** What the social login services work with; `socialAuthRoutes` builds it once. */
export type SocialContext = {
  social: SocialIdentityRepository
  /** The e-mail wallet's sessions, mail cooldown and per-address failure count. */
  email: Pick<
    EmailWalletRepository,
    'useSession' | 'claimCooldown' | 'releaseCooldown' | 'countFailures'
  >
  clients: SocialClients
  projects: Pick<ProjectRepository, 'get'>
  /** The KEK's code key: HMACs of link codes and PKCE verifiers. */
  keys: () => Promise<WalletKeys>
  /** Sends link codes; `undefined` (no `SMTP_URL`): linking to an e-mail wallet is impossible. */
  mailer: Mailer | undefined
  /** `SECURE_ORIGIN_URL`: the redirect URI is `<secureOrigin>/social/callback`. */
  secureOrigin: string
  now: () => Date
  logger?: Logger | undefined
  limits: {
    attemptTtlMs: number
    codeTtlMs: number
    maxCodeTries: number
    cooldownMs: number
    sessionIdleMs: number
    sessionAbsoluteMs: number
    accountFailures: { max: number; windowMs: number }
  }
}

/** The redirect URI every provider is registered with: the secure origin's callback page. */
export const socialCallbackPath = '/social/callback'
