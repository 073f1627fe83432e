import {
  type AuthenticateResponse,
  type AuthNonceResponse,
  type AuthSessionResponse,
  accountMetadataRequest,
  authenticateRequest,
  authLimits,
  type SignOutResponse,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Hex } from 'viem'
import { z } from 'zod'
import { checkSiweMessage } from '../auth/checkSiweMessage.js'
import { createSignatureVerifier, type SignatureVerifier } from '../auth/createSignatureVerifier.js'
import { generateNonce } from '../auth/generateNonce.js'
import { generateToken, tokenPattern } from '../auth/generateToken.js'
import { hashToken } from '../auth/hashToken.js'
import { parseSiweMessage, type SiweMessage } from '../auth/parseSiweMessage.js'
import { sessionCookieName } from '../auth/sessionCookieName.js'
import type { ChainConfig } from '../config/loadConfig.js'
import type { Logger } from '../createLogger.js'
import {
  type AuthNonce,
  type AuthRepository,
  type AuthSession,
  createAuthRepository,
} from '../db/createAuthRepository.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { PayloadTooLargeError } from '../errors/analytics.js'
import {
  InvalidNonceTokenError,
  InvalidSiweSignatureError,
  NonceAlreadyUsedError,
  NonceExpiredError,
  NonceRateLimitedError,
  NotSignedInError,
  SignatureVerificationUnavailableError,
  SiweDataMismatchError,
  UnknownNonceError,
} from '../errors/auth.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { projectCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'

export type AuthRoutesParameters = {
  /** Where nonces, sessions and account metadata are stored. */
  db: Database
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The chains sign-in accepts (`config.chains`): where contract accounts are asked. */
  chains: readonly Pick<ChainConfig, 'chainId' | 'rpcUrl'>[]
  /**
   * Whether browsers reach the server over https (`PUBLIC_URL`): the session cookie is then
   * `Secure` and `__Host-` prefixed. Defaults to `false`.
   */
  secureCookies?: boolean
  /** Told when sweeping old nonces and sessions fails. Defaults to none. */
  logger?: Logger
  /** The clock. Defaults to `() => new Date()`. */
  now?: () => Date
  /** Defaults to `authLimits.nonceTtlMs` (5 min). */
  nonceTtlMs?: number
  /** The longest session; a sooner `Expiration Time` ends it sooner. Defaults to 12 h. */
  sessionTtlMs?: number
  /** How far ahead of the server's clock `Issued At` and `Not Before` may be. Defaults to 60 s. */
  clockSkewMs?: number
  /**
   * Nonces one client (IP address) may request per project per window, or `false` for no limit.
   * Defaults to `{ max: 1000, windowMs: 60_000 }`.
   */
  nonceRateLimit?: { max: number; windowMs: number } | false
  /** Where the per-IP counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
  /** Checks signatures. Defaults to `createSignatureVerifier({ chains })`. */
  verifier?: SignatureVerifier
  /** `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client. Defaults to none. */
  trustedProxies?: readonly string[]
}

/** The largest `PUT /auth/v1/account-metadata` body: the metadata and its JSON envelope. */
const maxMetadataBodyBytes = authLimits.maxAccountMetadataBytes + 1024
const authenticateBody = authenticateRequest.extend({
  // 0x and whole bytes. ERC-6492 signatures carry the account's deployment, hence the size.
  signature: z
    .string()
    .max(32_768, 'expected at most 32768 characters')
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'expected 0x and hexadecimal bytes'),
})
const sweepIntervalMs = 60_000

/**
 * Sign in with a wallet (SIWX over EIP-4361, SPEC §4), at the model product's Cloud-Auth paths.
 * Each needs `?projectId=` (or `x-project-id`); CORS allows the project's origins only, echoed
 * exactly with `Vary: Origin` and with credentials, so the session cookie works same-site.
 * - `GET /auth/v1/nonce` → `{ nonce, token }`: a single-use nonce from the CSPRNG (160 bits) for
 *   5 min, bound to `token`.
 * - `POST /auth/v1/authenticate` `{ message, signature, data? }` with `x-nonce-jwt: Bearer
 *   <token>` → `{ token }` and an HttpOnly, SameSite=Lax session cookie (Secure and `__Host-`
 *   over https). The message is parsed strictly (`parseSiweMessage`), checked against the
 *   project's origins, the served chains and the clock (`checkSiweMessage`), its nonce must be
 *   this project's, unused, unexpired and bound to the token, and its signature is verified on
 *   its chain (ERC-6492 → ERC-1271 → ecrecover). Only then is the nonce consumed and the session
 *   stored, atomically. Each refusal is a 4xx naming the problem and stores nothing.
 * - `GET /auth/v1/me` → the session (`Authorization: Bearer <token>` or the cookie), else 401;
 *   `?includeAppKitAccount=true` adds the account's metadata.
 * - `POST /auth/v1/sign-out` → `{ revoked }`; the token stops working at once.
 * - `PUT /auth/v1/account-metadata` `{ metadata }` → `{ metadata }`: at most 4 KiB of JSON per
 *   project and address.
 *
 * Tokens are 256 random bits, stored only as their sha256, and never logged.
 *
 * @param parameters - Database, projects, chains and settings.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { authRoutes } from './routes/auth.js'
 * app.route('/', authRoutes({ db: database.db, projects, chains: config.chains }))
 */
