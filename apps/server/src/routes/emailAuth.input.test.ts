import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  emailRequests,
  errorOf,
  type Harness,
  inbox,
  mailFrom,
  secureOrigin,
  uniqueEmail,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'
import { unusedPort } from '../../test/ports.js'
import { emailLoginAttempts } from '../db/schema.js'
import { createSmtpMailer } from '../mail/createSmtpMailer.js'

describeEachBackend('/auth/v1/email one-time codes', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { start, attemptsFor } = emailRequests(() => ({ harness, app }))

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
})
