import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SandboxOidcClient, StartSandboxReturnType } from '@airlock/sandbox'
import { startSandbox } from '@airlock/sandbox'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { createLogger } from '../src/createLogger.js'
import {
  createProjectRepository,
  type ProjectRepository,
} from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { loadWalletKeys, type WalletKeys } from '../src/email/loadWalletKeys.js'
import { createSmtpMailer } from '../src/mail/createSmtpMailer.js'
import { errorHandler } from '../src/middleware/errorHandler.js'
import { notFound } from '../src/middleware/notFound.js'
import { cacheProjectRepository } from '../src/projects/cacheProjectRepository.js'
import { emailAuthRoutes } from '../src/routes/emailAuth.js'
import { type SocialAuthRoutesParameters, socialAuthRoutes } from '../src/routes/socialAuth.js'
import { createSocialClients } from '../src/services/social/createSocialClients.js'
import {
  loadSocialConfig,
  type SocialProviderConfig,
} from '../src/services/social/loadSocialConfig.js'
import type { Backend, TestDatabase } from './backends.js'
import { type Browser, secureOrigin as emailSecureOrigin, mailFrom } from './emailAuthHarness.js'

const secureOrigin = 'http://localhost:8788'
export const dappOrigin = 'http://localhost:3000'
const redirectUri = `${secureOrigin}/social/callback`

/** The server's clients at the sandbox: Google over OpenID Connect, GitHub as plain OAuth 2.0. */
const sandboxClients: SandboxOidcClient[] = [
  {
    provider: 'google',
    clientId: 'airlock-google',
    clientSecret: 'google-secret',
    redirectUris: [redirectUri],
  },
  {
    provider: 'github',
    clientId: 'airlock-github',
    clientSecret: 'github-secret',
    redirectUris: [redirectUri],
  },
]

export type SocialHarness = {
  database: TestDatabase
  projects: ProjectRepository
  sandbox: StartSandboxReturnType
  keys: WalletKeys
  providers: SocialProviderConfig[]
  /** Error-level log lines: a 500 would show here. */
  errors: string[]
  advance(ms: number): void
  now(): Date
  /** The e-mail and social routes on one app, as the secure origin's proxy reaches them. */
  mount(overrides?: Partial<SocialAuthRoutesParameters>): Hono
  /** Rows of the tables a login writes: a refused attack leaves them as they were. */
  counts(): Promise<{ users: number; identities: number; sessions: number; links: number }>
  dispose(): Promise<void>
}

/**
 * Opens a migrated database with a project `demo`, a real sandbox (SMTP inbox and the OpenID
 * Connect provider with the server's clients, on free ports) and keys in a temporary `DATA_DIR`.
 * Google is configured the way `npm start` does it (`OAUTH_GOOGLE_ISSUER` at the sandbox); GitHub
 * goes through the plain OAuth 2.0 path against the sandbox's GitHub endpoints.
 */
