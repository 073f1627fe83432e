import type { SocialIdentitiesResponse } from '@airlock/protocol'
import type { SocialContext } from './socialContext.js'
import { toSocialIdentity } from './toSocialIdentity.js'

/**
 * The social accounts of a wallet's user, oldest first, and whether it also has an e-mail login.
 *
 * @param context - The social context.
 * @param userId - The session's user.
 * @returns `GET /auth/v1/social/identities`'s answer.
 *
 * @example
 * import { listSocialIdentities } from './services/social/listSocialIdentities.js'
 * const { identities, emailLogin } = await listSocialIdentities(context, session.userId)
 */
export async function listSocialIdentities(
  context: SocialContext,
  userId: number,
): Promise<SocialIdentitiesResponse> {
  const { identities, emailLogin } = await context.social.listIdentities(userId)
  return { identities: identities.map(toSocialIdentity), emailLogin }
}
