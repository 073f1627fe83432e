import type { SocialIdentity } from '@airlock/protocol'
import type { SocialIdentityRow } from '../../db/createSocialIdentityRepository.js'

/**
 * A stored social identity as the wire shows it (`socialIdentity` of `@airlock/protocol`).
 *
 * @param row - The stored identity.
 * @returns The wire shape.
 *
 * @example
 * import { toSocialIdentity } from './services/social/toSocialIdentity.js'
 * toSocialIdentity(row).provider // 'google'
 */
export function toSocialIdentity(row: SocialIdentityRow): SocialIdentity {
  return {
    id: String(row.id),
    provider: row.provider,
    email: row.email,
    emailVerified: row.emailVerified,
    username: row.username,
    linkedAt: row.createdAt.toISOString(),
  }
}
