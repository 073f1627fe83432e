import type { SocialAttemptResponse, SocialIdentitiesResponse } from '@airlock/protocol'
import type { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  errorOf,
  type Harness,
  latestCode,
  logIn as logInByEmail,
} from '../../test/emailAuthHarness.js'
import {
  callbackBody,
  callSocial,
  dappOrigin,
  openSocialHarness,
  ProviderBrowser,
  type SocialHarness,
} from '../../test/socialHarness.js'

// The happy paths of social login against the sandbox's real OpenID Connect provider over HTTP:
// a new wallet, the same wallet again, linking to an e-mail wallet with its code, and linking and
// unlinking further socials. The attacks are in socialAuth.attacks.test.ts.
describeEachBackend('social login', (backend) => {
  let harness: SocialHarness
  let app: Hono

  beforeAll(async () => {
    harness = await openSocialHarness(backend)
    app = harness.mount()
  })
  afterAll(() => harness?.dispose())

  /** Start → provider (as `user`) → callback, in one browser. */
  const socialLogIn = async (
    provider: string,
    {
      user = 'carol',
      browser = new Browser(),
      link = false,
    }: { user?: string; browser?: Browser; link?: boolean } = {},
  ) => {
    const start = await callSocial(app, browser, 'POST', 'start', {
      provider,
      projectId: 'demo',
      origin: dappOrigin,
      deviceId: 'device-of-the-test-browser',
      ...(link ? { link } : {}),
    })
    expect(start.status, await start.clone().text()).toBe(200)
    const { uri } = (await start.json()) as { uri: string }
    const result = await new ProviderBrowser().logIn(uri, { user })
    if (!('callback' in result)) throw new Error(`The provider answered ${result.text}`)
    const callback = await callSocial(
      app,
      browser,
      'POST',
      'callback',
      callbackBody(result.callback),
    )
    return { browser, callback, body: (await callback.json()) as SocialAttemptResponse, uri }
  }

  const me = async (browser: Browser) => {
    const response = await call(app, browser, 'GET', 'me')
    return (await response.json()) as { user: { email: string | null; address: string | null } }
  }

  it("asks the provider's pages for the modal's language (ui_locales)", async () => {
    const start = await callSocial(app, new Browser(), 'POST', 'start', {
      provider: 'google',
      projectId: 'demo',
      origin: dappOrigin,
      locale: 'ar',
    })
    const { uri } = (await start.json()) as { uri: string }
    expect(new URL(uri).searchParams.get('ui_locales')).toBe('ar')
  })

  it('logs a new person in with Google: a session like the e-mail wallet, a wallet to register', async () => {
    const before = await harness.counts()
    const { browser, callback, body, uri } = await socialLogIn('google', { user: 'carol' })
    // The authorization request: code flow, PKCE S256, state and nonce, the exact redirect URI.
    const request = new URL(uri)
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'airlock-google',
      redirect_uri: 'http://localhost:8788/social/callback',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    expect(request.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(request.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(request.searchParams.has('ui_locales')).toBe(false)
    expect(callback.status).toBe(200)
    expect(body).toMatchObject({
      status: 'CONNECTED',
      provider: 'google',
      identity: {
        provider: 'google',
        email: 'carol@example.org',
        emailVerified: true,
        username: 'carol',
      },
    })
    // The session cookie is the e-mail wallet's: HttpOnly, SameSite=Strict, on the secure origin.
    expect(browser.lastSetCookie('airlock-wallet')).toMatch(/HttpOnly/)
    expect(browser.lastSetCookie('airlock-wallet')).toMatch(/SameSite=Strict/)
    expect(browser.lastSetCookie('airlock-social-attempt')).toMatch(/HttpOnly; SameSite=Strict/)
    // No token of the provider anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/access_token|id_token|eyJ/)
    expect(await harness.counts()).toEqual({
      ...before,
      users: before.users + 1,
      identities: before.identities + 1,
      sessions: before.sessions + 1,
    })

    // The frame registers the wallet as for e-mail: the key custody routes take this session.
    expect(await me(browser)).toEqual({ user: { email: null, address: null } })
    const register = await call(app, browser, 'POST', 'wallet', {
      address: '0x000000000000000000000000000000000000c0de',
      authShare: `0x${'11'.repeat(32)}01`,
      recoveryShare: Buffer.from(
        JSON.stringify({ v: 1, epk: { x: 'eA', y: 'eQ' }, iv: 'aXY', ct: 'Y3Q' }),
      ).toString('base64url'),
    })
    expect(register.status, await register.clone().text()).toBe(201)
    const auth = await call(app, browser, 'GET', 'wallet/auth-share')
    expect(auth.status).toBe(200)

    // The same person again, in another browser: the same wallet.
    const again = await socialLogIn('google', { user: 'carol' })
    expect(again.body.status).toBe('CONNECTED')
    expect((await me(again.browser)).user.address).toBe(
      '0x000000000000000000000000000000000000c0DE',
    )
    // A social wallet has no e-mail to change.
    const change = await call(app, again.browser, 'POST', 'update-email/start', {
      newEmail: 'carol@example.org',
    })
    expect(change.status).toBe(409)
    expect(await errorOf(change)).toMatchObject({ name: 'NoEmailLoginError' })
    expect(harness.errors).toEqual([])
  })

  it('logs in through the plain OAuth 2.0 path (GitHub) with the provider user API', async () => {
    const { body } = await socialLogIn('github', { user: 'dave' })
    expect(body).toMatchObject({
      status: 'CONNECTED',
      identity: { provider: 'github', email: null, emailVerified: false, username: 'dave' },
    })
  })

  it('links a verified e-mail to its e-mail wallet only after the code sent there', async () => {
    const alice = await logInByEmail(harness as unknown as Harness, app, {
      email: 'alice@example.com',
    })
    const aliceMe = await me(alice.browser)
    expect(aliceMe.user.email).toBe('alice@example.com')

    const before = await harness.counts()
    const { browser, body } = await socialLogIn('google', { user: 'alice' })
    expect(body).toMatchObject({ status: 'VERIFY_OTP', email: 'alice@example.com' })
    // No session, no identity yet.
    expect(browser.cookies.has('airlock-wallet')).toBe(false)
    expect(await harness.counts()).toEqual(before)
    const status = await callSocial(app, browser, 'GET', 'status')
    expect(await status.json()).toMatchObject({ status: 'VERIFY_OTP', email: 'alice@example.com' })

    const wrong = await callSocial(app, browser, 'POST', 'link/verify', { code: '000000' })
    const code = await latestCode(harness.sandbox, 'alice@example.com')
    if (code === '000000') throw new Error('The sandbox sent the code the test guessed; run again')
    expect(wrong.status).toBe(401)
    expect(await errorOf(wrong)).toMatchObject({ name: 'InvalidEmailCodeError' })
    const right = await callSocial(app, browser, 'POST', 'link/verify', { code })
    expect(right.status, await right.clone().text()).toBe(200)
    expect(await right.json()).toMatchObject({
      status: 'CONNECTED',
      identity: { provider: 'google', email: 'alice@example.com' },
    })
    expect((await me(browser)).user.email).toBe('alice@example.com')
    // The code works once.
    const replay = await callSocial(app, browser, 'POST', 'link/verify', { code })
    expect(await errorOf(replay)).toMatchObject({ name: 'EmailCodeUsedError' })

    // From now on Google logs Alice in to that wallet without a code.
    const next = await socialLogIn('google', { user: 'alice' })
    expect(next.body.status).toBe('CONNECTED')
    expect((await me(next.browser)).user.email).toBe('alice@example.com')
  })

  it('never links an unverified e-mail: Bob gets a wallet of his own', async () => {
    const bob = await logInByEmail(harness as unknown as Harness, app, { email: 'bob@example.com' })
    expect((await me(bob.browser)).user.email).toBe('bob@example.com')
    const { browser, body } = await socialLogIn('google', { user: 'bob' })
    expect(body).toMatchObject({
      status: 'CONNECTED',
      identity: { email: 'bob@example.com', emailVerified: false },
    })
    expect((await me(browser)).user.email).toBeNull()
  })

  it('links and unlinks further socials, never the last way in', async () => {
    const { browser, body } = await socialLogIn('github', { user: 'carol' })
    expect(body.status).toBe('CONNECTED')
    const identities = async () =>
      (await (
        await callSocial(app, browser, 'GET', 'identities')
      ).json()) as SocialIdentitiesResponse
    const [github] = (await identities()).identities
    if (!github) throw new Error('no identity')
    // The only way in of a wallet without e-mail.
    const last = await callSocial(app, browser, 'POST', 'unlink', { id: github.id })
    expect(last.status).toBe(409)
    expect(await errorOf(last)).toMatchObject({ name: 'LastLoginMethodError' })

    // Link Google's Dave to this wallet (logged in: no new session, no code).
    const sessions = (await harness.counts()).sessions
    const linked = await socialLogIn('google', { user: 'dave', browser, link: true })
    expect(linked.body).toMatchObject({ status: 'LINKED', identity: { provider: 'google' } })
    expect((await harness.counts()).sessions).toBe(sessions)
    expect((await identities()).identities.map(({ provider }) => provider)).toEqual([
      'github',
      'google',
    ])
    // Google's Carol already has a wallet of her own: it cannot be linked here too.
    const taken = await socialLogIn('google', { user: 'carol', browser, link: true })
    expect(taken.callback.status).toBe(409)
    expect(taken.body).toMatchObject({ name: 'SocialIdentityInUseError' })

    const unlinked = await callSocial(app, browser, 'POST', 'unlink', { id: github.id })
    expect(unlinked.status).toBe(200)
    const left = (await unlinked.json()) as SocialIdentitiesResponse
    expect(left.identities.map(({ provider }) => provider)).toEqual(['google'])
    expect(left.emailLogin).toBe(false)
    const [google] = left.identities
    const refused = await callSocial(app, browser, 'POST', 'unlink', { id: google?.id })
    expect(refused.status).toBe(409)
    const missing = await callSocial(app, browser, 'POST', 'unlink', { id: '999999' })
    expect(missing.status).toBe(404)
    // Linking needs a session.
    const anonymous = await callSocial(app, new Browser(), 'POST', 'start', {
      provider: 'google',
      projectId: 'demo',
      link: true,
    })
    expect(anonymous.status).toBe(401)
  })

  it('offers only what the server is configured for and the project offers', async () => {
    const browser = new Browser()
    const unknown = await callSocial(app, browser, 'POST', 'start', {
      provider: 'discord',
      projectId: 'demo',
    })
    expect(unknown.status).toBe(400)
    expect(await errorOf(unknown)).toMatchObject({ name: 'SocialProviderNotOfferedError' })
    await harness.projects.update('demo', { features: { socials: ['github'] } })
    const off = await callSocial(app, browser, 'POST', 'start', {
      provider: 'google',
      projectId: 'demo',
    })
    expect(await errorOf(off)).toMatchObject({ name: 'SocialProviderNotOfferedError' })
    await harness.projects.update('demo', { features: {} })
    const foreign = await callSocial(app, browser, 'POST', 'start', {
      provider: 'google',
      projectId: 'demo',
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    const project = await callSocial(app, browser, 'POST', 'start', {
      provider: 'google',
      projectId: 'nope',
    })
    expect(project.status).toBe(403)
    const bad = await callSocial(app, browser, 'POST', 'start', {
      provider: 'Google!',
      projectId: 'demo',
    })
    expect(await errorOf(bad)).toMatchObject({ name: 'ValidationError' })
  })
})