export async function openSocialHarness(backend: Backend): Promise<SocialHarness> {
  const database = await backend.open()
  await runMigrations(database)
  const projects = cacheProjectRepository(createProjectRepository(database.db))
  await projects.create({ id: 'demo', name: 'Demo dapp', allowedOrigins: [dappOrigin] })
  const sandbox = await startSandbox({ port: 0, smtpPort: 0, oidcClients: sandboxClients })
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-social-auth-'))
  const keys = await loadWalletKeys({ keysDir: dataDir, walletKek: undefined })
  const { config, issues } = loadSocialConfig({
    OAUTH_GOOGLE_ISSUER: `${sandbox.url}/oidc/google`,
    OAUTH_GOOGLE_CLIENT_ID: 'airlock-google',
    OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
  })
  if (issues.length > 0) throw new Error(JSON.stringify(issues))
  const github = `${sandbox.url}/oidc/github`
  const providers: SocialProviderConfig[] = [
    ...config.providers,
    {
      id: 'github',
      name: 'GitHub',
      kind: 'oauth',
      issuer: github,
      endpoints: {
        authorization: `${github}/auth`,
        token: `${github}/token`,
        userinfo: `${github}/me`,
      },
      clientId: 'airlock-github',
      clientSecret: 'github-secret',
      // The sandbox speaks OpenID Connect only: it wants `openid` and answers with its claims.
      scopes: ['openid', 'email', 'profile'],
      profile: 'oidc',
      verifiesEmail: true,
    },
  ]
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const errors: string[] = []
  const logger = createLogger(
    { logLevel: 'warn' },
    { write: (line) => void (/"level":(50|60)/.test(line) && errors.push(line)) },
  )
  const mailer = createSmtpMailer({ url: sandbox.smtpUrl, from: mailFrom })
  return {
    database,
    projects,
    sandbox,
    keys,
    providers,
    errors,
    advance: (ms) => {
      offsetMs += ms
    },
    now,
    mount(overrides = {}) {
      const app = new Hono()
      const common = { db: database.db, projects, mailer, keys: async () => keys, logger, now }
      app.route(
        '/',
        emailAuthRoutes({
          ...common,
          publicUrl: 'http://127.0.0.1:8787',
          // `call` of the e-mail harness names its secure origin.
          secureOrigin: emailSecureOrigin,
          verifyRateLimit: false,
          sendRateLimit: false,
        }),
      )
      app.route(
        '/',
        socialAuthRoutes({
          ...common,
          clients: createSocialClients({ providers, timeoutMs: 2_000 }),
          secureOrigin,
          secureCookies: false,
          rateLimit: false,
          ...overrides,
        }),
      )
      app.notFound(notFound)
      app.onError(errorHandler(logger))
      return app
    },
    async counts() {
      const result = await database.db.execute(
        sql`select (select count(*)::int from email_users) as users, (select count(*)::int from social_identities) as identities, (select count(*)::int from email_sessions) as sessions, (select count(*)::int from social_link_codes where consumed_at is not null) as links`,
      )
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        users: number
        identities: number
        sessions: number
        links: number
      }[]
      const [row] = rows
      return {
        users: Number(row?.users),
        identities: Number(row?.identities),
        sessions: Number(row?.sessions),
        links: Number(row?.links),
      }
    },
    async dispose() {
      await sandbox.close()
      await database.dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The browser at the provider: a cookie jar for the sandbox's origin, following redirects by hand
 * until one leaves for the secure origin, and answering the login and consent pages as a person
 * would (choosing `user`, then allowing, or cancelling).
 */
export class ProviderBrowser {
  readonly cookies = new Map<string, string>()

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '')
        this.cookies.delete(pair.slice(0, at))
      else this.cookies.set(pair.slice(0, at), value)
    }
    return response
  }

  /**
   * Goes from the authorization URL to the provider's redirect back to the secure origin.
   * @returns That redirect's URL (with `code`, `state`, `iss`, or `error`), or the provider's
   * answer when it sends the browser nowhere (an error page).
   */
  async logIn(
    authorizationUrl: string,
    { user = 'carol', consent = 'allow' as 'allow' | 'deny' | 'cancel' } = {},
  ): Promise<{ callback: URL } | { page: Response; text: string }> {
    let response = await this.fetch(authorizationUrl)
    let base = authorizationUrl
    for (let step = 0; step < 12; step += 1) {
      const location = response.headers.get('location')
      if (location) {
        const next = new URL(location, base)
        if (next.origin === secureOrigin) return { callback: next }
        base = next.href
        response = await this.fetch(next.href)
        continue
      }
      const text = await response.text()
      if (response.status !== 200) return { page: response, text }
      const forms = [...text.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)]
      const pick = (pattern: RegExp) => forms.find(([, , body]) => pattern.test(body ?? ''))
      const form =
        consent === 'cancel'
          ? forms.find(([, action]) => action?.endsWith('/abort'))
          : (pick(new RegExp(`name="user" value="${user}"`)) ??
            pick(new RegExp(`name="decision" value="${consent}"`)))
      if (!form) return { page: response, text }
      const fields = new URLSearchParams(
        [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
          ([, name, value]) => [name ?? '', value ?? ''] as [string, string],
        ),
      )
      base = new URL(form[1] ?? '', base).href
      response = await this.fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      })
    }
    throw new Error('The provider sent the browser around in circles')
  }
}

/** Calls a social route as the secure origin's proxy does: JSON, the browser's cookies, no Origin. */
export async function callSocial(
  app: Hono,
  browser: Browser,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders }
  const cookie = browser.header()
  if (cookie) headers.cookie = cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return browser.take(
    await app.request(`/auth/v1/social/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
}

/** The callback body from the provider's redirect back to the secure origin. */
export function callbackBody(callback: URL): Record<string, string> {
  return Object.fromEntries(
    ['code', 'state', 'iss', 'error', 'error_description']
      .map((name) => [name, callback.searchParams.get(name)] as const)
      .filter((entry): entry is [string, string] => entry[1] !== null),
  )
}
