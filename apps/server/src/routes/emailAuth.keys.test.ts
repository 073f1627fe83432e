import { randomBytes } from 'node:crypto'
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
  latestCode,
  logIn,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'
import { randomAddress, registerWallet, shares } from '../../test/emailWalletShares.js'
import { emailWallets } from '../db/schema.js'
import { openAuthShare } from '../email/openAuthShare.js'
import { openRecoveryShare } from '../email/openRecoveryShare.js'

describeEachBackend('/auth/v1/email sessions, devices, e-mail change and keys', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { me } = emailRequests(() => ({ harness, app }))

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
      code: 'recoveryNeedsFreshLogin',
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
