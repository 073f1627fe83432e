import type { AuthenticateRequest } from '@airlock/protocol'
import type { Address, Hex } from 'viem'
import { checkAuthNonce } from '../../auth/checkAuthNonce.js'
import { checkSiweData } from '../../auth/checkSiweData.js'
import { checkSiweMessage } from '../../auth/checkSiweMessage.js'
import { generateToken } from '../../auth/generateToken.js'
import { hashToken } from '../../auth/hashToken.js'
import { parseSiweMessage } from '../../auth/parseSiweMessage.js'
import { verifySolanaSignature } from '../../auth/verifySolanaSignature.js'
import type { Project } from '../../db/createProjectRepository.js'
import {
  InvalidNonceTokenError,
  InvalidSiweSignatureError,
  NonceAlreadyUsedError,
  SignatureVerificationUnavailableError,
} from '../../errors/auth.js'
import type { AuthContext } from './authContext.js'

export type SignInWithSiweParameters = {
  project: Pick<Project, 'id' | 'allowedOrigins'>
  body: AuthenticateRequest & { signature: string }
  /** The request's `Origin` header. */
  origin: string | undefined
  /** The token the nonce was issued with (`x-nonce-jwt: Bearer <token>`). */
  nonceToken: string | undefined
}

export type SignInWithSiweReturnType = {
  /** The session's bearer token (256 random bits; stored only as its sha256). */
  token: string
  createdAt: Date
  expiresAt: Date
}

/**
 * Signs in with a wallet (SIWX over EIP-4361, SPEC §4). The message is parsed strictly, checked
 * against the project's origins, the served chains and the clock, its nonce must be this
 * project's, unused, unexpired and bound to the token, and its signature is verified on its chain
 * (ERC-6492 → ERC-1271 → ecrecover). Only then is the nonce consumed and the session stored,
 * atomically. Each refusal throws a 4xx error naming the problem and stores nothing.
 *
 * @param context - The sign-in context.
 * @param parameters - The project, the request body, its origin and the nonce token.
 * @returns The session's token and times.
 * @throws {SignatureVerificationUnavailableError} 502: the chain could not be asked (logged,
 *   without its cause, whose message may quote an RPC URL with an API key).
 *
 * @example
 * import { signInWithSiwe } from './services/auth/signInWithSiwe.js'
 * const { token } = await signInWithSiwe(context, { project, body, origin, nonceToken })
 */
export async function signInWithSiwe(
  context: AuthContext,
  { project, body, origin, nonceToken }: SignInWithSiweParameters,
): Promise<SignInWithSiweReturnType> {
  const { repository, limits, now } = context
  const message = parseSiweMessage(body.message)
  const time = now()
  checkSiweMessage(message, {
    allowedOrigins: project.allowedOrigins,
    requestOrigin: origin,
    chainIds: context.chainIds,
    solanaClusters: context.solanaClusters,
    now: time,
    clockSkewMs: limits.clockSkewMs,
  })
  if (body.data) checkSiweData(body.data, message)
  if (!nonceToken) throw new InvalidNonceTokenError({ missing: true })
  const nonce = { nonce: message.nonce, tokenHash: hashToken(nonceToken) }
  // Refuse a spent or foreign nonce before asking the chain anything.
  checkAuthNonce(await repository.findNonce(message.nonce), {
    ...nonce,
    projectId: project.id,
    time,
  })

  let valid: boolean
  try {
    // Sign In With Solana: the account's Ed25519 key signed the message's UTF-8 bytes.
    valid =
      message.namespace === 'solana'
        ? await verifySolanaSignature({
            address: message.address,
            message: body.message,
            signature: body.signature,
          })
        : await context.verifier.verify({
            chainId: message.chainId as number,
            address: message.address as Address,
            message: body.message,
            signature: body.signature as Hex,
          })
  } catch (error) {
    if (error instanceof SignatureVerificationUnavailableError) {
      // Not the cause itself: viem's messages quote the RPC URL, which may hold an API key.
      const cause = error.cause as { name?: string; shortMessage?: string } | undefined
      context.logger?.warn(
        { chainId: message.chainId, cause: cause?.shortMessage ?? cause?.name },
        error.shortMessage,
      )
    }
    throw error
  }
  if (!valid)
    throw new InvalidSiweSignatureError({ address: message.address, chainId: message.chainId })

  const token = generateToken()
  const createdAt = now()
  const expiresAt = new Date(
    Math.min(
      createdAt.getTime() + limits.sessionTtlMs,
      message.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  )
  const session = await repository.createSession({
    nonce,
    session: {
      tokenHash: hashToken(token),
      projectId: project.id,
      address: message.address,
      // A Solana session keeps its cluster beside a chain id of 0.
      chainId: typeof message.chainId === 'number' ? message.chainId : 0,
      solanaCluster: message.namespace === 'solana' ? `solana:${message.chainId}` : null,
      domain: message.domain,
      nonce: message.nonce,
      message: body.message,
      signature: body.signature,
      data: body.data ?? null,
      createdAt,
      expiresAt,
    },
  })
  if (!session) {
    // Another request used the nonce meanwhile (or it just expired): say which.
    checkAuthNonce(await repository.findNonce(message.nonce), {
      ...nonce,
      projectId: project.id,
      time: createdAt,
    })
    throw new NonceAlreadyUsedError()
  }
  return { token, createdAt, expiresAt }
}
