import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { AuthContext } from './authContext.js'

/**
 * Ends the session of a token at once.
 *
 * @param context - The sign-in context.
 * @param parameters - The project and the token, if the request carried one.
 * @returns Whether a live session ended.
 *
 * @example
 * import { signOut } from './services/auth/signOut.js'
 * const revoked = await signOut(context, { projectId: 'dev', token })
 */
export async function signOut(
  context: AuthContext,
  { projectId, token }: { projectId: string; token: string | undefined },
): Promise<boolean> {
  return (
    token !== undefined &&
    tokenPattern.test(token) &&
    (await context.repository.revokeSession({
      projectId,
      tokenHash: hashToken(token),
      now: context.now(),
    }))
  )
}