export function authRoutes({
  db,
  projects,
  chains,
  secureCookies = false,
  logger,
  now = () => new Date(),
  nonceTtlMs = authLimits.nonceTtlMs,
  sessionTtlMs = authLimits.sessionTtlMs,
  clockSkewMs = 60_000,
  nonceRateLimit = { max: 1000, windowMs: 60_000 },
  verifier = createSignatureVerifier({ chains }),
  trustedProxies = defaultTrustedProxies,
  limiters = memoryRateLimiters,
}: AuthRoutesParameters) {
  const trusted = new Set(trustedProxies)
  const auth = createAuthRepository(db)
  const limiter = nonceRateLimit ? limiters('siwx-nonce', nonceRateLimit) : undefined
  const chainIds = chains.map((chain) => chain.chainId)
  let lastSweep = 0
  const sweep = (time: Date) => {
    if (time.getTime() - lastSweep < sweepIntervalMs) return
    lastSweep = time.getTime()
    auth
      .sweep({ now: time, nonceGraceMs: 60 * 60_000, sessionGraceMs: 7 * 24 * 60 * 60_000 })
      .catch((error) => logger?.warn({ err: error }, 'sweeping sign-in nonces failed'))
  }
  const cookieOptions = (maxAge: number) =>
    ({
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'Lax',
      path: '/',
      maxAge,
    }) as const

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
    .get('/auth/v1/nonce', async (c) => {
      const { project } = c.var
      const retryAfterSeconds =
        (await limiter?.hit(`${project.id} ${clientAddress(c, socketAddress, trusted)}`)) ?? 0
      if (retryAfterSeconds > 0) {
        c.header('Retry-After', String(retryAfterSeconds))
        throw new NonceRateLimitedError({ retryAfterSeconds })
      }
      const time = now()
      const nonce = generateNonce()
      const token = generateToken()
      await auth.issueNonce({
        nonce,
        projectId: project.id,
        tokenHash: hashToken(token),
        createdAt: time,
        expiresAt: new Date(time.getTime() + nonceTtlMs),
      })
      sweep(time)
      return c.json({ nonce, token } satisfies AuthNonceResponse)
    })
    .post('/auth/v1/authenticate', async (c) => {
      const { project } = c.var
      const body = await readJsonBody(c, authenticateBody, {
        limit: authLimits.maxAuthenticateBodyBytes,
        // Model clients post without a Content-Type of their own, so fetch sends text/plain.
        mediaType: jsonMediaTypes.jsonOrText,
        storable: true,
      })
      const message = parseSiweMessage(body.message)
      const time = now()
      checkSiweMessage(message, {
        allowedOrigins: project.allowedOrigins,
        requestOrigin: c.req.header('origin'),
        chainIds,
        now: time,
        clockSkewMs,
      })
      if (body.data) checkData(body.data, message)
      const nonceToken = readBearer(c.req.header('x-nonce-jwt'))
      if (!nonceToken) throw new InvalidNonceTokenError({ missing: true })
      const nonce = { nonce: message.nonce, tokenHash: hashToken(nonceToken) }
      // Refuse a spent or foreign nonce before asking the chain anything.
      checkNonce(await auth.findNonce(message.nonce), { ...nonce, projectId: project.id, time })

      let valid: boolean
      try {
        valid = await verifier.verify({
          chainId: message.chainId,
          address: message.address,
          message: body.message,
          signature: body.signature as Hex,
        })
      } catch (error) {
        if (!(error instanceof SignatureVerificationUnavailableError)) throw error
        // Not the cause itself: viem's messages quote the RPC URL, which may hold an API key.
        const cause = error.cause as { name?: string; shortMessage?: string } | undefined
        logger?.warn(
          { chainId: message.chainId, cause: cause?.shortMessage ?? cause?.name },
          error.shortMessage,
        )
        return c.json({ name: error.name, message: error.shortMessage }, 502)
      }
      if (!valid)
        throw new InvalidSiweSignatureError({
          address: message.address,
          chainId: message.chainId,
        })

      const token = generateToken()
      const createdAt = now()
      const expiresAt = new Date(
        Math.min(
          createdAt.getTime() + sessionTtlMs,
          message.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
        ),
      )
      const session = await auth.createSession({
        nonce,
        session: {
          tokenHash: hashToken(token),
          projectId: project.id,
          address: message.address,
          chainId: message.chainId,
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
        checkNonce(await auth.findNonce(message.nonce), {
          ...nonce,
          projectId: project.id,
          time: createdAt,
        })
        throw new NonceAlreadyUsedError()
      }
      setCookie(
        c,
        sessionCookieName(project.id, secureCookies),
        token,
        cookieOptions(Math.max(1, Math.floor((expiresAt.getTime() - createdAt.getTime()) / 1000))),
      )
      return c.json({ token } satisfies AuthenticateResponse)
    })
    .get('/auth/v1/me', async (c) => {
      const session = await requireSession(c, auth, { secureCookies, now })
      const body: AuthSessionResponse = {
        address: session.address,
        chainId: session.chainId,
        caip2Network: `eip155:${session.chainId}`,
        issuedAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      }
      if (c.req.query('includeAppKitAccount') === 'true')
        body.appKitAccount = {
          address: session.address,
          caip2_chain: body.caip2Network,
          metadata: await auth.getAccountMetadata(session.projectId, session.address),
        }
      return c.json(body)
    })
    .post('/auth/v1/sign-out', async (c) => {
      const { project } = c.var
      const token = readSessionToken(c, secureCookies)
      const revoked =
        token !== undefined &&
        tokenPattern.test(token) &&
        (await auth.revokeSession({
          projectId: project.id,
          tokenHash: hashToken(token),
          now: now(),
        }))
      deleteCookie(c, sessionCookieName(project.id, secureCookies), cookieOptions(0))
      return c.json({ revoked } satisfies SignOutResponse)
    })
    .put('/auth/v1/account-metadata', async (c) => {
      const session = await requireSession(c, auth, { secureCookies, now })
      const { metadata } = await readJsonBody(c, accountMetadataRequest, {
        limit: maxMetadataBodyBytes,
        mediaType: jsonMediaTypes.jsonOrText,
        storable: true,
      })
      if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > authLimits.maxAccountMetadataBytes)
        throw new PayloadTooLargeError({ maxBytes: authLimits.maxAccountMetadataBytes })
      await auth.setAccountMetadata({
        projectId: session.projectId,
        address: session.address,
        metadata,
        now: now(),
      })
      return c.json({ metadata })
    })
}

function readBearer(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? '')
  return match?.[1]
}

