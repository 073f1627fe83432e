import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  dappOrigin,
  emailRequests,
  type Harness,
  inbox,
  latestApprovalLink,
  latestCode,
  logIn,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'
import { registerWallet } from '../../test/emailWalletShares.js'
import { emailLoginAttempts } from '../db/schema.js'

const hour = 3_600_000
const day = 24 * hour

describeEachBackend('/auth/v1/email sessions, devices, e-mail change and keys', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { me, startOnDevice: start, sessionOf } = emailRequests(() => ({ harness, app }))

  // Sessions

  it('sets an HttpOnly, SameSite=Strict session cookie with a 256-bit token stored hashed', async () => {
    const { browser } = await logIn(harness, app)
    expect(browser.lastSetCookie('airlock-wallet')).toMatch(
      /^airlock-wallet=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/,
    )
    const { token, row } = await sessionOf(browser)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('uses __Host- and Secure over https', async () => {
    const secure = harness.mount({ publicUrl: 'https://wallet-api.example.org' })
    const { browser } = await logIn(harness, secure)
    expect(browser.lastSetCookie('__Host-airlock-wallet')).toMatch(
      /^__Host-airlock-wallet=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    )
    expect(browser.lastSetCookie('__Host-airlock-wallet')).not.toMatch(/Domain=/i)
    expect((await call(secure, browser, 'GET', 'me')).status).toBe(200)
    // The plain-http name means nothing to an https server.
    const plain = new Browser()
    plain.cookies.set('airlock-wallet', browser.cookies.get('__Host-airlock-wallet') ?? '')
    expect((await call(secure, plain, 'GET', 'me')).status).toBe(401)
  })

  it('rotates the session at login: the browser’s earlier session dies', async () => {
    const deviceId = 'rotation-device-01'
    const { browser, email } = await logIn(harness, app, { deviceId })
    const before = browser.cookies.get('airlock-wallet') ?? ''
    const copy = new Browser()
    copy.cookies.set('airlock-wallet', before)
    expect((await me(copy)).status).toBe(200)
    harness.advance(31_000)
    await logIn(harness, app, { email, browser, deviceId })
    expect(browser.cookies.get('airlock-wallet')).not.toBe(before)
    expect((await me(browser)).status).toBe(200)
    const old = await me(copy)
    expect(old.status).toBe(401)
    expect(await old.json()).toEqual({
      name: 'EmailSessionRequiredError',
      message: 'Not logged in',
      details: 'The session is unknown, expired or signed out; log in again.',
    })
  })

  it('ends a session after 24 h idle, and each use extends it', async () => {
    const { browser } = await logIn(harness, app)
    harness.advance(23 * hour)
    expect((await me(browser)).status).toBe(200)
    harness.advance(23 * hour)
    expect((await me(browser)).status).toBe(200)
    harness.advance(day + 1_000)
    expect((await me(browser)).status).toBe(401)
  })

  it('ends a session 30 days after login however often it is used', async () => {
    const { browser } = await logIn(harness, app)
    for (let elapsed = 0; elapsed + 20 * hour < 30 * day; elapsed += 20 * hour) {
      harness.advance(20 * hour)
      expect((await me(browser)).status).toBe(200)
    }
    harness.resetClock()
    harness.advance(30 * day)
    expect((await me(browser)).status).toBe(401)
  })

  it('revokes at sign-out: the cookie is cleared and a replay is refused', async () => {
    const { browser } = await logIn(harness, app)
    const token = browser.cookies.get('airlock-wallet') ?? ''
    const out = await call(app, browser, 'POST', 'sign-out')
    expect(await out.json()).toEqual({ revoked: true })
    expect(browser.lastSetCookie('airlock-wallet')).toMatch(/^airlock-wallet=; Max-Age=0; /)
    const replay = new Browser()
    replay.cookies.set('airlock-wallet', token)
    expect((await me(replay)).status).toBe(401)
    expect(await (await call(app, replay, 'POST', 'sign-out')).json()).toEqual({ revoked: false })
    const missing = await me(new Browser())
    expect(await missing.json()).toEqual({
      name: 'EmailSessionRequiredError',
      message: 'Not logged in',
      details: 'The request carries no session cookie.',
    })
  })

  // Devices

  it('asks a new device of a known address for the code first, then approval by a single-use link', async () => {
    const laptop = await logIn(harness, app, { deviceId: 'laptop-device-0001' })
    const { email } = laptop
    const registered = await registerWallet(app, laptop.browser)
    harness.advance(31_000)

    const phone = new Browser()
    const started = await start(phone, email, 'phone-device-00001')
    expect(await started.json()).toEqual({ action: 'VERIFY_OTP', cooldownSeconds: 30 })
    const code = await latestCode(harness.sandbox, email)
    // A wrong code earns no link.
    const wrong = await call(app, phone, 'POST', 'verify', {
      code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    })
    expect(wrong.status).toBe(401)
    expect((await inbox(harness.sandbox, email))[0]?.subject).not.toMatch(/^Approve/)
    // The right code proves the inbox; a new device still needs its approval, by e-mailed link.
    const verify = () => call(app, phone, 'POST', 'verify', { code })
    const first = await verify()
    expect(first.status).toBe(200)
    // With the link's expiry (the login's), for the device's countdown.
    const answer = (await first.json()) as { action: string; expiresAt: string }
    expect(answer).toEqual({ action: 'VERIFY_DEVICE', expiresAt: expect.any(String) })
    expect(new Date(answer.expiresAt).toISOString()).toBe(answer.expiresAt)
    expect(phone.cookies.has('airlock-wallet')).toBe(false)
    const status = () => call(app, phone, 'GET', 'device/status')
    expect(await (await status()).json()).toEqual({ approved: false })
    // Asking again before the approval sends no second link.
    expect(await (await verify()).json()).toEqual(answer)
    const approvals = (await inbox(harness.sandbox, email)).filter((mail) =>
      mail.subject.startsWith('Approve'),
    )
    expect(approvals).toHaveLength(1)

    const link = await latestApprovalLink(harness.sandbox, email)
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8787\/auth\/v1\/email\/device\/approve\?token=/)
    const path = link.replace('http://127.0.0.1:8787', '')
    const token = new URL(link).searchParams.get('token') ?? ''
    // Opening the link (as a mail scanner would) only shows a confirmation.
    const page = await app.request(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toContain(`the wallet of <strong>${email}</strong> in Demo dapp (${dappOrigin})`)
    expect(html).toContain('<form method="post" action="approve">')
    // No script and nothing loaded; only its own inline stylesheet, which the CSP names by hash.
    expect(html).not.toMatch(/<script|<link/)
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[\w+/=]+';/)
    expect(await (await status()).json()).toEqual({ approved: false })

    const approve = () =>
      app.request('/auth/v1/email/device/approve', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
        body: `token=${token}`,
      })
    const approved = await approve()
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('<h1>Device approved</h1>')
    expect(await (await status()).json()).toEqual({ approved: true })
    // The link works once.
    const again = await approve()
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('<h1>This link does not work</h1>')
    expect((await app.request(path)).status).toBe(400)

    const verified = await verify()
    expect(await verified.json()).toEqual({
      user: { email, address: registered.address, isNew: false },
    })
    // The code is used up now.
    expect((await verify()).status).toBeGreaterThanOrEqual(400)
    // The phone is a known device now: its next login needs no link.
    harness.advance(62_000)
    const browser = new Browser()
    await start(browser, email, 'phone-device-00001')
    const next = await call(app, browser, 'POST', 'verify', {
      code: await latestCode(harness.sandbox, email),
    })
    expect(await next.json()).toEqual({
      user: { email, address: registered.address, isNew: false },
    })
  })

  it('refuses an approval link after 10 minutes, and one that was never issued', async () => {
    const { email } = await logIn(harness, app, { deviceId: 'device-expiry-0001' })
    harness.advance(31_000)
    const device = new Browser()
    await start(device, email, 'device-expiry-0002')
    await call(app, device, 'POST', 'verify', { code: await latestCode(harness.sandbox, email) })
    const link = await latestApprovalLink(harness.sandbox, email)
    const token = new URL(link).searchParams.get('token') ?? ''
    harness.advance(10 * 60_000 + 1_000)
    expect((await app.request(link.replace('http://127.0.0.1:8787', ''))).status).toBe(400)
    const late = await app.request('/auth/v1/email/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    })
    expect(late.status).toBe(400)
    const [row] = await harness.database.db
      .select({ approvedAt: emailLoginAttempts.approvedAt })
      .from(emailLoginAttempts)
      .where(
        eq(emailLoginAttempts.approvalTokenHash, createHash('sha256').update(token).digest('hex')),
      )
    expect(row).toEqual({ approvedAt: null })
    const forged = await app.request('/auth/v1/email/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${randomBytes(32).toString('base64url')}`,
    })
    expect(forged.status).toBe(400)
  })
})
