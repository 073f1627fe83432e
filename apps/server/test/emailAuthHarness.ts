import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MailJson, StartSandboxReturnType } from '@airlock/sandbox'
import { startSandbox } from '@airlock/sandbox'
import { count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { createLogger } from '../src/createLogger.js'
import {
  createProjectRepository,
  type ProjectRepository,
} from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { emailLoginAttempts, emailSessions } from '../src/db/schema.js'
import { loadWalletKeys, type WalletKeys } from '../src/email/loadWalletKeys.js'
import { createSmtpMailer } from '../src/mail/createSmtpMailer.js'
import { errorHandler } from '../src/middleware/errorHandler.js'
import { notFound } from '../src/middleware/notFound.js'
import { requestLogger } from '../src/middleware/requestLogger.js'
import { cacheProjectRepository } from '../src/projects/cacheProjectRepository.js'
import { type EmailAuthRoutesParameters, emailAuthRoutes } from '../src/routes/emailAuth.js'
import type { Backend, TestDatabase } from './backends.js'

export const secureOrigin = 'http://127.0.0.1:8788'
export const dappOrigin = 'http://localhost:3000'
export const publicUrl = 'http://127.0.0.1:8787'
export const mailFrom = 'Airlock Test <no-reply@airlock.test>'

/**
 * A browser's cookie jar for `app.request()`: keeps what `Set-Cookie` says (dropping cookies set
 * to expire), sends it back, and lets a test keep or forge a cookie as an attacker would.
 */
export class Browser {
  readonly cookies = new Map<string, string>()
  /** Every `Set-Cookie` header seen, raw, newest last. */
  readonly setCookies: string[] = []

  take(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      this.setCookies.push(header)
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (/;\s*max-age=0\b/i.test(header) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The latest `Set-Cookie` for a cookie name, with its attributes. */
  lastSetCookie(name: string): string | undefined {
    return this.setCookies.findLast((header) => header.startsWith(`${name}=`))
  }
}

export type Harness = {
  database: TestDatabase
  projects: ProjectRepository
  sandbox: StartSandboxReturnType
  keys: WalletKeys
  dataDir: string
  /** Error-level log lines: a 500 would show here. */
  errors: string[]
  /** Every log line, at every level: codes, tokens and shares must never appear. */
  lines: string[]
  /** Moves the routes' clock. */
  advance(ms: number): void
  resetClock(): void
  /** Stops the server's clock where it is, so only `advance` moves it (resetClock lets it run). */
  freezeClock(): void
  now(): Date
  mount(overrides?: Partial<EmailAuthRoutesParameters>): Hono
  dispose(): Promise<void>
}

/**
 * The hooks every e-mail suite runs: opens the harness before the suite (handing it and its
 * mounted routes to `opened`), after each test puts the clock back and expects no error logged
 * (a 500 would be logged there: no request may cause one), and disposes of it after the suite.
 *
 * @example
 * let harness: Harness
 * let app: Hono
 * useEmailHarness(backend, (opened, mounted) => {
 *   harness = opened
 *   app = mounted
 * })
 */
export function useEmailHarness(
  backend: Backend,
  opened: (harness: Harness, app: Hono) => void,
): void {
  let harness: Harness
  beforeAll(async () => {
    harness = await openHarness(backend)
    opened(harness, harness.mount())
  })
  afterEach(() => {
    harness.resetClock()
    expect(harness.errors.splice(0)).toEqual([])
  })
  afterAll(() => harness?.dispose())
}

/**
 * Opens a migrated database with a project `demo` (allowing the dapp origin), a real sandbox (SMTP
 * inbox and HTTP API on free ports) and keys in a temporary `DATA_DIR`, and mounts the e-mail
 * routes on them with a movable clock and a capturing logger.
 */
export async function openHarness(backend: Backend): Promise<Harness> {
  const database = await backend.open()
  await runMigrations(database)
  const projects = cacheProjectRepository(createProjectRepository(database.db))
  await projects.create({ id: 'demo', name: 'Demo dapp', allowedOrigins: [dappOrigin] })
  const sandbox = await startSandbox({ port: 0, smtpPort: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-email-auth-'))
  const keys = await loadWalletKeys({ keysDir: dataDir, walletKek: undefined })
  let offsetMs = 0
  let frozenAt: number | undefined
  const now = () => new Date((frozenAt ?? Date.now()) + offsetMs)
  const errors: string[] = []
  const lines: string[] = []
  const logger = createLogger(
    { logLevel: 'debug' },
    {
      write: (line) => {
        lines.push(line)
        if (/"level":(50|60)/.test(line)) errors.push(line)
      },
    },
  )
  const mailer = createSmtpMailer({ url: sandbox.smtpUrl, from: mailFrom })
  return {
    database,
    projects,
    sandbox,
    keys,
    dataDir,
    errors,
    lines,
    advance: (ms) => {
      offsetMs += ms
    },
    resetClock: () => {
      offsetMs = 0
      frozenAt = undefined
    },
    freezeClock: () => {
      frozenAt = Date.now()
    },
    now,
    mount(overrides = {}) {
      const app = new Hono()
      app.use(requestLogger(logger))
      app.route(
        '/',
        emailAuthRoutes({
          db: database.db,
          projects,
          mailer,
          keys: async () => keys,
          publicUrl,
          secureOrigin,
          logger,
          now,
          verifyRateLimit: false,
          sendRateLimit: false,
          ...overrides,
        }),
      )
      app.notFound(notFound)
      app.onError(errorHandler(logger))
      return app
    },
    async dispose() {
      await sandbox.close()
      await database.dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Calls a route as the secure origin would: JSON body, the browser's cookies, its Origin, and any
 * extra `headers` (such as `X-Forwarded-For`).
 */
export async function call(
  app: Hono,
  browser: Browser,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  {
    origin = secureOrigin,
    headers: extra = {},
  }: { origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extra }
  if (origin !== null) headers.origin = origin
  const cookie = browser.header()
  if (cookie) headers.cookie = cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return browser.take(
    await app.request(`/auth/v1/email/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
}

/** The messages the sandbox received for an address, newest first, through its JSON API. */
export async function inbox(sandbox: StartSandboxReturnType, to: string): Promise<MailJson[]> {
  const response = await fetch(`${sandbox.url}/mail/api/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: MailJson[] }).messages
}

/** The code in the newest code e-mail to an address. */
export async function latestCode(sandbox: StartSandboxReturnType, to: string): Promise<string> {
  const message = (await inbox(sandbox, to)).find((mail) => /code is \d{6}/.test(mail.subject))
  const code = /code is (\d{6})/.exec(message?.subject ?? '')?.[1]
  if (!code) throw new Error(`No code e-mail to ${to}`)
  return code
}

/** The approval link in the newest device-approval e-mail to an address. */
export async function latestApprovalLink(
  sandbox: StartSandboxReturnType,
  to: string,
): Promise<string> {
  const message = (await inbox(sandbox, to)).find((mail) => mail.subject.startsWith('Approve'))
  const link = /(http\S+device\/approve\?token=[A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1]
  if (!link) throw new Error(`No approval e-mail to ${to}`)
  return link
}

let counter = 0
/** A fresh address per test, so cooldowns and failure counts never carry over. */
export function uniqueEmail(label = 'user'): string {
  counter += 1
  return `${label}-${counter}-${Date.now().toString(36)}@example.org`
}

/** Logs a new browser in with a code from the inbox; resolves with its session and answer. */
export async function logIn(
  harness: Harness,
  app: Hono,
  {
    email = uniqueEmail(),
    browser = new Browser(),
    deviceId,
  }: {
    email?: string
    browser?: Browser
    deviceId?: string
  } = {},
) {
  const start = await call(app, browser, 'POST', 'start', {
    email,
    projectId: 'demo',
    origin: dappOrigin,
    ...(deviceId ? { deviceId } : {}),
  })
  if (start.status !== 200) throw new Error(`start answered ${start.status}: ${await start.text()}`)
  const code = await latestCode(harness.sandbox, email)
  const verify = await call(app, browser, 'POST', 'verify', { code })
  if (verify.status !== 200)
    throw new Error(`verify answered ${verify.status}: ${await verify.text()}`)
  const body = (await verify.json()) as {
    user: { email: string; address: string | null; isNew: boolean }
  }
  return { email, browser, user: body.user, code }
}

/** An error answer's `{ name, message, details? }`. */
export async function errorOf(response: Response | Promise<Response>): Promise<ErrorAnswer> {
  return (await (await response).json()) as ErrorAnswer
}

type ErrorAnswer = {
  name?: string
  message?: string
  details?: string
  code?: string
  params?: Record<string, string | number>
}

/**
 * The requests and reads the e-mail suites share, against the suite's current routes and
 * database (`suite` is asked at each call, since the hooks open them).
 *
 * @example
 * const { start, verify } = emailRequests(() => ({ harness, app }))
 */
export function emailRequests(suite: () => { harness: Harness; app: Hono }) {
  const start = (browser: Browser, email: string, extra: Record<string, unknown> = {}) =>
    call(suite().app, browser, 'POST', 'start', {
      email,
      projectId: 'demo',
      origin: dappOrigin,
      ...extra,
    })
  return {
    /** `POST start` for the project `demo` from the dapp's origin, with `extra` fields. */
    start,
    /** `POST start` as from the device `deviceId`, if given. */
    startOnDevice: (browser: Browser, email: string, deviceId?: string) =>
      start(browser, email, deviceId ? { deviceId } : {}),
    verify: (browser: Browser, code: string) =>
      call(suite().app, browser, 'POST', 'verify', { code }),
    me: (browser: Browser) => call(suite().app, browser, 'GET', 'me'),
    /** How many login attempts are stored for the address. */
    attemptsFor: async (email: string) =>
      (
        await suite()
          .harness.database.db.select({ n: count() })
          .from(emailLoginAttempts)
          .where(eq(emailLoginAttempts.email, email))
      )[0]?.n,
    /** The browser's session token and its stored row. */
    sessionOf: async (browser: Browser) => {
      const token = browser.cookies.get('airlock-wallet') ?? ''
      const [row] = await suite()
        .harness.database.db.select()
        .from(emailSessions)
        .where(eq(emailSessions.tokenHash, createHash('sha256').update(token).digest('hex')))
      return { token, row }
    },
  }
}

/** Another six-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}
