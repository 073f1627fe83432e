import { createHash } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  emailRequests,
  errorOf,
  type Harness,
  latestCode,
  uniqueEmail,
  useEmailHarness,
  wrongCode,
} from '../../test/emailAuthHarness.js'
import { emailCodeFailures, emailLoginAttempts } from '../db/schema.js'

const minute = 60_000

describeEachBackend('/auth/v1/email one-time codes', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { start, verify } = emailRequests(() => ({ harness, app }))

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
      code: 'emailAccountLocked',
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
      code: 'emailVerifyRateLimited',
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
})

function hashCookie(browser: Browser): string {
  return createHash('sha256')
    .update(browser.cookies.get('airlock-wallet-attempt') ?? '')
    .digest('hex')
}
