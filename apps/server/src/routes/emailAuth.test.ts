import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { userMessages } from '@airlock/protocol'
import { createAdaptorServer } from '@hono/node-server'
import { count, eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  dappOrigin,
  errorOf,
  type Harness,
  inbox,
  latestCode,
  logIn,
  mailFrom,
  openHarness,
  secureOrigin,
  uniqueEmail,
} from '../../test/emailAuthHarness.js'
import { unusedPort } from '../../test/ports.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { emailCodeFailures, emailDevices, emailLoginAttempts, emailUsers } from '../db/schema.js'
import { createSmtpMailer } from '../mail/createSmtpMailer.js'

const minute = 60_000

describeEachBackend('/auth/v1/email one-time codes', (backend) => {
  let harness: Harness
  let app: Hono
  beforeAll(async () => {
    harness = await openHarness(backend)
    app = harness.mount()
  })
  afterEach(() => {
    harness.resetClock()
    // A 500 would be logged here: no request in this suite may cause one.
    expect(harness.errors.splice(0)).toEqual([])
  })
  afterAll(() => harness?.dispose())

  const start = (browser: Browser, email: string, extra: Record<string, unknown> = {}) =>
    call(app, browser, 'POST', 'start', { email, projectId: 'demo', origin: dappOrigin, ...extra })
  const verify = (browser: Browser, code: string) => call(app, browser, 'POST', 'verify', { code })
  const attemptsFor = async (email: string) =>
    (
      await harness.database.db
        .select({ n: count() })
        .from(emailLoginAttempts)
        .where(eq(emailLoginAttempts.email, email))
    )[0]?.n
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('e-mails a new address a code through SMTP and logs it in with it', async () => {
    const browser = new Browser()
    const email = uniqueEmail('new')
    const response = await start(browser, email)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ action: 'VERIFY_OTP', cooldownSeconds: 30 })
    expect(browser.lastSetCookie('airlock-wallet-attempt')).toMatch(
      /^airlock-wallet-attempt=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Strict$/,
    )
    const [mail] = await inbox(harness.sandbox, email)
    expect(mail).toMatchObject({ from: mailFrom, to: [email] })
    const code = /^Your Airlock code is (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? ''
    expect(mail?.text).toContain(`Enter it in Demo dapp (${dappOrigin}) to log in to your wallet.`)
    expect(mail?.text).toContain('It works once, for 10 minutes.')
    expect(mail?.html).toContain(`>${code}</p>`)
    const verified = await verify(browser, code)
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ user: { email, address: null, isNew: true } })
    expect(browser.cookies.has('airlock-wallet-attempt')).toBe(false)
    const me = await call(app, browser, 'GET', 'me')
    expect(await me.json()).toEqual({ user: { email, address: null } })
  })

  it('stores the code only as a keyed hash', async () => {
    const email = uniqueEmail('hash')
    await start(new Browser(), email)
    const code = await latestCode(harness.sandbox, email)
    const [row] = await harness.database.db
      .select()
      .from(emailLoginAttempts)
      .where(eq(emailLoginAttempts.email, email))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(code)
    // Not a plain hash either: without the server's key a leaked table cannot be brute-forced.
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'))
  })

  it('accepts a code at 9:59 and refuses it at 10:01', async () => {
    // The server's clock stands still, so however long the mail takes, 9:59 is 9:59.
    harness.freezeClock()
    try {
      const early = new Browser()
      const earlyEmail = uniqueEmail('early')
      await start(early, earlyEmail)
      harness.advance(9 * minute + 59_000)
      expect((await verify(early, await latestCode(harness.sandbox, earlyEmail))).status).toBe(200)

      harness.resetClock()
      harness.freezeClock()
      const late = new Browser()
      const lateEmail = uniqueEmail('late')
      await start(late, lateEmail)
      harness.advance(10 * minute + 1_000)
      const response = await verify(late, await latestCode(harness.sandbox, lateEmail))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        name: 'EmailCodeExpiredError',
        message: 'This code has expired',
        details: 'Codes work for 10 minutes; request a new one.',
      })
    } finally {
      harness.resetClock()
    }
  })

  it('accepts a code once: a replay with the same attempt cookie is refused', async () => {
    const browser = new Browser()
    const email = uniqueEmail('replay')
    await start(browser, email)
    const attempt = browser.cookies.get('airlock-wallet-attempt') ?? ''
    const code = await latestCode(harness.sandbox, email)
    expect((await verify(browser, code)).status).toBe(200)
    const attacker = new Browser()
    attacker.cookies.set('airlock-wallet-attempt', attempt)
    const replay = await verify(attacker, code)
    expect(replay.status).toBe(401)
    expect((await errorOf(replay)).name).toBe('EmailCodeUsedError')
  })

  it('binds a code to its attempt: another attempt, no attempt or a replaced one refuse it', async () => {
    const first = new Browser()
    const firstEmail = uniqueEmail('bind-a')
    await start(first, firstEmail)
    const firstCode = await latestCode(harness.sandbox, firstEmail)
    const second = new Browser()
    await start(second, uniqueEmail('bind-b'))
    const wrongAttempt = await verify(second, firstCode)
    expect(wrongAttempt.status).toBe(401)
    expect((await errorOf(wrongAttempt)).name).toBe('InvalidEmailCodeError')

    const none = await verify(new Browser(), firstCode)
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({
      name: 'EmailAttemptNotFoundError',
      message: 'No login is in progress',
      details: 'Enter your e-mail address again to get a new code.',
    })

    // A newer start in the same browser replaces the older attempt and its code.
    const kept = first.cookies.get('airlock-wallet-attempt') ?? ''
    harness.advance(31_000)
    await start(first, firstEmail)
    const stale = new Browser()
    stale.cookies.set('airlock-wallet-attempt', kept)
    expect((await errorOf(verify(stale, firstCode))).name).toBe('EmailAttemptNotFoundError')
    expect((await verify(first, await latestCode(harness.sandbox, firstEmail))).status).toBe(200)
  })

  it('burns a code after 5 wrong tries: the right one then fails too', async () => {
    const browser = new Browser()
    const email = uniqueEmail('burn')
    await start(browser, email)
    const code = await latestCode(harness.sandbox, email)
    const answers: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const response = await verify(browser, wrongCode(code))
      expect(response.status).toBe(401)
      answers.push(await response.json())
    }
    expect(answers.slice(0, 4)).toEqual(
      ['4 tries left', '3 tries left', '2 tries left', '1 try left'].map((left) => ({
        name: 'InvalidEmailCodeError',
        message: 'Invalid code',
        details: `${left} for this code.`,
      })),
    )
    expect(answers[4]).toEqual({
      name: 'EmailCodeBurnedError',
      message: 'Too many wrong tries for this code',
      details: 'Request a new code.',
    })
    const right = await verify(browser, code)
    expect(right.status).toBe(401)
    expect((await errorOf(right)).name).toBe('EmailCodeBurnedError')
    const [row] = await harness.database.db
      .select()
      .from(emailLoginAttempts)
      .where(eq(emailLoginAttempts.email, email))
    expect(row).toMatchObject({ failedTries: 5, consumedAt: null })
    expect(row?.burnedAt).toBeInstanceOf(Date)
  })

  it('refuses an account after 10 wrong codes in an hour with 429 and Retry-After', async () => {
    const email = uniqueEmail('account')
    // Two attempts, five wrong codes each (burning both), from one client.
    for (let round = 0; round < 2; round++) {
      const browser = new Browser()
      expect((await start(browser, email)).status).toBe(200)
      const code = await latestCode(harness.sandbox, email)
      for (let i = 0; i < 5; i++) await verify(browser, wrongCode(code))
      harness.advance(31_000)
    }
    const browser = new Browser()
    await start(browser, email)
    const code = await latestCode(harness.sandbox, email)
    const locked = await verify(browser, code)
    expect(locked.status).toBe(429)
    // The oldest failure was 62 s ago: it ages out in 3,538 s.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(3_530)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(3_540)
    expect(await locked.json()).toMatchObject({
      name: 'EmailAccountLockedError',
      message: 'Too many wrong codes for this e-mail address',
    })
    // A locked check counts nothing against the attempt.
    const [row] = await harness.database.db
      .select({ failedTries: emailLoginAttempts.failedTries })
      .from(emailLoginAttempts)
      .where(eq(emailLoginAttempts.tokenHash, hashCookie(browser)))
    expect(row?.failedTries).toBe(0)
    const [failures] = await harness.database.db
      .select({ n: count() })
      .from(emailCodeFailures)
      .where(eq(emailCodeFailures.email, email))
    expect(failures?.n).toBe(10)

    // An hour later the failures have aged out: a new code works.
    harness.advance(61 * minute)
    const later = new Browser()
    await start(later, email)
    expect((await verify(later, await latestCode(harness.sandbox, email))).status).toBe(200)
  })

  it('locks an address only for the client that sent the wrong codes, not for its owner', async () => {
    // The peer address is the client here (no trusted proxy in between).
    const byPeer = harness.mount({
      remoteAddress: (c) => c.req.header('x-test-peer'),
      trustedProxies: [],
    })
    const from = (peer: string) => ({ headers: { 'x-test-peer': peer } })
    const email = uniqueEmail('victim')
    // An attacker who knows only the address burns two codes of their own: 10 wrong codes.
    for (let round = 0; round < 2; round++) {
      const attacker = new Browser()
      await call(
        byPeer,
        attacker,
        'POST',
        'start',
        { email, projectId: 'demo' },
        from('203.0.113.66'),
      )
      const code = await latestCode(harness.sandbox, email)
      for (let i = 0; i < 5; i++)
        await call(
          byPeer,
          attacker,
          'POST',
          'verify',
          { code: wrongCode(code) },
          from('203.0.113.66'),
        )
      harness.advance(31_000)
    }
    const attacker = new Browser()
    await call(
      byPeer,
      attacker,
      'POST',
      'start',
      { email, projectId: 'demo' },
      from('203.0.113.66'),
    )
    const attackerCode = await latestCode(harness.sandbox, email)
    const locked = await call(
      byPeer,
      attacker,
      'POST',
      'verify',
      { code: attackerCode },
      from('203.0.113.66'),
    )
    expect(locked.status).toBe(429)
    expect((await errorOf(locked)).name).toBe('EmailAccountLockedError')
    // The owner, on another network, logs in at once.
    harness.advance(31_000)
    const owner = new Browser()
    await call(byPeer, owner, 'POST', 'start', { email, projectId: 'demo' }, from('198.51.100.7'))
    const code = await latestCode(harness.sandbox, email)
    const verified = await call(byPeer, owner, 'POST', 'verify', { code }, from('198.51.100.7'))
    expect(verified.status).toBe(200)
  })

  it('allows 30 code checks per IP per 5 minutes, then 429 with Retry-After', async () => {
    const limited = harness.mount({ verifyRateLimit: { max: 30, windowMs: 5 * minute } })
    const check = () => call(limited, new Browser(), 'POST', 'verify', { code: '123456' })
    for (let i = 0; i < 30; i++) expect((await check()).status).toBe(401)
    const refused = await check()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('300')
    expect(await refused.json()).toEqual({
      name: 'EmailVerifyRateLimitedError',
      message: 'Too many code attempts',
      details: 'Too many codes were checked from this network. Retry after 300 seconds.',
    })
    harness.advance(5 * minute)
    expect((await check()).status).toBe(401)
  })

  it('limits e-mails per IP too', async () => {
    const limited = harness.mount({ sendRateLimit: { max: 2, windowMs: 5 * minute } })
    const send = () =>
      call(limited, new Browser(), 'POST', 'start', {
        email: uniqueEmail('ip'),
        projectId: 'demo',
      })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('300')
    expect((await errorOf(refused)).name).toBe('EmailSendRateLimitedError')
  })

  // `app.request()` has no socket: the peer comes from a test header instead.
  const peerFromHeader = (c: Context) => c.req.header('x-test-peer')
  const checkFrom = (limited: Hono, peer: string, forwardedFor?: string) =>
    call(
      limited,
      new Browser(),
      'POST',
      'verify',
      { code: '123456' },
      {
        headers: {
          'x-test-peer': peer,
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
      },
    )

  it('counts the browser a trusted proxy names in X-Forwarded-For, each in its own bucket', async () => {
    const limited = harness.mount({
      verifyRateLimit: { max: 2, windowMs: 5 * minute },
      remoteAddress: peerFromHeader,
      trustedProxies: ['127.0.0.1', '::1'],
    })
    // The secure origin's proxy on loopback (named in TRUSTED_PROXIES) forwards two browsers.
    expect((await checkFrom(limited, '127.0.0.1', '198.51.100.1')).status).toBe(401)
    expect((await checkFrom(limited, '127.0.0.1', '198.51.100.1')).status).toBe(401)
    const refused = await checkFrom(limited, '127.0.0.1', '198.51.100.1')
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).name).toBe('EmailVerifyRateLimitedError')
    // The other browser behind the same proxy has its own bucket, counted by the first entry.
    expect((await checkFrom(limited, '127.0.0.1', '198.51.100.2')).status).toBe(401)
    expect((await checkFrom(limited, '::1', '198.51.100.2, 198.51.100.1')).status).toBe(401)
    expect((await checkFrom(limited, '127.0.0.1', '198.51.100.2, 203.0.113.9')).status).toBe(429)
    // A header naming no address counts the proxy itself.
    expect((await checkFrom(limited, '127.0.0.1', 'unknown')).status).toBe(401)
    expect((await checkFrom(limited, '127.0.0.1')).status).toBe(401)
    expect((await checkFrom(limited, '127.0.0.1', '')).status).toBe(429)
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const limited = harness.mount({
      verifyRateLimit: { max: 2, windowMs: 5 * minute },
      remoteAddress: peerFromHeader,
      trustedProxies: ['10.0.0.5'],
    })
    // An untrusted peer cannot spread its checks over made-up addresses.
    expect((await checkFrom(limited, '203.0.113.50', '198.51.100.1')).status).toBe(401)
    expect((await checkFrom(limited, '203.0.113.50', '198.51.100.2')).status).toBe(401)
    expect((await checkFrom(limited, '203.0.113.50', '198.51.100.3')).status).toBe(429)
    // Nor can it borrow another's bucket: loopback is not trusted here, so it counts as itself.
    expect((await checkFrom(limited, '127.0.0.1', '203.0.113.50')).status).toBe(401)
    // Another peer has its own bucket; the configured proxy's client counts as that client.
    expect((await checkFrom(limited, '203.0.113.51', '203.0.113.50')).status).toBe(401)
    expect((await checkFrom(limited, '10.0.0.5', '198.51.100.3')).status).toBe(401)
    expect((await checkFrom(limited, '10.0.0.5', '203.0.113.50')).status).toBe(429)
  })

  it('enforces the 30 s resend cooldown on the server, known or unknown address', async () => {
    const known = (await logIn(harness, app)).email
    for (const email of [known, uniqueEmail('cooldown')]) {
      harness.resetClock()
      harness.advance(31_000)
      const browser = new Browser()
      expect((await start(browser, email)).status).toBe(200)
      const before = await attemptsFor(email)
      const second = await start(browser, email)
      expect(second.status).toBe(429)
      expect(second.headers.get('retry-after')).toBe('30')
      expect(await second.json()).toEqual({
        name: 'EmailCooldownError',
        message: userMessages.emailCooldown(30),
        details: 'One e-mail with a code per address every 30 seconds.',
      })
      harness.advance(10_000)
      const third = await start(browser, email)
      expect(third.status).toBe(429)
      expect((await errorOf(third)).message).toBe('Please try again after 20 seconds')
      // Refusals write nothing and send nothing.
      expect(await attemptsFor(email)).toBe(before)
      harness.advance(20_000)
      expect((await start(browser, email)).status).toBe(200)
    }
  })

  it('answers known and unknown addresses alike: status, body, cookie and time', async () => {
    const deviceId = 'device-enumeration-0001'
    const trials = 100
    const knownEmails: string[] = []
    const time = harness.now()
    for (let i = 0; i < trials; i++) {
      const email = uniqueEmail('known')
      const [user] = await harness.database.db
        .insert(emailUsers)
        .values({ email, createdAt: time, updatedAt: time })
        .returning({ id: emailUsers.id })
      await harness.database.db.insert(emailDevices).values({
        userId: user?.id ?? 0,
        deviceIdHash: createHash('sha256').update(deviceId).digest('hex'),
        approvedAt: time,
        lastUsedAt: time,
      })
      knownEmails.push(email)
    }
    const shape = async (response: Response) => ({
      status: response.status,
      body: await response.json(),
      cookie: response.headers.get('set-cookie')?.replace(/=[A-Za-z0-9_-]{43};/, '=<token>;'),
    })
    const timings: { known: number[]; unknown: number[] } = { known: [], unknown: [] }
    for (let i = 0; i < trials; i++) {
      // Alternate, so a slowing machine weighs on both sides equally.
      for (const kind of i % 2
        ? (['known', 'unknown'] as const)
        : (['unknown', 'known'] as const)) {
        const email = kind === 'known' ? (knownEmails[i] ?? '') : uniqueEmail('unknown')
        const begin = performance.now()
        const response = await start(new Browser(), email, { deviceId })
        timings[kind].push(performance.now() - begin)
        expect(await shape(response)).toEqual({
          status: 200,
          body: { action: 'VERIFY_OTP', cooldownSeconds: 30 },
          cookie: 'airlock-wallet-attempt=<token>; Max-Age=600; Path=/; HttpOnly; SameSite=Strict',
        })
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return ((sorted[(sorted.length - 1) >> 1] ?? 0) + (sorted[sorted.length >> 1] ?? 0)) / 2
    }
    const difference = Math.abs(median(timings.known) - median(timings.unknown))
    expect(difference).toBeLessThan(10)

    // A wrong code reads the same for both.
    const wrong = async (email: string) => {
      const browser = new Browser()
      harness.advance(31_000)
      await start(browser, email, { deviceId })
      return shape(await verify(browser, wrongCode(await latestCode(harness.sandbox, email))))
    }
    const knownWrong = await wrong(knownEmails[0] ?? '')
    expect(await wrong(uniqueEmail('unknown-wrong'))).toEqual(knownWrong)
    expect(knownWrong.status).toBe(401)
  }, 60_000)

  it('answers a known address on a new device exactly as an unknown one: a code, no link', async () => {
    const { email } = await logIn(harness, app, { deviceId: 'first-device-000001' })
    harness.advance(31_000)
    const other = uniqueEmail('never-seen')
    const known = await start(new Browser(), email, { deviceId: 'second-device-00001' })
    const unknown = await start(new Browser(), other, { deviceId: 'second-device-00001' })
    const shape = async (response: Response) => ({
      status: response.status,
      body: await response.json(),
      cookies: response.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]+/, '=…')),
    })
    expect(await shape(known)).toEqual(await shape(unknown))
    expect((await inbox(harness.sandbox, email))[0]?.subject).toMatch(
      /^Your Airlock code is \d{6}$/,
    )
    expect((await inbox(harness.sandbox, other))[0]?.subject).toMatch(
      /^Your Airlock code is \d{6}$/,
    )
  })

  it('refuses bad input with a 4xx naming the problem, and writes nothing', async () => {
    const email = uniqueEmail('bad')
    const cases: [unknown, number, string, string][] = [
      [
        { email: 'not-an-email', projectId: 'demo' },
        400,
        'ValidationError',
        'Invalid request body field "email": expected an e-mail address',
      ],
      [
        { email: `${'a'.repeat(250)}@x.org`, projectId: 'demo' },
        400,
        'ValidationError',
        'Invalid request body field "email": expected an e-mail address',
      ],
      [
        { email },
        400,
        'ValidationError',
        'Invalid request body field "projectId": expected the project id',
      ],
      [{ email, projectId: 'nope' }, 403, 'InvalidProjectIdError', 'Invalid Project ID'],
      [
        { email, projectId: 'demo', origin: 'https://evil.example' },
        403,
        'DappOriginNotAllowedError',
        'Invalid App Configuration',
      ],
      [
        { email, projectId: 'demo', deviceId: 'short' },
        400,
        'ValidationError',
        'Invalid request body field "deviceId": expected 16 to 128 letters, digits, "-" or "_"',
      ],
    ]
    for (const [body, status, name, message] of cases) {
      const response = await call(app, new Browser(), 'POST', 'start', body)
      expect({ status: response.status, ...(await errorOf(response)) }).toMatchObject({
        status,
        name,
        message,
      })
    }
    const browser = new Browser()
    await start(browser, email)
    for (const code of ['1234567', '12345', 'abcdef', '12 456', 123456]) {
      const response = await call(app, browser, 'POST', 'verify', { code })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        name: 'ValidationError',
        message: 'Invalid request body field "code": expected the 6-digit code',
      })
    }
    const oversized = await app.request('/auth/v1/email/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: secureOrigin },
      body: JSON.stringify({ email, projectId: 'demo', padding: 'x'.repeat(5_000) }),
    })
    expect(oversized.status).toBe(413)
    const form = await app.request('/auth/v1/email/start', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: secureOrigin },
      body: `email=${email}&projectId=demo`,
    })
    expect(form.status).toBe(415)
    // Malformed codes count as no try: the attempt is untouched, and only its one e-mail exists.
    const [row] = await harness.database.db
      .select()
      .from(emailLoginAttempts)
      .where(eq(emailLoginAttempts.email, email))
    expect(row?.failedTries).toBe(0)
    expect(await attemptsFor(email)).toBe(1)
    expect(await inbox(harness.sandbox, email)).toHaveLength(1)
  })

  it('answers the secure origin only, with credentials', async () => {
    const evil = await call(app, new Browser(), 'GET', 'me', undefined, {
      origin: 'http://localhost:3000',
    })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect(await evil.json()).toMatchObject({
      name: 'SecureOriginRequiredError',
      message: 'Only the secure origin may call this',
    })
    // The key-custody routes (mounted from their own module) sit behind the same guard.
    const custody = await call(app, new Browser(), 'GET', 'wallet/auth-share', undefined, {
      origin: 'http://localhost:3000',
    })
    expect(custody.status).toBe(403)
    expect(custody.headers.get('cache-control')).toBe('no-store')
    const preflight = await app.request('/auth/v1/email/verify', {
      method: 'OPTIONS',
      headers: {
        origin: secureOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(secureOrigin)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST')
    const me = await call(app, new Browser(), 'GET', 'me')
    expect(me.status).toBe(401)
    expect(me.headers.get('access-control-allow-origin')).toBe(secureOrigin)
  })

  it('answers 502 and keeps nothing when the e-mail cannot be sent', async () => {
    const broken = harness.mount({
      mailer: createSmtpMailer({
        url: `smtp://127.0.0.1:${await unusedPort()}`,
        from: mailFrom,
        timeoutMs: 2_000,
      }),
    })
    const email = uniqueEmail('undelivered')
    const send = () => call(broken, new Browser(), 'POST', 'start', { email, projectId: 'demo' })
    const response = await send()
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      name: 'MailDeliveryError',
      message: 'Could not send the e-mail',
      details: 'Try again in a moment.',
    })
    expect(await attemptsFor(email)).toBe(0)
    // The cooldown was given back: trying again at once is not a 429.
    expect((await send()).status).toBe(502)
    expect(harness.lines.join('\n')).toContain('sending an e-mail wallet message failed')
  })

  it('answers 503 when no SMTP server is configured', async () => {
    const off = harness.mount({ mailer: undefined })
    const response = await call(off, new Browser(), 'POST', 'start', {
      email: uniqueEmail('off'),
      projectId: 'demo',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      name: 'EmailLoginUnavailableError',
      message: 'E-mail login is not configured on this server',
      details: 'Set SMTP_URL (and MAIL_FROM) to enable it.',
    })
  })

  it('never logs codes or tokens', async () => {
    const { browser, code } = await logIn(harness, app)
    const text = harness.lines.join('\n')
    expect(text).not.toContain(code)
    for (const value of browser.cookies.values()) expect(text).not.toContain(value)
  })
})

