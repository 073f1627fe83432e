import { authLimits } from '@airlock/protocol'
import type { AuthSession } from '../../db/createAuthRepository.js'
import { PayloadTooLargeError } from '../../errors/analytics.js'
import type { AuthContext } from './authContext.js'

/**
 * Stores the metadata of the session's account (per project and address), replacing what was
 * there; `null` clears it.
 *
 * @param context - The sign-in context.
 * @param session - The live session.
 * @param metadata - The metadata.
 * @throws {PayloadTooLargeError} 413: over `authLimits.maxAccountMetadataBytes` (4 KiB) of JSON.
 *
 * @example
 * import { setAccountMetadata } from './services/auth/setAccountMetadata.js'
 * await setAccountMetadata(context, session, { nickname: 'Ada' })
 */
export async function setAccountMetadata(
  context: AuthContext,
  session: Pick<AuthSession, 'projectId' | 'address'>,
  metadata: Record<string, unknown> | null,
): Promise<void> {
  if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > authLimits.maxAccountMetadataBytes)
    throw new PayloadTooLargeError({ maxBytes: authLimits.maxAccountMetadataBytes })
  await context.repository.setAccountMetadata({
    projectId: session.projectId,
    address: session.address,
    metadata,
    now: context.now(),
  })
}
