import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminConsoleParameters } from '../../test/adminConsoleParameters.js'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createAdminAccounts } from '../admin/createAdminAccounts.js'
import { createAdminPasskeys } from '../admin/createAdminPasskeys.js'
import { adminSessionLimits, createAdminSessions } from '../admin/createAdminSessions.js'
import { createProjectAdmin } from '../admin/createProjectAdmin.js'
import { createRateLimiter } from '../analytics/createRateLimiter.js'
import { createLogger } from '../createLogger.js'
import { runMigrations } from '../db/runMigrations.js'
import { adminAudit, adminUsers } from '../db/schema.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { adminRoutes } from './admin.js'

const origin = 'http://127.0.0.1:8787'
const password = 'a long enough password'

describeEachBackend('admin accounts', (backend) => {
  let database: TestDatabase
  let app: Hono
  let accounts: ReturnType<typeof createAdminAccounts>
  let clock = Date.now()

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    accounts = createAdminAccounts(database.db)
    app = new Hono().route(
      '/',
      adminRoutes({
        ...adminConsoleParameters(database.db),
        projects: (actor) => createProjectAdmin({ db: database.db, actor }),
        checkToken: undefined,
        accounts,
        sessions: createAdminSessions(database.db, () => new Date(clock)),
        passkeys: createAdminPasskeys(database.db),
        origins: [origin, 'http://localhost:8787'],
        secureCookies: false,
        signInLimiter: createRateLimiter({ max: 30, windowMs: 300_000 }),
        clientOf: (c) => c.req.header('x-test-client') ?? 'test',
      }),
    )
    app.notFound(notFound)
    app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
  })
  afterAll(() => database?.dispose())

  type Call = {
    body?: unknown
    cookie?: string | undefined
    csrf?: string | undefined
    headers?: Record<string, string>
  }
  const call = async (method: string, path: string, options: Call = {}) => {
    const response = await app.request(`${origin}/admin/v1${path}`, {
      method,
      headers: {
        origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.csrf ? { 'x-airlock-csrf': options.csrf } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    const setCookie = response.headers.get('set-cookie') ?? ''
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: each test checks the shape it reads.
      body: (await response.json()) as any,
      setCookie,
      cookie: setCookie.split(';')[0],
      retryAfter: response.headers.get('retry-after'),
    }
  }
  const setUp = async (role: 'owner' | 'viewer', name: string) => {
    const { token } = await accounts.createSetupToken({ role, createdBy: 'test' })
    const answer = await call('POST', '/auth/setup', { body: { token, name, password } })
    expect(answer.status).toBe(201)
    return { cookie: answer.cookie, csrf: answer.body.csrfToken as string, token }
  }

  it('makes the first owner from a setup link once; a second use of the link is refused', async () => {
    const { token } = await accounts.createSetupToken({ role: 'owner', createdBy: 'npm start' })
    const first = await call('POST', '/auth/setup', { body: { token, name: 'Alice', password } })
    expect(first.status).toBe(201)
    expect(first.body.admin).toMatchObject({ name: 'alice', role: 'owner' })
    expect(first.setCookie).toMatch(
      /^airlock-admin=[\w-]{43}; Max-Age=1800; Path=\/; HttpOnly; SameSite=Strict$/,
    )
    const again = await call('POST', '/auth/setup', { body: { token, name: 'mallory', password } })
    expect(again.status).toBe(400)
    expect(again.body.name).toBe('AdminSetupLinkError')
    expect(await database.db.$count(adminUsers)).toBe(1)
    const stored = await database.db.select().from(adminUsers)
    expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('refuses a short password and an unknown setup link', async () => {
    const { token } = await accounts.createSetupToken({ role: 'owner', createdBy: 'test' })
    const short = await call('POST', '/auth/setup', {
      body: { token, name: 'bob', password: 'short' },
    })
    expect(short.status).toBe(400)
    const unknown = await call('POST', '/auth/setup', {
      body: { token: 'not-a-token', name: 'bob', password },
    })
    expect(unknown.body.name).toBe('AdminSetupLinkError')
  })

  it('signs in with the password; a bad password and an unknown name get the same 401', async () => {
    const signedIn = await call('POST', '/auth/sign-in', { body: { name: 'ALICE', password } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.admin).toMatchObject({ name: 'alice', role: 'owner' })
    const session = await call('GET', '/auth/session', { cookie: signedIn.cookie })
    expect(session.body).toMatchObject({
      admin: { name: 'alice' },
      csrfToken: signedIn.body.csrfToken,
    })
    const wrong = await call('POST', '/auth/sign-in', {
      body: { name: 'alice', password: 'wrong password!' },
    })
    const nobody = await call('POST', '/auth/sign-in', { body: { name: 'nobody', password } })
    expect([wrong.status, nobody.status]).toEqual([401, 401])
    expect(wrong.body).toEqual(nobody.body)
    expect(wrong.setCookie).toBe('')
  })

  it('locks an account for 15 minutes after five wrong passwords in a row', async () => {
    await setUp('owner', 'carol')
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (
          await call('POST', '/auth/sign-in', {
            body: { name: 'carol', password: 'not it at all' },
          })
        ).status,
      ).toBe(401)
    const locked = await call('POST', '/auth/sign-in', { body: { name: 'carol', password } })
    expect(locked.status).toBe(429)
    expect(locked.body.name).toBe('AdminSignInLimitedError')
    expect(Number(locked.retryAfter)).toBeGreaterThan(800)
  })

  it('limits sign-ins per client address', async () => {
    const headers = { 'x-test-client': '192.0.2.7' }
    const statuses = []
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push(
        (await call('POST', '/auth/sign-in', { body: { name: 'x', password: 'y' }, headers }))
          .status,
      )
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('refuses a change without the CSRF token, with a wrong one, or from another site', async () => {
    const { cookie, csrf } = await setUp('owner', 'dave')
    const project = { id: 'csrf-test', name: 'CSRF test' }
    expect((await call('POST', '/projects', { cookie, body: project })).status).toBe(403)
    expect(
      (await call('POST', '/projects', { cookie, body: project, csrf: 'forged' })).status,
    ).toBe(403)
    const crossSite = await call('POST', '/projects', {
      cookie,
      csrf,
      body: project,
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.name).toBe('AdminCsrfError')
    expect(
      (
        await call('POST', '/projects', {
          cookie,
          csrf,
          body: project,
          headers: { 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(403)
    const made = await call('POST', '/projects', { cookie, csrf, body: project })
    expect(made.status).toBe(201)
    const [entry] = (await call('GET', '/audit?target=csrf-test', { cookie })).body.entries
    expect(entry).toMatchObject({ actor: 'admin dave', action: 'project.create' })
  })

  it('lets a viewer read and refuses every change with 403', async () => {
    const { cookie, csrf } = await setUp('viewer', 'erin')
    expect((await call('GET', '/projects', { cookie })).status).toBe(200)
    const before = await database.db.$count(adminAudit)
    const writes = [
      await call('POST', '/projects', { cookie, csrf, body: { id: 'viewer-made', name: 'V' } }),
      await call('PATCH', '/projects/csrf-test', { cookie, csrf, body: { name: 'Renamed' } }),
      await call('DELETE', '/projects/csrf-test?confirm=csrf-test', { cookie, csrf }),
      await call('POST', '/admins/invites', { cookie, csrf, body: { role: 'owner' } }),
    ]
    expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403, 403])
    expect(writes[0]?.body.name).toBe('AdminRoleError')
    expect(await database.db.$count(adminAudit)).toBe(before)
  })

  it('rotates the session token while in use (the old one dies 30 s later) and ends it on sign-out or after 30 idle minutes', async () => {
    const { cookie, csrf } = await setUp('owner', 'frank')
    clock += adminSessionLimits.rotateMs + 1000
    const rotated = await call('GET', '/projects', { cookie })
    expect(rotated.status).toBe(200)
    expect(rotated.cookie).toMatch(/^airlock-admin=/)
    expect(rotated.cookie).not.toBe(cookie)
    // A request already in flight with the old token still passes; 30 s later it is refused.
    expect((await call('GET', '/projects', { cookie })).status).toBe(200)
    clock += adminSessionLimits.rotateGraceMs + 1000
    expect((await call('GET', '/projects', { cookie })).status).toBe(401)
    expect((await call('GET', '/projects', { cookie: rotated.cookie })).status).toBe(200)
    clock += adminSessionLimits.idleMs + 1000
    expect((await call('GET', '/projects', { cookie: rotated.cookie })).status).toBe(401)
    const again = await call('POST', '/auth/sign-in', { body: { name: 'frank', password } })
    // Rotated, then signed out: the old token and the new one both die at once.
    clock += adminSessionLimits.rotateMs + 1000
    const fresh = (await call('GET', '/auth/session', { cookie: again.cookie })).cookie
    const out = await call('POST', '/auth/sign-out', {
      cookie: again.cookie,
      csrf: again.body.csrfToken,
    })
    expect(out.status).toBe(200)
    expect((await call('GET', '/auth/session', { cookie: again.cookie })).status).toBe(401)
    expect((await call('GET', '/auth/session', { cookie: fresh })).status).toBe(401)
    expect(csrf).not.toBe(again.body.csrfToken)
  })

  it('answers 401 without a session and lets an owner invite another admin', async () => {
    expect((await call('GET', '/projects')).status).toBe(401)
    const { cookie, csrf } = await setUp('owner', 'grace')
    const invite = await call('POST', '/admins/invites', { cookie, csrf, body: { role: 'viewer' } })
    expect(invite.status).toBe(201)
    const viewer = await call('POST', '/auth/setup', {
      body: { token: invite.body.token, name: 'heidi', password },
    })
    expect(viewer.body.admin).toMatchObject({ name: 'heidi', role: 'viewer' })
  })

  it('offers passkeys at a host name, refuses them at an IP address, and refuses a forged answer', async () => {
    const localhost = { origin: 'http://localhost:8787' }
    const atIp = await call('POST', '/auth/passkey/options')
    expect(atIp.status).toBe(400)
    expect(atIp.body.details).toContain('need a host name')
    const offered = await call('POST', '/auth/passkey/options', { headers: localhost })
    expect(offered.body.options).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) })
    const forged = {
      challengeToken: offered.body.challengeToken,
      response: { id: 'bm90LWEta2V5', rawId: 'bm90LWEta2V5', type: 'public-key', response: {} },
    }
    const refused = await call('POST', '/auth/passkey/sign-in', {
      body: forged,
      headers: localhost,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.name).toBe('AdminPasskeyError')
    expect(refused.setCookie).toBe('')
    // The challenge was used up by the refused answer.
    const replay = await call('POST', '/auth/passkey/sign-in', { body: forged, headers: localhost })
    expect(replay.body.details).toContain('expired')
    // A viewer may add a passkey of their own (with the CSRF token), though they change nothing else.
    const viewer = await setUp('viewer', 'ivan')
    const noCsrf = await call('POST', '/auth/passkeys/options', {
      cookie: viewer.cookie,
      headers: localhost,
    })
    expect(noCsrf.status).toBe(403)
    const registration = await call('POST', '/auth/passkeys/options', {
      ...viewer,
      headers: localhost,
    })
    expect(registration.body.options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'ivan' },
    })
  })
})
