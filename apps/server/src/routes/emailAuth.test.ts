import { createHash } from 'node:crypto'
import { userMessages } from '@airlock/protocol'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  dappOrigin,
  emailRequests,
  errorOf,
  type Harness,
  inbox,
  latestCode,
  logIn,
  mailFrom,
  uniqueEmail,
  useEmailHarness,
  wrongCode,
} from '../../test/emailAuthHarness.js'
import { emailDevices, emailLoginAttempts, emailUsers } from '../db/schema.js'

const minute = 60_000

describeEachBackend('/auth/v1/email one-time codes', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { start, verify, attemptsFor } = emailRequests(() => ({ harness, app }))

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
        code: 'emailCodeExpired',
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
      code: 'emailLoginNotFound',
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
        code: 'emailCodeInvalid',
        details: `${left} for this code.`,
      })),
    )
    expect(answers[4]).toEqual({
      name: 'EmailCodeBurnedError',
      message: 'Too many wrong tries for this code',
      code: 'emailCodeBurned',
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
        code: 'emailCooldown',
        params: { seconds: 30 },
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

  it('never logs codes or tokens', async () => {
    const { browser, code } = await logIn(harness, app)
    const text = harness.lines.join('\n')
    expect(text).not.toContain(code)
    for (const value of browser.cookies.values()) expect(text).not.toContain(value)
  })
})