// The bearer token wins over the cookie: a client that sends one means that one.
function readSessionToken(c: Context<ProjectEnv>, secure: boolean): string | undefined {
  const authorization = c.req.header('authorization')
  if (authorization !== undefined) return readBearer(authorization) ?? ''
  return getCookie(c, sessionCookieName(c.var.project.id, secure))
}

async function requireSession(
  c: Context<ProjectEnv>,
  auth: AuthRepository,
  { secureCookies, now }: { secureCookies: boolean; now: () => Date },
): Promise<AuthSession> {
  const token = readSessionToken(c, secureCookies)
  if (token === undefined) throw new NotSignedInError({ reason: 'missing' })
  const session = tokenPattern.test(token)
    ? await auth.findLiveSession({
        projectId: c.var.project.id,
        tokenHash: hashToken(token),
        now: now(),
      })
    : undefined
  if (!session) throw new NotSignedInError({ reason: 'invalid' })
  return session
}

function checkNonce(
  stored: AuthNonce | undefined,
  expected: { nonce: string; tokenHash: string; projectId: string; time: Date },
) {
  // Another project's nonce is, for this one, a nonce it never issued.
  if (!stored || stored.projectId !== expected.projectId) throw new UnknownNonceError()
  if (stored.tokenHash !== expected.tokenHash) throw new InvalidNonceTokenError({ missing: false })
  if (stored.consumedAt) throw new NonceAlreadyUsedError()
  if (stored.expiresAt.getTime() <= expected.time.getTime())
    throw new NonceExpiredError({ ttlMs: stored.expiresAt.getTime() - stored.createdAt.getTime() })
}

// `data` is the client's copy of the message fields: it must describe the message it signed.
function checkData(data: Record<string, unknown>, message: SiweMessage) {
  const { accountAddress, chainId, nonce } = data
  if (
    typeof accountAddress === 'string' &&
    accountAddress.toLowerCase() !== message.address.toLowerCase()
  )
    throw new SiweDataMismatchError({ field: 'accountAddress' })
  if (
    (typeof chainId === 'string' || typeof chainId === 'number') &&
    String(chainId).split(':').at(-1) !== String(message.chainId)
  )
    throw new SiweDataMismatchError({ field: 'chainId' })
  if (typeof nonce === 'string' && nonce !== message.nonce)
    throw new SiweDataMismatchError({ field: 'nonce' })
}
