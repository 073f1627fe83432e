import type { AuthNonceResponse } from '@airlock/protocol'
import { generateNonce } from '../../auth/generateNonce.js'
import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import type { AuthContext } from './authContext.js'

/**
 * Issues a single-use sign-in nonce from the CSPRNG (160 bits) for the nonce TTL, bound to a
 * fresh token (stored only as its sha256).
 *
 * @param context - The sign-in context.
 * @param parameters - The project the nonce is for.
 * @returns The nonce and its token.
 *
 * @example
 * import { issueAuthNonce } from './services/auth/issueAuthNonce.js'
 * const { nonce, token } = await issueAuthNonce(context, { projectId: 'dev' })
 */
export async function issueAuthNonce(
  context: AuthContext,
  { projectId }: { projectId: string },
): Promise<AuthNonceResponse> {
  const time = context.now()
  const nonce = generateNonce()
  const token = generateToken()
  await context.repository.issueNonce({
    nonce,
    projectId,
    tokenHash: hashToken(token),
    createdAt: time,
    expiresAt: new Date(time.getTime() + context.limits.nonceTtlMs),
  })
  context.sweep(time)
  return { nonce, token }
}
