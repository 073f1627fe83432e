import type { SocialIdentitiesResponse } from '@airlock/protocol'
import { LastLoginMethodError, SocialIdentityNotFoundError } from '../../errors/socialAuth.js'
import { listSocialIdentities } from './listSocialIdentities.js'
import type { SocialContext } from './socialContext.js'

/**
 * Removes a social account from the logged-in wallet, never its last way in: a wallet without an
 * e-mail login keeps at least one social account (checked and removed in one statement).
 *
 * @param context - The social context.
 * @param parameters - The session's user and the identity's id.
 * @returns The wallet's social accounts left.
 * @throws {LastLoginMethodError} 409 for the last way in.
 * @throws {SocialIdentityNotFoundError} 404 for an identity the wallet does not have.
 *
 * @example
 * import { unlinkSocialIdentity } from './services/social/unlinkSocialIdentity.js'
 * await unlinkSocialIdentity(context, { userId: session.userId, id: 3 })
 */
export async function unlinkSocialIdentity(
  context: SocialContext,
  { userId, id }: { userId: number; id: number },
): Promise<SocialIdentitiesResponse> {
  const result = await context.social.unlink({ userId, id })
  if (result === 'last') throw new LastLoginMethodError()
  if (result === 'not-found') throw new SocialIdentityNotFoundError()
  return listSocialIdentities(context, userId)
}
