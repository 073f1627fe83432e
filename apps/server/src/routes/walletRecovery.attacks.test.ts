import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { expect, it } from 'vitest'
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
  publicUrl,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'

// Issue 14, finding 3: the inbox alone recovered the key (login code → fresh session → recovery
// share). A recovery now needs a code sent for recovery, which logs nobody in, and a login code
// recovers nothing; the notice of a recovery carries a link that locks recovery.
describeEachBackend('wallet recovery (attack)', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })

  const recoveryCode = (browser: Browser) =>
    call(app, browser, 'POST', 'wallet/recovery-code', { projectId: 'demo' })
  const recover = (browser: Browser, code: string) =>
    call(app, browser, 'POST', 'wallet/recovery-share', { code })

  it('a fresh login alone, or its login code, gets no recovery share', async () => {
    const { browser, code } = await logIn(harness, app)
    await registerWallet(app, browser)
    // The old one-request bypass: a GET with the session cookie.
    const bypass = await call(app, browser, 'GET', 'wallet/recovery-share')
    expect(bypass.status).toBeGreaterThanOrEqual(400)
    expect(bypass.status).toBeLessThan(500)
    expect(await bypass.text()).not.toContain('recoveryShare"')
    // The login code, sent again as a recovery code: no recovery code was sent for this session.
    const withLoginCode = await recover(browser, code)
    expect(withLoginCode.status).toBe(400)
    expect((await errorOf(withLoginCode)).name).toBe('RecoveryCodeRequiredError')
  })

  it('a code sent for recovery recovers once, and logs nobody in', async () => {
    const deviceId = 'recovery-attack-device-1'
    const { browser, email } = await logIn(harness, app, { deviceId })
    const wallet = await registerWallet(app, browser)
    const sent = await recoveryCode(browser)
    expect(sent.status).toBe(200)
    const [mail] = await inbox(harness.sandbox, email)
    expect(mail?.subject).toMatch(/^Your Airlock wallet recovery code is \d{6}$/)
    const code = await latestCode(harness.sandbox, email)

    // The recovery code is not a login code: a login started now refuses it.
    harness.advance(31_000)
    const thief = new Browser()
    await call(app, thief, 'POST', 'start', { email, projectId: 'demo', origin: dappOrigin })
    const login = await call(app, thief, 'POST', 'verify', { code })
    expect(login.status).toBe(401)
    expect((await errorOf(login)).name).toBe('InvalidEmailCodeError')
    // Nor does another session's recovery take it.
    harness.advance(31_000)
    const other = await logIn(harness, app, { email, deviceId })
    expect((await recover(other.browser, code)).status).toBe(400)

    const wrong = code === '000000' ? '000001' : '000000'
    const refused = await recover(browser, wrong)
    expect(refused.status).toBe(401)
    expect((await errorOf(refused)).name).toBe('InvalidEmailCodeError')
    const recovered = await recover(browser, code)
    expect(recovered.status).toBe(200)
    expect(await recovered.json()).toEqual({ recoveryShare: wallet.recoveryShare })
    // Single use.
    expect((await errorOf(recover(browser, code))).name).toBe('EmailCodeUsedError')
  })

  it('burns a recovery code after five wrong tries', async () => {
    const { browser, email } = await logIn(harness, app)
    await registerWallet(app, browser)
    await recoveryCode(browser)
    const code = await latestCode(harness.sandbox, email)
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0')
    for (let n = 1; n <= 4; n++) expect((await recover(browser, wrong(n))).status).toBe(401)
    const burned = await recover(browser, wrong(5))
    expect((await errorOf(burned)).name).toBe('EmailCodeBurnedError')
    expect((await errorOf(recover(browser, code))).name).toBe('EmailCodeBurnedError')
  })

  it('a recovery code is sent only to a fresh login of an account with a wallet', async () => {
    const { browser } = await logIn(harness, app)
    expect((await errorOf(recoveryCode(browser))).name).toBe('WalletNotFoundError')
    await registerWallet(app, browser)
    harness.advance(10 * 60_000 + 1_000)
    expect((await errorOf(recoveryCode(browser))).name).toBe('RecoveryNeedsFreshLoginError')
    expect((await call(app, new Browser(), 'POST', 'wallet/recovery-code', {})).status).toBe(401)
  })

  it("the recovery notice's link locks recovery of the wallet", async () => {
    const deviceId = 'recovery-attack-device-2'
    const { browser, email } = await logIn(harness, app, { deviceId })
    await registerWallet(app, browser)
    await recoveryCode(browser)
    expect((await recover(browser, await latestCode(harness.sandbox, email))).status).toBe(200)
    const [notice] = await inbox(harness.sandbox, email)
    expect(notice?.subject).toBe('A new device recovered your Airlock wallet')
    const link = new RegExp(
      `${publicUrl}/auth/v1/email/wallet/lock\\?token=[A-Za-z0-9_-]{43}`,
    ).exec(notice?.text ?? '')?.[0]
    expect(link).toBeDefined()
    const url = new URL(link ?? '')

    // GET only shows a confirmation: a mail scanner that follows the link locks nothing.
    const page = await app.request(`${url.pathname}${url.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const html = await page.text()
    expect(html).toContain('method="post"')
    const token = url.searchParams.get('token') ?? ''
    expect(html).toContain(token)

    // A recovery is still possible until the form is posted.
    harness.advance(60 * 60_000 + 1_000)
    const lock = () =>
      app.request(url.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    const locked = await lock()
    expect(locked.status).toBe(200)
    expect(await locked.text()).toMatch(/locked/i)
    // The token is single use.
    expect((await lock()).status).toBe(400)

    const { browser: next } = await logIn(harness, app, { email, deviceId })
    const code = await recoveryCode(next)
    expect(code.status).toBe(403)
    expect(await code.json()).toMatchObject({
      name: 'WalletRecoveryLockedError',
      message: 'Recovery of this wallet is locked',
    })
    const share = await recover(next, '123456')
    expect(share.status).toBe(403)
    expect((await errorOf(share)).name).toBe('WalletRecoveryLockedError')
    // Logging in on a device that holds its share still works: only recovery is locked.
    expect((await call(app, next, 'GET', 'wallet/auth-share')).status).toBe(200)
  })

  it('refuses a lock token that is wrong or malformed', async () => {
    const post = (token: string) =>
      app.request('/auth/v1/email/wallet/lock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    expect((await post(randomBytes(32).toString('base64url'))).status).toBe(400)
    expect((await post('nope')).status).toBe(400)
    expect((await app.request('/auth/v1/email/wallet/lock?token=nope')).status).toBe(400)
  })
})

function shares() {
  const part = (bytes: number) => randomBytes(bytes).toString('base64url')
  const sealed = { v: 1, epk: { x: part(32), y: part(32) }, iv: part(12), ct: part(84) }
  return {
    address: `0x${randomBytes(20).toString('hex')}`,
    authShare: `0x${randomBytes(32).toString('hex')}02`,
    recoveryShare: Buffer.from(JSON.stringify(sealed)).toString('base64url'),
  }
}

async function registerWallet(app: Hono, browser: Browser) {
  const body = shares()
  const response = await call(app, browser, 'POST', 'wallet', body)
  if (response.status !== 201)
    throw new Error(`wallet answered ${response.status}: ${await response.text()}`)
  return body
}
