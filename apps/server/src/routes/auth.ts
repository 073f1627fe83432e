import { type AuthenticateResponse, authLimits, type SignOutResponse } from '@airlock/protocol'
import { accountMetadataRequest } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { authenticateBody } from '../auth/authenticateBody.js'
import { readBearerToken } from '../auth/readBearerToken.js'
import { sessionCookieName } from '../auth/sessionCookieName.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { NonceRateLimitedError, SignatureVerificationUnavailableError } from '../errors/auth.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { defaultTrustedProxies } from '../middleware/clientAddress.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { projectCors } from '../middleware/cors.js'
import { limitPerClient } from '../middleware/projectClientKey.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { readSessionToken, requireAuthSession } from '../middleware/requireAuthSession.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import {
  type CreateAuthContextParameters,
  createAuthContext,
} from '../services/auth/createAuthContext.js'
import { describeAuthSession } from '../services/auth/describeAuthSession.js'
import { issueAuthNonce } from '../services/auth/issueAuthNonce.js'
import { readAuthSession } from '../services/auth/readAuthSession.js'
import { setAccountMetadata } from '../services/auth/setAccountMetadata.js'
import { signInWithSiwe } from '../services/auth/signInWithSiwe.js'
import { signOut } from '../services/auth/signOut.js'

export type AuthRoutesParameters = CreateAuthContextParameters & {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** `PUBLIC_URL` is https: the cookie is then `Secure`, `__Host-` prefixed. Defaults to `false`. */
  secureCookies?: boolean
  /** Nonces per client (IP) per project per window, or `false`. Defaults to 1000 a minute. */
  nonceRateLimit?: { max: number; windowMs: number } | false
  /** Where the per-IP counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
  /** `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client. Defaults to none. */
  trustedProxies?: readonly string[]
}
// Model clients post without a Content-Type of their own, so fetch sends text/plain.
const bodyOptions = { mediaType: jsonMediaTypes.jsonOrText, storable: true } as const

/**
 * Sign in with a wallet (SIWX over EIP-4361, SPEC §4), at the model product's Cloud-Auth paths.
 * Each needs `?projectId=` (or `x-project-id`); CORS allows the project's origins only, echoed
 * exactly with `Vary: Origin` and with credentials, so the session cookie works same-site.
 * - `GET /auth/v1/nonce` → `{ nonce, token }`: a single-use nonce from the CSPRNG (160 bits) for
 *   5 min, bound to `token`.
 * - `POST /auth/v1/authenticate` `{ message, signature, data? }` with `x-nonce-jwt: Bearer
 *   <token>` → `{ token }` and an HttpOnly, SameSite=Lax session cookie (Secure and `__Host-`
 *   over https), once `signInWithSiwe` accepts the message, its nonce and its signature. Each
 *   refusal is a 4xx naming the problem and stores nothing.
 * - `GET /auth/v1/me` → the session (`Authorization: Bearer <token>` or the cookie), else 401;
 *   `?includeAppKitAccount=true` adds the account's metadata.
 * - `POST /auth/v1/sign-out` → `{ revoked }`; the token stops working at once.
 * - `PUT /auth/v1/account-metadata` `{ metadata }` → `{ metadata }`: at most 4 KiB of JSON per
 *   project and address. Tokens are 256 random bits, stored only as their sha256, never logged.
 *
 * @param parameters - Database, projects, chains and settings.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { authRoutes } from './routes/auth.js'
 * app.route('/', authRoutes({ db: database.db, projects, chains: config.chains }))
 */
export function authRoutes({
  projects,
  secureCookies = false,
  nonceRateLimit = { max: 1000, windowMs: 60_000 },
  trustedProxies = defaultTrustedProxies,
  limiters = memoryRateLimiters,
  ...parameters
}: AuthRoutesParameters) {
  const context = createAuthContext(parameters)
  const limitNonces = limitPerClient({
    ...{ name: 'siwx-nonce', limit: nonceRateLimit, limiters, trustedProxies },
    error: (retryAfterSeconds) => new NonceRateLimitedError({ retryAfterSeconds }),
  })
  const session = requireAuthSession({
    secureCookies,
    readSession: (projectId, token) => readAuthSession(context, { projectId, token }),
  })
  const cookie = (projectId: string) => sessionCookieName(projectId, secureCookies)
  const cookieOptions = (maxAge: number) =>
    ({ httpOnly: true, secure: secureCookies, sameSite: 'Lax', path: '/', maxAge }) as const
  return new Hono<ProjectEnv>()
    .use(
      '/auth/v1/*',
      closeUnreadRefusals,
      requireProject({ projects }),
      projectCors({ allowMethods: ['GET', 'POST', 'PUT'], credentials: true }),
      async (c, next) => {
        await next()
        c.header('Cache-Control', 'no-store')
      },
    )
    .get('/auth/v1/nonce', limitNonces, async (c) =>
      c.json(await issueAuthNonce(context, { projectId: c.var.project.id })),
    )
    .post('/auth/v1/authenticate', async (c) => {
      const { project } = c.var
      const body = await readJsonBody(c, authenticateBody, {
        ...bodyOptions,
        limit: authLimits.maxAuthenticateBodyBytes,
      })
      try {
        const { token, createdAt, expiresAt } = await signInWithSiwe(context, {
          project,
          body,
          origin: c.req.header('origin'),
          nonceToken: readBearerToken(c.req.header('x-nonce-jwt')),
        })
        const maxAge = Math.floor((expiresAt.getTime() - createdAt.getTime()) / 1000)
        setCookie(c, cookie(project.id), token, cookieOptions(Math.max(1, maxAge)))
        return c.json({ token } satisfies AuthenticateResponse)
      } catch (error) {
        if (!(error instanceof SignatureVerificationUnavailableError)) throw error
        return c.json({ name: error.name, message: error.shortMessage }, 502)
      }
    })
    .get('/auth/v1/me', session, async (c) => {
      const includeAppKitAccount = c.req.query('includeAppKitAccount') === 'true'
      return c.json(await describeAuthSession(context, c.var.authSession, { includeAppKitAccount }))
    })
    .post('/auth/v1/sign-out', async (c) => {
      const { project } = c.var
      const token = readSessionToken(c, project.id, secureCookies)
      const revoked = await signOut(context, { projectId: project.id, token })
      deleteCookie(c, cookie(project.id), cookieOptions(0))
      return c.json({ revoked } satisfies SignOutResponse)
    })
    .put('/auth/v1/account-metadata', session, async (c) => {
      const { metadata } = await readJsonBody(c, accountMetadataRequest, {
        ...bodyOptions,
        limit: authLimits.maxAccountMetadataBytes + 1024, // the metadata and its JSON envelope
      })
      await setAccountMetadata(context, c.var.authSession, metadata)
      return c.json({ metadata })
    })
}
