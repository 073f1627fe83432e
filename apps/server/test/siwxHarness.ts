import { type Devnet, readManifest, startDevnet } from '@airlock/devnet'
import { authNonceResponse, errorBody } from '@airlock/protocol/schemas'
import { copyDevnetSnapshot, demoAccounts, freeDevnetPorts } from '@airlock/test-kit'
import { count } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { createLogger } from '../src/createLogger.js'
import {
  createProjectRepository,
  type ProjectRepository,
} from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { authSessions } from '../src/db/schema.js'
import { errorHandler } from '../src/middleware/errorHandler.js'
import { notFound } from '../src/middleware/notFound.js'
import { cacheProjectRepository } from '../src/projects/cacheProjectRepository.js'
import { type AuthRoutesParameters, authRoutes } from '../src/routes/auth.js'
import type { Backend, TestDatabase } from './backends.js'

export const origin = 'http://localhost:5173'
export const [alice, bob] = demoAccounts().map(({ account }) => account) as [
  ReturnType<typeof demoAccounts>[number]['account'],
  ReturnType<typeof demoAccounts>[number]['account'],
]
export const smartAccount = readManifest().chains[0]?.contracts.smartAccount as Address

/** The local chains sign-in tests verify signatures on. */
export type SiwxChains = {
  readonly devnet: Devnet
  readonly chains: AuthRoutesParameters['chains']
}

/**
 * Starts the devnet (from its snapshot, on free ports) before the file's suites and stops it
 * after them.
 */
export function useSiwxDevnet(): SiwxChains {
  let devnet: Devnet
  let chains: AuthRoutesParameters['chains']
  beforeAll(async () => {
    devnet = await startDevnet({
      dataDir: await copyDevnetSnapshot(),
      ports: await freeDevnetPorts(),
      fund: [],
    })
    chains = devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  })
  afterAll(() => devnet?.stop())
  return {
    get devnet() {
      return devnet
    },
    get chains() {
      return chains
    },
  }
}

/** Fields of a SIWE message a test overrides. */
export type Fields = Partial<Parameters<typeof createSiweMessage>[0]>

export type SiwxHarness = ReturnType<typeof useSiwxHarness>

/**
 * The sign-in suite's harness: a migrated database with the projects `siwe` and `other`, the
 * `/auth/v1` routes mounted on it with a clock that runs `skewMs` ahead (put back after each
 * test, which also expects nothing logged: no request may cause a 500), and the requests a test
 * makes: nonces, SIWE messages, sign-ins and refusals.
 */
export function useSiwxHarness(backend: Backend, devnet: SiwxChains) {
  let database: TestDatabase
  let projects: ProjectRepository
  let app: Hono
  // The server's clock runs this far ahead of the real one.
  let skewMs = 0
  const now = () => new Date(Date.now() + skewMs)
  const chains = () => devnet.chains
  const logged: string[] = []

  const mount = (parameters: Partial<AuthRoutesParameters> = {}) => {
    const mounted = new Hono().route(
      '/',
      authRoutes({
        db: database.db,
        projects,
        chains: chains(),
        now,
        nonceRateLimit: false,
        ...parameters,
      }),
    )
    mounted.notFound(notFound)
    mounted.onError(
      errorHandler(
        createLogger({ logLevel: 'error' }, { write: (line) => void logged.push(line) }),
      ),
    )
    return mounted
  }

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    projects = cacheProjectRepository(createProjectRepository(database.db))
    await projects.create({
      id: 'siwe',
      name: 'Sign-in',
      allowedOrigins: ['http://localhost:*', 'https://app.example.org'],
    })
    await projects.create({
      id: 'other',
      name: 'Another project',
      allowedOrigins: ['http://localhost:*'],
    })
    app = mount()
  })
  afterEach(() => {
    skewMs = 0
    // A 500 would be logged here: no request in this suite may cause one.
    expect(logged).toEqual([])
  })
  afterAll(() => database?.dispose())

  const request = (
    path: string,
    init: RequestInit & { project?: string; origin?: string | null } = {},
    target = app,
  ) => {
    const { project = 'siwe', origin: from = origin, headers, ...rest } = init
    const separator = path.includes('?') ? '&' : '?'
    return target.request(`/auth/v1/${path}${separator}projectId=${project}&st=appkit&sv=1.7.7`, {
      ...rest,
      headers: { ...(from === null ? {} : { origin: from }), ...headers },
    })
  }

  const getNonce = async ({ project = 'siwe', target = app } = {}) =>
    authNonceResponse.parse(await (await request('nonce', { project }, target)).json())

  const createMessage = (nonce: string, fields: Fields = {}) =>
    createSiweMessage({
      scheme: 'http',
      domain: 'localhost:5173',
      address: alice.address,
      statement: 'Sign in with your wallet.',
      uri: `${origin}/`,
      version: '1',
      chainId: 31337,
      nonce,
      issuedAt: now(),
      expirationTime: new Date(now().getTime() + 24 * 60 * 60_000),
      ...fields,
    })

  type Attempt = {
    message: string
    signature: Hex
    token?: string | null
    data?: unknown
    project?: string
    origin?: string | null
    contentType?: string
  }
  const authenticate = (
    { message, signature, token, data, project, origin: from, contentType = 'text/plain' }: Attempt,
    target = app,
  ) =>
    request(
      'authenticate',
      {
        method: 'POST',
        project: project ?? 'siwe',
        origin: from === undefined ? origin : from,
        headers: {
          'content-type': contentType,
          ...(token ? { 'x-nonce-jwt': `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ message, signature, ...(data === undefined ? {} : { data }) }),
      },
      target,
    )

  /** Signs in as `signer` (Alice by default) and returns the session token. */
  const signIn = async (
    { signer = alice, fields = {} }: { signer?: typeof alice; fields?: Fields } = {},
    target = app,
  ) => {
    const { nonce, token } = await getNonce({ target })
    const message = createMessage(nonce, fields)
    const response = await authenticate(
      { message, signature: await signer.signMessage({ message }), token },
      target,
    )
    expect(response.status, await response.clone().text()).toBe(200)
    return ((await response.json()) as { token: string }).token
  }

  const sessions = async () =>
    (await database.db.select({ n: count() }).from(authSessions))[0]?.n ?? 0

  /** Expects a refusal: the status, its error name and message, and no new session. */
  const expectRefusal = async (
    attempt: Response | Promise<Response>,
    status: number,
    name: string,
    message: string,
  ) => {
    const before = await sessions()
    const response = await attempt
    const body = errorBody.parse(await response.json())
    expect({ status: response.status, name: body.name, message: body.message }).toEqual({
      status,
      name,
      message,
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await sessions()).toBe(before)
    return body
  }

  return {
    /** The mounted routes. */
    get app() {
      return app
    },
    get database() {
      return database
    },
    /** How far the server's clock runs ahead of the real one; 0 again after each test. */
    get skewMs() {
      return skewMs
    },
    set skewMs(value: number) {
      skewMs = value
    },
    now,
    mount,
    request,
    getNonce,
    createMessage,
    authenticate,
    signIn,
    sessions,
    expectRefusal,
  }
}
