import type { IncomingMessage } from 'node:http'
import { isOriginAllowed } from '@airlock/protocol'
import {
  type ProjectRepository,
  projectId as projectIdSchema,
} from '../db/createProjectRepository.js'
import {
  InvalidProjectIdError,
  OriginNotAllowedError,
  ProjectNotFoundError,
} from '../errors/project.js'
import { type RelayAuthError, RelayProjectIdRequiredError } from '../errors/relay.js'
import { clientAddress } from '../middleware/clientAddress.js'
import { verifyRelayJwt } from './verifyRelayJwt.js'

export type AuthenticateRelayUpgradeParameters = {
  /** The URLs a JWT `aud` may name (from `deriveRelayUrls`). */
  audiences: readonly string[]
  /** Where a browser client's project, and so its allowed origins, is looked up. */
  projects: Pick<ProjectRepository, 'get'>
  /**
   * `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client (see `clientAddress`).
   * Defaults to none.
   */
  trustedProxies?: ReadonlySet<string>
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

/** Who is connecting, once the upgrade request passed. */
export type RelayPeer = {
  /** The JWT's `iss` did:key. */
  clientId: string
  /** The JWT's `exp`, in seconds. */
  expiresAt: number
  /** Whom per-IP limits count: the socket's peer, or the client a trusted proxy names. */
  ip: string
  /** The `Origin` header: browsers send one, Node and mobile clients don't. */
  origin: string | undefined
  /** The `projectId` query parameter, when the client has one. */
  projectId: string | undefined
}

export type AuthenticateRelayUpgradeErrorType =
  | RelayAuthError
  | RelayProjectIdRequiredError
  | InvalidProjectIdError
  | OriginNotAllowedError

/**
 * Checks a WebSocket upgrade request to `/relay` before it is accepted: the `auth` JWT (see
 * `verifyRelayJwt`), then, for a browser (a request with `Origin`), that it names a `projectId`
 * and that the project exists and allows the origin. Node and mobile clients send no `Origin`;
 * for them a `projectId` is optional (the official clients omit it when they have none).
 *
 * @param request - The upgrade request.
 * @param parameters - Audiences, projects and clock.
 * @returns The peer: client id, token expiry, address, origin and project id.
 * @throws {RelayAuthError} 401: no valid JWT.
 * @throws {RelayProjectIdRequiredError} 403: a browser names no project.
 * @throws {InvalidProjectIdError} 403: a browser names an unknown project.
 * @throws {OriginNotAllowedError} 403: the project does not allow the browser's origin.
 *
 * @example
 * import { authenticateRelayUpgrade } from './authenticateRelayUpgrade.js'
 * const peer = await authenticateRelayUpgrade(request, { audiences, projects })
 */
export async function authenticateRelayUpgrade(
  request: IncomingMessage,
  { audiences, projects, trustedProxies = new Set(), now }: AuthenticateRelayUpgradeParameters,
): Promise<RelayPeer> {
  const url = new URL(request.url ?? '/', 'http://relay.invalid')
  const token = verifyRelayJwt(url.searchParams.get('auth'), {
    audiences,
    ...(now ? { now } : {}),
  })
  const origin = request.headers.origin || undefined
  const projectId = url.searchParams.get('projectId') || undefined
  if (origin !== undefined) {
    if (projectId === undefined) throw new RelayProjectIdRequiredError()
    if (!projectIdSchema.safeParse(projectId).success)
      throw new InvalidProjectIdError({ id: projectId })
    const project = await projects.get(projectId).catch((error: unknown) => {
      if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id: projectId })
      throw error
    })
    if (!isOriginAllowed(origin, project.allowedOrigins))
      throw new OriginNotAllowedError({ origin })
  }
  return {
    clientId: token.clientId,
    expiresAt: token.expiresAt,
    ip: clientAddress(request, undefined, trustedProxies),
    origin,
    projectId,
  }
}