describeEachBackend('/auth/v1/email in createApp', (backend) => {
  let harness: Harness
  let dataDir: string
  beforeAll(async () => {
    harness = await openHarness(backend)
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-email-app-'))
  })
  afterAll(async () => {
    await harness?.dispose()
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}-keys`, { recursive: true, force: true })
  })

  it('is mounted ahead of sign-in with a wallet, from SMTP_URL and SECURE_ORIGIN_URL', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: harness.sandbox.smtpUrl,
      MAIL_FROM: mailFrom,
      SECURE_ORIGIN_URL: 'http://127.0.0.1:9999',
    })
    const app = createApp({
      config,
      db: harness.database,
      logger: createLogger({ logLevel: 'silent' }),
    })
    const email = uniqueEmail('app')
    // No ?projectId=: `/auth/v1/*`'s project check must not intercept these routes.
    const response = await call(
      app,
      new Browser(),
      'POST',
      'start',
      { email, projectId: 'demo' },
      { origin: 'http://127.0.0.1:9999' },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999')
    expect(await inbox(harness.sandbox, email)).toHaveLength(1)
    // The keys were created on first use, in KEYS_DIR (by default beside DATA_DIR, not in it).
    const { stat } = await import('node:fs/promises')
    expect((await stat(join(`${dataDir}-keys`, 'wallet-kek'))).mode & 0o777).toBe(0o600)
  })

  it('counts X-Forwarded-For over a real socket only from TRUSTED_PROXIES', async () => {
    // 30 checks per IP per 5 minutes: the 31st from one address is refused.
    const checks = async (url: string, forwardedFor: string, times: number) => {
      const statuses: number[] = []
      for (let i = 0; i < times; i++) {
        const response = await fetch(`${url}/auth/v1/email/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ code: '123456' }),
        })
        await response.body?.cancel()
        statuses.push(response.status)
      }
      return statuses
    }
    const serve = async (env: Record<string, string>) => {
      const app = createApp({
        config: loadConfig({ DATA_DIR: dataDir, SMTP_URL: harness.sandbox.smtpUrl, ...env }),
        db: harness.database,
        logger: createLogger({ logLevel: 'silent' }),
      })
      const server = createAdaptorServer({ fetch: app.fetch })
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
    }

    // By default no peer is trusted, loopback neither: the header is ignored.
    const byDefault = await serve({})
    try {
      expect(new Set(await checks(byDefault.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(byDefault.url, '198.51.100.8', 1)).toEqual([429])
    } finally {
      byDefault.close()
    }

    // The secure origin's proxy on loopback, named: one bucket per browser.
    const trusted = await serve({ TRUSTED_PROXIES: '127.0.0.1' })
    try {
      expect(new Set(await checks(trusted.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(trusted.url, '198.51.100.7', 1)).toEqual([429])
      expect(await checks(trusted.url, '198.51.100.8', 1)).toEqual([401])
    } finally {
      trusted.close()
    }

    // Any other TRUSTED_PROXIES: the loopback peer's header is ignored, all count as the peer.
    const untrusted = await serve({ TRUSTED_PROXIES: '192.0.2.10' })
    try {
      expect(new Set(await checks(untrusted.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(untrusted.url, '198.51.100.8', 1)).toEqual([429])
    } finally {
      untrusted.close()
    }
  })
})

function hashCookie(browser: Browser): string {
  return createHash('sha256')
    .update(browser.cookies.get('airlock-wallet-attempt') ?? '')
    .digest('hex')
}
