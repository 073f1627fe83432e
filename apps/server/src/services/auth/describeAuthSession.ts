import type { AuthSessionResponse } from '@airlock/protocol'
import type { AuthSession } from '../../db/createAuthRepository.js'
import type { AuthContext } from './authContext.js'

/**
 * The answer of `GET /auth/v1/me`: the session's account, chain and times, and with
 * `includeAppKitAccount` the account's stored metadata.
 *
 * @param context - The sign-in context.
 * @param session - The live session.
 * @param parameters - Whether the account's metadata comes along.
 * @returns The session as the client reads it.
 *
 * @example
 * import { describeAuthSession } from './services/auth/describeAuthSession.js'
 * const body = await describeAuthSession(context, session, { includeAppKitAccount: true })
 */
export async function describeAuthSession(
  context: AuthContext,
  session: AuthSession,
  { includeAppKitAccount }: { includeAppKitAccount: boolean },
): Promise<AuthSessionResponse> {
  const body: AuthSessionResponse = {
    address: session.address,
    // A Solana session: its cluster's CAIP-2 reference and id.
    chainId: session.solanaCluster
      ? session.solanaCluster.slice('solana:'.length)
      : session.chainId,
    caip2Network: session.solanaCluster ?? `eip155:${session.chainId}`,
    issuedAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  }
  if (includeAppKitAccount)
    body.appKitAccount = {
      address: session.address,
      caip2_chain: body.caip2Network,
      metadata: await context.repository.getAccountMetadata(session.projectId, session.address),
    }
  return body
}
