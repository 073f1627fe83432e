import { tokenPattern } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { AuthSession } from '../../db/createAuthRepository.js'
import { NotSignedInError } from '../../errors/auth.js'
import type { AuthContext } from './authContext.js'

/**
 * The live session of a bearer token or session cookie.
 *
 * @param context - The sign-in context.
 * @param parameters - The project, and the token (`undefined` when the request carried none, `''`
 *   for an `Authorization` header that is not a bearer token).
 * @returns The session.
 * @throws {NotSignedInError} 401: no token, or one that names no live session of the project.
 *
 * @example
 * import { readAuthSession } from './services/auth/readAuthSession.js'
 * const session = await readAuthSession(context, { projectId: 'dev', token })
 */
export async function readAuthSession(
  context: AuthContext,
  { projectId, token }: { projectId: string; token: string | undefined },
): Promise<AuthSession> {
  if (token === undefined) throw new NotSignedInError({ reason: 'missing' })
  const session = tokenPattern.test(token)
    ? await context.repository.findLiveSession({
        projectId,
        tokenHash: hashToken(token),
        now: context.now(),
      })
    : undefined
  if (!session) throw new NotSignedInError({ reason: 'invalid' })
  return session
}
