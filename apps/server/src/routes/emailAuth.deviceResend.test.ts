import { createHash } from 'node:crypto'
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
  latestApprovalLink,
  latestCode,
  logIn,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'
import { emailLoginAttempts } from '../db/schema.js'
import { MailDeliveryError } from '../errors/emailAuth.js'

const cooldownMs = 31_000

describeEachBackend('/auth/v1/email/device/resend', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { startOnDevice: start, verify } = emailRequests(() => ({ harness, app }))
  const resend = (browser: Browser, body: unknown = {}, on: Hono = app) =>
    call(on, browser, 'POST', 'device/resend', body)
  const approvals = async (email: string) =>
    (await inbox(harness.sandbox, email)).filter((mail) => mail.subject.startsWith('Approve'))
  const approve = (link: string) =>
    app.request('/auth/v1/email/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${new URL(link).searchParams.get('token')}`,
    })

  /** A known address on a new device whose right code was answered with VERIFY_DEVICE. */
  async function waitingDevice(label: string, on: Hono = app) {
    const { email } = await logIn(harness, on, { deviceId: `${label}-known-device-1` })
    harness.advance(cooldownMs)
    const device = new Browser()
    await call(on, device, 'POST', 'start', {
      email,
      projectId: 'demo',
      deviceId: `${label}-new-device-001`,
    })
    const code = await latestCode(harness.sandbox, email)
    const answer = await (await call(on, device, 'POST', 'verify', { code })).json()
    expect(answer).toMatchObject({ action: 'VERIFY_DEVICE' })
    return { email, device, code, expiresAt: (answer as { expiresAt: string }).expiresAt }
  }

  it('e-mails a new link for the same login; the old link stops working, the new one approves', async () => {
    harness.freezeClock()
    const { email, device, code, expiresAt } = await waitingDevice('resend')
    const oldLink = await latestApprovalLink(harness.sandbox, email)
    harness.advance(cooldownMs)
    const answer = await resend(device)
    expect(answer.status).toBe(200)
    // The link is valid while the login is: the same moment the device already counts down to.
    expect(await answer.json()).toEqual({ expiresAt, cooldownSeconds: 30 })
    expect(await approvals(email)).toHaveLength(2)
    const newLink = await latestApprovalLink(harness.sandbox, email)
    expect(newLink).not.toBe(oldLink)
    // Only the newest link's hash is kept; the old one is refused and approves nothing.
    const [row] = await harness.database.db
      .select({ hash: emailLoginAttempts.approvalTokenHash })
      .from(emailLoginAttempts)
      .where(eq(emailLoginAttempts.email, email))
      .orderBy(emailLoginAttempts.createdAt)
      .offset(1)
    const newToken = new URL(newLink).searchParams.get('token') ?? ''
    expect(row?.hash).toBe(createHash('sha256').update(newToken).digest('hex'))
    expect((await app.request(oldLink.replace('http://127.0.0.1:8787', ''))).status).toBe(400)
    expect((await approve(oldLink)).status).toBe(400)
    expect(await (await call(app, device, 'GET', 'device/status')).json()).toEqual({
      approved: false,
    })
    // The new link approves, and the same code then logs the device in.
    expect((await approve(newLink)).status).toBe(200)
    expect(await (await call(app, device, 'GET', 'device/status')).json()).toEqual({
      approved: true,
    })
    expect(await (await verify(device, code)).json()).toMatchObject({ user: { email } })
  })

  it('waits for the address’s 30 s cooldown, and counts against the per-IP e-mail limit', async () => {
    const { email, device } = await waitingDevice('cooldown')
    const early = await resend(device)
    expect(early.status).toBe(429)
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await early.json()).toMatchObject({ name: 'EmailCooldownError', code: 'emailCooldown' })
    expect(await approvals(email)).toHaveLength(1)

    // Its two starts took this client's two e-mails.
    const limited = harness.mount({ sendRateLimit: { max: 2, windowMs: 300_000 } })
    const other = await waitingDevice('per-ip', limited)
    harness.advance(cooldownMs)
    const refused = await resend(other.device, {}, limited)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ name: 'EmailSendRateLimitedError' })
    expect(await approvals(other.email)).toHaveLength(1)
  })

  it('keeps the old link and gives the cooldown back when the new one could not be sent', async () => {
    const { email, device } = await waitingDevice('undelivered')
    const oldLink = await latestApprovalLink(harness.sandbox, email)
    harness.advance(cooldownMs)
    const broken = harness.mount({
      mailer: {
        send: async () => {
          throw new MailDeliveryError()
        },
      },
    })
    const failed = await resend(device, {}, broken)
    expect(failed.status).toBe(502)
    expect(await errorOf(failed)).toMatchObject({ name: 'MailDeliveryError' })
    expect((await app.request(oldLink.replace('http://127.0.0.1:8787', ''))).status).toBe(200)
    expect((await resend(device)).status).toBe(200)
    expect(await approvals(email)).toHaveLength(2)
  })

  it('says the login has expired once it has, and sends nothing', async () => {
    const { email, device } = await waitingDevice('expired')
    harness.advance(10 * 60_000 + 1_000)
    const late = await resend(device)
    expect(late.status).toBe(401)
    expect(await errorOf(late)).toMatchObject({
      name: 'EmailLoginExpiredError',
      message: 'This login has expired: enter your e-mail address again',
      code: 'emailLoginExpired',
    })
    expect(await approvals(email)).toHaveLength(1)
  })

  it('refuses a login with no link to resend, and a body that is not {}, with a 4xx naming it', async () => {
    const browser = new Browser()
    const { email } = await logIn(harness, app, { deviceId: 'no-link-known-dev1' })
    harness.advance(cooldownMs)
    await start(browser, email, 'no-link-new-device1')
    // The code is not verified yet: there is no approval to resend.
    const early = await resend(browser)
    expect(early.status).toBe(409)
    expect(await errorOf(early)).toMatchObject({ name: 'DeviceApprovalNotPendingError' })
    expect(await approvals(email)).toHaveLength(0)
    // No login at all.
    expect(await errorOf(resend(new Browser()))).toMatchObject({
      name: 'EmailAttemptNotFoundError',
    })
    const extra = await resend(browser, { email })
    expect(extra.status).toBe(400)
    const text = await app.request('/auth/v1/email/device/resend', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:8788', 'content-type': 'text/plain' },
      body: 'resend',
    })
    expect(text.status).toBe(415)
  })
})
