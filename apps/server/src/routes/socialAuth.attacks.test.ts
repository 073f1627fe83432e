import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { Browser, errorOf } from '../../test/emailAuthHarness.js'
import { startFakeOidcProvider } from '../../test/fakeOidcProvider.js'
import { unusedPort } from '../../test/ports.js'
import {
  callbackBody,
  callSocial,
  dappOrigin,
  openSocialHarness,
  ProviderBrowser,
  type SocialHarness,
} from '../../test/socialHarness.js'
import { createSocialClients } from '../services/social/createSocialClients.js'
import { loadSocialConfig } from '../services/social/loadSocialConfig.js'

// Every way a social login can be forged or go wrong is refused with a clear error, and leaves no
// user, identity or session behind.
describeEachBackend('social login attacks', (backend) => {
  let harness: SocialHarness
  let app: Hono
  let fake: Awaited<ReturnType<typeof startFakeOidcProvider>>
  let deadIssuer: string

  beforeAll(async () => {
    harness = await openSocialHarness(backend)
    fake = await startFakeOidcProvider()
    deadIssuer = `http://127.0.0.1:${await unusedPort()}`
    const { config } = loadSocialConfig({
      OIDC_ACME_ISSUER: fake.issuer,
      OIDC_ACME_CLIENT_ID: 'airlock-acme',
      OIDC_ACME_CLIENT_SECRET: 'acme-secret',
      OIDC_DOWN_ISSUER: deadIssuer,
      OIDC_DOWN_CLIENT_ID: 'airlock-down',
    })
    await harness.projects.update('demo', {
      features: { socials: ['google', 'github', 'acme', 'down'] },
    })
    app = harness.mount({
      clients: createSocialClients({
        providers: [...harness.providers, ...config.providers],
        timeoutMs: 1_000,
      }),
    })
  })
  afterAll(async () => {
    await fake?.close()
    await harness?.dispose()
  })

  const start = async (provider: string, browser = new Browser()) => {
    const response = await callSocial(app, browser, 'POST', 'start', {
      provider,
      projectId: 'demo',
      origin: dappOrigin,
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const { uri } = (await response.json()) as { uri: string }
    return { browser, uri: new URL(uri) }
  }
  /** Through the sandbox as Carol: the provider's redirect back to the secure origin. */
  const atProvider = async (uri: URL, options?: Parameters<ProviderBrowser['logIn']>[1]) => {
    const result = await new ProviderBrowser().logIn(uri.href, options)
    if (!('callback' in result)) throw new Error(`The provider answered ${result.text}`)
    return callbackBody(result.callback)
  }
  /** Asserts the answer and that no user, identity or session was written. */
  const refused = async (
    request: () => Promise<Response>,
    status: number,
    name: string,
    details?: RegExp,
  ) => {
    const before = await harness.counts()
    const response = await request()
    const body = await errorOf(response)
    expect({ status: response.status, name: body.name }).toEqual({ status, name })
    if (details) expect(body.details).toMatch(details)
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith('airlock-wallet=')),
    ).toBe(false)
    expect(await harness.counts()).toEqual(before)
    return body
  }

  it('answers a network over the start limit with 429, Retry-After, and the wait as a code and its number', async () => {
    const limited = harness.mount({ rateLimit: 2 })
    const starts = () =>
      callSocial(limited, new Browser(), 'POST', 'start', {
        provider: 'google',
        projectId: 'demo',
        origin: dappOrigin,
      })
    expect((await starts()).status).toBe(200)
    expect((await starts()).status).toBe(200)
    const response = await starts()
    const body = await errorOf(response)
    expect(response.status).toBe(429)
    const seconds = Number(response.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(300)
    // The modal counts this down in the person's language: no English to parse.
    expect(body).toMatchObject({
      name: 'SocialRateLimitedError',
      code: 'emailCooldown',
      params: { seconds },
    })
  })

  describe('state and the browser', () => {
    it('refuses a callback without state', async () => {
      const { browser, uri } = await start('google')
      const { state: _, ...answer } = await atProvider(uri)
      await refused(
        () => callSocial(app, browser, 'POST', 'callback', answer),
        400,
        'SocialAttemptNotFoundError',
        /without state/,
      )
    })

    it('refuses the state of another browser’s attempt', async () => {
      const victim = await start('google')
      const attacker = await start('google')
      const answer = await atProvider(attacker.uri)
      // The attacker's code and state, delivered to the victim's browser (login CSRF).
      await refused(
        () => callSocial(app, victim.browser, 'POST', 'callback', answer),
        400,
        'SocialAttemptNotFoundError',
        /state mismatch/,
      )
    })

    it('refuses a callback in a browser that did not start the login (no attempt cookie)', async () => {
      const { uri } = await start('google')
      const answer = await atProvider(uri)
      await refused(
        () => callSocial(app, new Browser(), 'POST', 'callback', answer),
        400,
        'SocialAttemptNotFoundError',
        /no attempt cookie/,
      )
    })

    it('refuses a reused state, and a code replayed with a new state', async () => {
      const { browser, uri } = await start('google')
      const answer = await atProvider(uri)
      const first = await callSocial(app, browser, 'POST', 'callback', answer)
      expect(first.status).toBe(200)
      await refused(
        () => callSocial(app, browser, 'POST', 'callback', answer),
        409,
        'SocialAttemptUsedError',
      )
      // A new attempt in the same browser, with the old code: the provider refuses it.
      const next = await start('google', browser)
      await refused(
        () =>
          callSocial(app, browser, 'POST', 'callback', {
            ...answer,
            state: next.uri.searchParams.get('state'),
          }),
        400,
        'SocialTokenRejectedError',
        /invalid_grant/,
      )
    })

    it('refuses an attempt older than 10 minutes', async () => {
      const { browser, uri } = await start('google')
      const answer = await atProvider(uri)
      harness.advance(11 * 60_000)
      try {
        await refused(
          () => callSocial(app, browser, 'POST', 'callback', answer),
          400,
          'SocialAttemptExpiredError',
        )
      } finally {
        harness.advance(-11 * 60_000)
      }
    })

    it('refuses the late answer of an attempt the modal gave up, and keeps a newer one', async () => {
      const { browser, uri } = await start('google')
      const answer = await atProvider(uri)
      const pending = (await (await callSocial(app, browser, 'GET', 'status')).json()) as {
        attemptId: string
      }
      // Another attempt's id leaves this one pending.
      const other = await callSocial(app, browser, 'POST', 'cancel', { attemptId: 'other' })
      expect(await other.json()).toMatchObject({ status: 'PENDING' })
      const canceled = await callSocial(app, browser, 'POST', 'cancel', {
        attemptId: pending.attemptId,
      })
      expect(canceled.status).toBe(200)
      expect(await canceled.json()).toMatchObject({
        status: 'FAILED',
        error: { name: 'SocialAttemptCanceledError' },
      })
      const body = await refused(
        () => callSocial(app, browser, 'POST', 'callback', answer),
        409,
        'SocialAttemptCanceledError',
      )
      expect(body.message).toBe('This social login was cancelled')
      // The code the secure origin's page shows in the person's language.
      expect(body.code).toBe('socialAttemptCanceled')
      // Without an attempt cookie there is nothing to give up.
      await refused(
        () => callSocial(app, new Browser(), 'POST', 'cancel', {}),
        400,
        'SocialAttemptNotFoundError',
      )
    })

    it('says so when the person cancels at the provider', async () => {
      const { browser, uri } = await start('google')
      const answer = await atProvider(uri, { consent: 'cancel' })
      expect(answer.error).toBe('access_denied')
      const body = await refused(
        () => callSocial(app, browser, 'POST', 'callback', answer),
        400,
        'SocialLoginDeniedError',
      )
      expect(body.message).toBe('The login with Google was cancelled')
      expect(body).toMatchObject({ code: 'socialLoginCancelled', params: { provider: 'Google' } })
      // The frame reads the same code from the attempt, for the modal to translate.
      const status = await callSocial(app, browser, 'GET', 'status')
      expect(await status.json()).toMatchObject({
        status: 'FAILED',
        error: {
          name: 'SocialLoginDeniedError',
          code: 'socialLoginCancelled',
          params: { provider: 'Google' },
        },
      })
    })
  })

  describe('redirect URIs', () => {
    it('the provider refuses a redirect URI it does not know, and a code issued for another', async () => {
      // A server that names another secure origin than the one registered at the provider.
      const elsewhere = harness.mount({ secureOrigin: 'http://localhost:9999' })
      const browser = new Browser()
      const response = await callSocial(elsewhere, browser, 'POST', 'start', {
        provider: 'google',
        projectId: 'demo',
      })
      const { uri } = (await response.json()) as { uri: string }
      const result = await new ProviderBrowser().logIn(uri)
      expect('page' in result && result.page.status).toBe(400)
      expect('text' in result && result.text).toMatch(/redirect_uri/)

      // A code issued for the registered callback, redeemed as if for another redirect URI.
      const registered = await start('google')
      const answer = await atProvider(registered.uri)
      await refused(
        () => callSocial(elsewhere, registered.browser, 'POST', 'callback', answer),
        400,
        'SocialTokenRejectedError',
        /invalid_grant/,
      )
    })
  })

  describe('ID tokens', () => {
    const now = () => Math.floor(Date.now() / 1000)
    const attempt = async () => {
      const { browser, uri } = await start('acme')
      const nonce = uri.searchParams.get('nonce') ?? ''
      const state = uri.searchParams.get('state') ?? ''
      const claims = {
        iss: fake.issuer,
        aud: 'airlock-acme',
        sub: `acme-${Math.random()}`,
        nonce,
        iat: now(),
        exp: now() + 300,
        email: 'mallory@example.net',
        email_verified: true,
      }
      const callback = () =>
        callSocial(app, browser, 'POST', 'callback', { code: 'fake-code', state })
      return { claims, callback }
    }

    it('accepts a well-formed token (so the refusals below are for the flaw alone)', async () => {
      const { claims, callback } = await attempt()
      fake.answer({ claims })
      const response = await callback()
      expect(response.status, await response.clone().text()).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'CONNECTED', provider: 'acme' })
    })

    it.each([
      ['a wrong audience', { aud: 'someone-else' }, {}, /"aud"/],
      ['a wrong issuer', { iss: 'https://evil.example' }, {}, /"iss"/],
      ['a wrong nonce', { nonce: 'not-the-nonce' }, {}, /nonce/],
      ['an expired token', { iat: 1_000, exp: 2_000 }, {}, /exp/],
      ['a token signed by another key', {}, { key: 'other' as const }, /signature/],
      ['a token signed by an unknown key', {}, { kid: 'unknown' }, /key/],
      ['an unsigned token', {}, { alg: 'none' as const }, /"alg"/],
    ])('refuses %s', async (_, overrides, signing, details) => {
      const { claims, callback } = await attempt()
      fake.answer({ claims: { ...claims, ...overrides }, ...signing })
      await refused(callback, 400, 'SocialTokenRejectedError', details)
    })
  })

  describe('providers that fail', () => {
    it('answers 502 at once when the provider is down', async () => {
      const started = Date.now()
      await refused(
        () =>
          callSocial(app, new Browser(), 'POST', 'start', { provider: 'down', projectId: 'demo' }),
        502,
        'SocialProviderUnavailableError',
      )
      expect(Date.now() - started).toBeLessThan(10_000)
    })

    it('answers 502 within the timeout when the provider is slow, far inside the 45 s guard', async () => {
      const { browser, uri } = await start('acme')
      fake.answer({ claims: {}, delayMs: 5_000 })
      const started = Date.now()
      await refused(
        () =>
          callSocial(app, browser, 'POST', 'callback', {
            code: 'fake-code',
            state: uri.searchParams.get('state'),
          }),
        502,
        'SocialProviderUnavailableError',
      )
      // A 1 s timeout here (5 s by default): the modal's guard is 45 s.
      expect(Date.now() - started).toBeLessThan(4_000)
    })
  })
})
