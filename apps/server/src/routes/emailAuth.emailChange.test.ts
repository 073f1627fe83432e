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
  uniqueEmail,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'

describeEachBackend('/auth/v1/email sessions, devices, e-mail change and keys', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const { me } = emailRequests(() => ({ harness, app }))

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
      code: 'emailCooldown',
      params: { seconds: 18 },
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
      code: 'emailInUse',
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
      code: 'emailChangeNotFound',
      details: 'Start the e-mail change again.',
    })
  })
})

// A recovery share as the secure origin seals it (base64url of `{ v, epk, iv, ct }`); random
// bytes stand for the ciphertext: the server cannot open it either way.
