import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  dappOrigin,
  errorOf,
  type Harness,
  inbox,
  latestApprovalLink,
  latestCode,
  logIn,
  openHarness,
  uniqueEmail,
} from '../../test/emailAuthHarness.js'
import { emailLoginAttempts, emailSessions, emailWallets } from '../db/schema.js'
import { openAuthShare } from '../email/openAuthShare.js'
import { openRecoveryShare } from '../email/openRecoveryShare.js'

const hour = 3_600_000
const day = 24 * hour

describeEachBackend('/auth/v1/email sessions, devices, e-mail change and keys', (backend) => {
  let harness: Harness
  let app: Hono
  beforeAll(async () => {
    harness = await openHarness(backend)
    app = harness.mount()
  })
  afterEach(() => {
    harness.resetClock()
    expect(harness.errors.splice(0)).toEqual([])
  })
  afterAll(() => harness?.dispose())

  const me = (browser: Browser) => call(app, browser, 'GET', 'me')
  const start = (browser: Browser, email: string, deviceId?: string) =>
    call(app, browser, 'POST', 'start', {
      email,
      projectId: 'demo',
      origin: dappOrigin,
      ...(deviceId ? { deviceId } : {}),
    })
  const sessionOf = async (browser: Browser) => {
    const token = browser.cookies.get('airlock-wallet') ?? ''
    const [row] = await harness.database.db
      .select()
      .from(emailSessions)
      .where(eq(emailSessions.tokenHash, createHash('sha256').update(token).digest('hex')))
    return { token, row }
  }

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
    expect(await first.json()).toEqual({ action: 'VERIFY_DEVICE' })
    expect(phone.cookies.has('airlock-wallet')).toBe(false)
    const status = () => call(app, phone, 'GET', 'device/status')
    expect(await (await status()).json()).toEqual({ approved: false })
    // Asking again before the approval sends no second link.
    expect(await (await verify()).json()).toEqual({ action: 'VERIFY_DEVICE' })
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
    expect(html).not.toMatch(/<script|<style|<link/)
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

  // E-mail change

  it('changes the e-mail only after the current and then the new address confirm', async () => {
    const { browser, email } = await logIn(harness, app)
    const newEmail = uniqueEmail('moved')
    const started = await call(app, browser, 'POST', 'update-email/start', { newEmail })
    expect(await started.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP', cooldownSeconds: 30 })
    const primary = await latestCode(harness.sandbox, email)
    const secondary = await latestCode(harness.sandbox, newEmail)
    expect((await inbox(harness.sandbox, email))[0]?.text).toContain(
      `to confirm that you want to change your wallet's e-mail address to ${newEmail}.`,
    )

    const secondaryFirst = await call(app, browser, 'POST', 'update-email/verify-secondary', {
      code: secondary,
    })
    expect(secondaryFirst.status).toBe(409)
    expect((await errorOf(secondaryFirst)).name).toBe('PrimaryCodeRequiredError')
    // The new address's code is no good for the current address's step.
    const swapped = await call(app, browser, 'POST', 'update-email/verify-primary', {
      code: secondary === primary ? '000000' : secondary,
    })
    expect(swapped.status).toBe(401)
    expect((await errorOf(swapped)).name).toBe('InvalidEmailCodeError')

    const first = await call(app, browser, 'POST', 'update-email/verify-primary', { code: primary })
    expect(await first.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    // Nothing has changed yet.
    expect(await (await me(browser)).json()).toEqual({ user: { email, address: null } })
    const second = await call(app, browser, 'POST', 'update-email/verify-secondary', {
      code: secondary,
    })
    expect(await second.json()).toEqual({ newEmail })
    expect(await (await me(browser)).json()).toEqual({ user: { email: newEmail, address: null } })
    // Each code worked once.
    const replay = await call(app, browser, 'POST', 'update-email/verify-secondary', {
      code: secondary,
    })
    expect((await errorOf(replay)).name).toBe('EmailCodeUsedError')
    // The old address is free: logging in with it makes a new account.
    harness.advance(31_000)
    expect((await logIn(harness, app, { email })).user.isNew).toBe(true)
  })

  it('allows one e-mail change start per 30 s, and the newest one replaces the older', async () => {
    const { browser, email } = await logIn(harness, app)
    const newEmail = uniqueEmail('again')
    const begin = () => call(app, browser, 'POST', 'update-email/start', { newEmail })
    expect((await begin()).status).toBe(200)
    const firstCode = await latestCode(harness.sandbox, email)
    harness.advance(12_000)
    const early = await begin()
    expect(early.status).toBe(429)
    expect(early.headers.get('retry-after')).toBe('18')
    expect(await early.json()).toEqual({
      name: 'EmailCooldownError',
      message: 'Please try again after 18 seconds',
      details: 'One e-mail with a code per address every 30 seconds.',
    })
    harness.advance(18_000)
    expect((await begin()).status).toBe(200)
    const secondCode = await latestCode(harness.sandbox, email)
    if (firstCode !== secondCode) {
      const stale = await call(app, browser, 'POST', 'update-email/verify-primary', {
        code: firstCode,
      })
      expect((await errorOf(stale)).name).toBe('InvalidEmailCodeError')
    }
    const fresh = await call(app, browser, 'POST', 'update-email/verify-primary', {
      code: secondCode,
    })
    expect(await fresh.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
  })

  it('refuses the same address, a taken one, and a change without a session', async () => {
    const { browser, email } = await logIn(harness, app)
    const other = (await logIn(harness, app)).email
    const same = await call(app, browser, 'POST', 'update-email/start', {
      newEmail: email.toUpperCase(),
    })
    expect(same.status).toBe(400)
    expect((await errorOf(same)).name).toBe('SameEmailError')
    const taken = await call(app, browser, 'POST', 'update-email/start', { newEmail: other })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      name: 'EmailInUseError',
      message: 'This e-mail address belongs to another account',
    })
    const anonymous = await call(app, new Browser(), 'POST', 'update-email/start', {
      newEmail: uniqueEmail(),
    })
    expect(anonymous.status).toBe(401)
    const nothing = await call(app, browser, 'POST', 'update-email/verify-primary', {
      code: '123456',
    })
    expect(await nothing.json()).toEqual({
      name: 'EmailAttemptNotFoundError',
      message: 'No e-mail change is in progress',
      details: 'Start the e-mail change again.',
    })
  })

  // Keys

  it('keeps both shares under the user’s data key, and can open only the auth share', async () => {
    const { browser, email } = await logIn(harness, app)
    const before = await call(app, browser, 'GET', 'wallet/auth-share')
    expect(before.status).toBe(404)
    expect((await errorOf(before)).name).toBe('WalletNotFoundError')

    const wallet = await registerWallet(app, browser)
    const [row] = await harness.database.db
      .select()
      .from(emailWallets)
      .where(eq(emailWallets.address, wallet.address))
    if (!row) throw new Error('The wallet was not stored')
    const auth = Buffer.from(wallet.authShare.slice(2), 'hex')
    // Nothing stored holds the auth share in the clear, nor the sealed recovery share as sent.
    for (const value of [row.authShare, row.wrappedDataKey, row.recoveryShare]) {
      const bytes = Buffer.from(value, 'base64')
      for (const plain of [auth, Buffer.from(wallet.recoveryShare)])
        expect(bytes.includes(plain)).toBe(false)
      expect(value).not.toContain(wallet.authShare.slice(2))
      expect(value).not.toContain(wallet.recoveryShare.slice(0, 24))
    }
    expect(
      openAuthShare({ keys: harness.keys, userId: row.userId, address: row.address, sealed: row }),
    ).toEqual(auth)
    // The KEK opens the recovery share only as the secure origin sealed it: still opaque.
    expect(
      openRecoveryShare({
        keys: harness.keys,
        userId: row.userId,
        address: row.address,
        sealed: row,
      }),
    ).toBe(wallet.recoveryShare)
    // The server holds the KEK and the code key, and no recovery key.
    expect(Object.keys(harness.keys).sort()).toEqual(['codeKey', 'kek'])

    const share = await call(app, browser, 'GET', 'wallet/auth-share')
    expect(await share.json()).toEqual({ address: wallet.address, authShare: wallet.authShare })
    expect(await (await me(browser)).json()).toEqual({ user: { email, address: wallet.address } })
    expect((await call(app, new Browser(), 'GET', 'wallet/auth-share')).status).toBe(401)
    const text = harness.lines.join('\n')
    expect(text).not.toContain(wallet.authShare.slice(2))
    expect(text).not.toContain(wallet.recoveryShare.slice(0, 24))
  })

  it('registers a wallet once: a second registration, or another user’s address, is 409', async () => {
    const { browser } = await logIn(harness, app)
    const wallet = await registerWallet(app, browser)
    const again = await call(app, browser, 'POST', 'wallet', shares(randomAddress()))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      name: 'WalletAlreadyExistsError',
      message: 'This account already has a wallet',
      details: 'A wallet is registered once; its shares are never replaced.',
    })
    const other = await logIn(harness, app)
    const stolen = await call(app, other.browser, 'POST', 'wallet', shares(wallet.address))
    expect(stolen.status).toBe(409)
    expect((await errorOf(stolen)).message).toBe('This address is registered to another account')
    // The first registration is untouched.
    expect(await (await call(app, browser, 'GET', 'wallet/auth-share')).json()).toEqual({
      address: wallet.address,
      authShare: wallet.authShare,
    })
  })

  it('hands the sealed recovery share back only to a fresh login', async () => {
    const { browser, email } = await logIn(harness, app)
    const recoveryShare = async () => {
      await call(app, browser, 'POST', 'wallet/recovery-code', { projectId: 'demo' })
      const code = await latestCode(harness.sandbox, email).catch(() => '000000')
      return call(app, browser, 'POST', 'wallet/recovery-share', { code })
    }
    expect((await errorOf(recoveryShare())).name).toBe('WalletNotFoundError')
    const wallet = await registerWallet(app, browser)
    const [row] = await harness.database.db
      .select({ recoveryShare: emailWallets.recoveryShare })
      .from(emailWallets)
      .where(eq(emailWallets.address, wallet.address))
    expect(row?.recoveryShare).not.toContain(wallet.recoveryShare.slice(0, 24))
    expect(await (await recoveryShare()).json()).toEqual({ recoveryShare: wallet.recoveryShare })
    harness.advance(10 * 60_000 + 1_000)
    const stale = await recoveryShare()
    expect(stale.status).toBe(403)
    expect(await stale.json()).toEqual({
      name: 'RecoveryNeedsFreshLoginError',
      message: 'Log in again to recover this wallet',
      details: 'The recovery share is given only within 10 minutes of logging in.',
    })
    expect(
      (await call(app, new Browser(), 'POST', 'wallet/recovery-share', { code: '123456' })).status,
    ).toBe(401)
  })

  it('tells the address when a device recovered the wallet, and allows one recovery an hour', async () => {
    const deviceId = 'recovering-device-01'
    const { browser, email } = await logIn(harness, app, { deviceId })
    await registerWallet(app, browser)
    const recoveryShare = async (from: Browser) => {
      await call(app, from, 'POST', 'wallet/recovery-code', { projectId: 'demo' })
      const code = await latestCode(harness.sandbox, email)
      return call(app, from, 'POST', 'wallet/recovery-share', { code })
    }
    expect((await recoveryShare(browser)).status).toBe(200)
    const [notice] = await inbox(harness.sandbox, email)
    expect(notice?.subject).toBe('A new device recovered your Airlock wallet')
    // A second recovery, even from a fresh login, waits an hour.
    harness.advance(31_000)
    const { browser: again } = await logIn(harness, app, { email, deviceId })
    const refused = await recoveryShare(again)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500)
    expect((await errorOf(refused)).name).toBe('RecoveryRateLimitedError')
    harness.advance(60 * 60_000)
    const { browser: later } = await logIn(harness, app, { email, deviceId })
    expect((await recoveryShare(later)).status).toBe(200)
  })

  it('refuses a recovery share in the clear, writing nothing', async () => {
    const { browser } = await logIn(harness, app)
    const address = randomAddress()
    const clear = [
      `0x${randomBytes(32).toString('hex')}03`,
      randomBytes(33).toString('hex'),
      randomBytes(200).toString('base64url'),
      Buffer.from(JSON.stringify({ v: 1, share: '0x03' })).toString('base64url'),
    ]
    for (const recoveryShare of clear) {
      const response = await call(app, browser, 'POST', 'wallet', {
        ...shares(address),
        recoveryShare,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        name: 'UnsealedRecoveryShareError',
        message: 'recoveryShare must be sealed by the secure origin',
        details:
          'Expected the base64url of { v, epk, iv, ct } sealed to the secure origin’s recovery key; the server never takes a share it could open next to the auth share.',
      })
    }
    expect((await call(app, browser, 'GET', 'wallet/auth-share')).status).toBe(404)
    expect(await (await me(browser)).json()).toMatchObject({ user: { address: null } })
    // The same body with a sealed share is taken.
    expect((await call(app, browser, 'POST', 'wallet', shares(address))).status).toBe(201)
  })

  it('refuses malformed shares and addresses, and registration without a session', async () => {
    const { browser } = await logIn(harness, app)
    const address = randomAddress()
    const share = `0x${randomBytes(32).toString('hex')}`
    const cases: [Record<string, string>, string][] = [
      [
        { ...shares(address), authShare: '0x1234' },
        'Invalid request body field "authShare": expected 0x and 66 hexadecimal digits (a 33-byte share)',
      ],
      [
        { ...shares(address), address: '0x1234' },
        'Invalid request body field "address": expected 0x and 40 hexadecimal digits',
      ],
      [
        { ...shares(address), recoveryShare: 'not base64url!' },
        'Invalid request body field "recoveryShare": expected a sealed recovery share (1 to 2048 base64url characters)',
      ],
      [
        { ...shares(address), authShare: `${share}00` },
        'Invalid wallet shares: a share has the x coordinate 0',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await call(app, browser, 'POST', 'wallet', body)
      expect(response.status).toBe(400)
      expect((await errorOf(response)).message).toBe(message)
    }
    expect((await call(app, new Browser(), 'POST', 'wallet', shares(address))).status).toBe(401)
    expect((await call(app, browser, 'GET', 'wallet/auth-share')).status).toBe(404)
  })
})

function randomAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`
}

// A recovery share as the secure origin seals it (base64url of `{ v, epk, iv, ct }`); random
// bytes stand for the ciphertext: the server cannot open it either way.
function sealedShare(): string {
  const part = (bytes: number) => randomBytes(bytes).toString('base64url')
  const sealed = { v: 1, epk: { x: part(32), y: part(32) }, iv: part(12), ct: part(84) }
  return Buffer.from(JSON.stringify(sealed)).toString('base64url')
}

function shares(address: string) {
  return {
    address,
    authShare: `0x${randomBytes(32).toString('hex')}02`,
    recoveryShare: sealedShare(),
  }
}

async function registerWallet(app: Hono, browser: Browser) {
  const body = shares(randomAddress())
  const response = await call(app, browser, 'POST', 'wallet', body)
  if (response.status !== 201)
    throw new Error(`wallet answered ${response.status}: ${await response.text()}`)
  const { address } = (await response.json()) as { address: string }
  expect(address.toLowerCase()).toBe(body.address)
  return { ...body, address }
}
