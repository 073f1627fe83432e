import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartSandboxReturnType, startSandbox } from '../startSandbox.js'

const redirectUri = 'http://localhost:8788/social/callback'
const verifier = 'a-pkce-verifier-of-the-test-that-is-long-enough-0123456789'
const challenge = createHash('sha256').update(verifier).digest('base64url')

describe('the sandbox identity provider', () => {
  let sandbox: StartSandboxReturnType
  const cookies = new Map<string, string>()
  // A browser at the provider: its cookies, no redirect followed.
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  const authorize = (overrides: Record<string, string> = {}) =>
    `${sandbox.url}/oidc/google/auth?${new URLSearchParams({
      client_id: 'airlock-google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...overrides,
    })}`

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      smtpPort: 0,
      oidcClients: [
        {
          provider: 'google',
          clientId: 'airlock-google',
          clientSecret: 's3cret',
          redirectUris: [redirectUri],
        },
        { provider: 'x', clientId: 'airlock-x', redirectUris: [redirectUri] },
      ],
    })
  })
  afterAll(() => sandbox?.close())

  it('is an issuer per provider, with discovery and its own signing key', async () => {
    const google = await (
      await fetch(`${sandbox.url}/oidc/google/.well-known/openid-configuration`)
    ).json()
    expect(google).toMatchObject({
      issuer: `${sandbox.url}/oidc/google`,
      authorization_endpoint: `${sandbox.url}/oidc/google/auth`,
      token_endpoint: `${sandbox.url}/oidc/google/token`,
      userinfo_endpoint: `${sandbox.url}/oidc/google/me`,
      jwks_uri: `${sandbox.url}/oidc/google/jwks`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    })
    const x = (await (
      await fetch(`${sandbox.url}/oidc/x/.well-known/openid-configuration`)
    ).json()) as { issuer: string }
    expect(x.issuer).toBe(`${sandbox.url}/oidc/x`)
    const keys = async (id: string) =>
      ((await (await fetch(`${sandbox.url}/oidc/${id}/jwks`)).json()) as { keys: { n: string }[] })
        .keys
    expect((await keys('google'))[0]?.n).not.toBe((await keys('x'))[0]?.n)
    // Only the providers that have a client are served.
    expect(
      (await fetch(`${sandbox.url}/oidc/github/.well-known/openid-configuration`)).status,
    ).toBe(404)
    expect(await (await fetch(`${sandbox.url}/health`)).json()).toMatchObject({
      standIns: expect.arrayContaining(['oidc']),
    })
  })

  it('requires PKCE, a registered client and its exact redirect URI', async () => {
    const withoutPkce = new URL(authorize())
    withoutPkce.searchParams.delete('code_challenge')
    withoutPkce.searchParams.delete('code_challenge_method')
    const refused = await go(withoutPkce.href)
    expect(new URL(refused.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    )
    for (const overrides of [
      { client_id: 'someone-else' },
      { redirect_uri: 'http://localhost:8788/social/callback/' },
      { redirect_uri: 'http://evil.example/social/callback' },
    ]) {
      const response = await go(authorize(overrides))
      // Never sent back to an unknown client or URI: an error page of its own.
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).not.toContain('<script')
    }
  })

  it('speaks the language of ui_locales, else of Accept-Language, on its pages', async () => {
    const discovery = (await (
      await fetch(`${sandbox.url}/oidc/google/.well-known/openid-configuration`)
    ).json()) as { ui_locales_supported?: string[] }
    expect(discovery.ui_locales_supported).toContain('zh-TW')
    const start = await go(authorize({ ui_locales: 'xx ar' }), {
      headers: { 'accept-language': 'de' },
    })
    const login = await go(new URL(start.headers.get('location') ?? '', sandbox.url).href, {
      headers: { 'accept-language': 'de' },
    })
    const html = await login.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('<h1>اختر حسابًا</h1>')
    const refused = await go(authorize({ client_id: 'someone-else' }), {
      headers: { 'accept-language': 'he-IL' },
    })
    expect(await refused.text()).toContain('<html lang="he" dir="rtl">')
    const expired = await go(`${sandbox.url}/oidc/google/interaction/gone`, {
      headers: { 'accept-language': 'pl' },
    })
    expect(await expired.text()).toContain('<h1>To logowanie wygasło</h1>')
  })

  it('logs in a test user after consent, on pages without script, and gives a code', async () => {
    const start = await go(authorize())
    const loginPage = await go(new URL(start.headers.get('location') ?? '', sandbox.url).href)
    expect(loginPage.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self' http://localhost:8788; frame-ancestors 'none'; base-uri 'none'",
    )
    const html = await loginPage.text()
    expect(html).not.toContain('<script')
    for (const user of ['Alice Example', 'Bob Unverified', 'Carol Newcomer', 'Dave Private'])
      expect(html).toContain(user)
    const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? ''
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    let response = await go(new URL(action, sandbox.url).href, {
      method: 'POST',
      headers: form,
      body: 'user=alice',
    })
    response = await go(new URL(response.headers.get('location') ?? '', sandbox.url).href)
    const consent = await go(new URL(response.headers.get('location') ?? '', sandbox.url).href)
    const consentHtml = await consent.text()
    expect(consentHtml).toContain('see your e-mail address')
    const consentAction = /action="([^"]+\/consent)"/.exec(consentHtml)?.[1] ?? ''
    response = await go(new URL(consentAction, sandbox.url).href, {
      method: 'POST',
      headers: form,
      body: 'decision=allow',
    })
    response = await go(new URL(response.headers.get('location') ?? '', sandbox.url).href)
    const callback = new URL(response.headers.get('location') ?? '')
    expect(callback.origin + callback.pathname).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe('state-1')
    expect(callback.searchParams.get('iss')).toBe(`${sandbox.url}/oidc/google`)
    const code = callback.searchParams.get('code') ?? ''

    const token = (body: Record<string, string>, secret = 's3cret') =>
      fetch(`${sandbox.url}/oidc/google/token`, {
        method: 'POST',
        headers: {
          ...form,
          authorization: `Basic ${Buffer.from(`airlock-google:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          ...body,
        }),
      })
    expect((await token({ code, code_verifier: verifier }, 'wrong')).status).toBe(401)
    expect(
      (await token({ code, code_verifier: 'another-verifier-that-is-long-enough-0123456789' }))
        .status,
    ).toBe(400)
    const tokens = await token({ code, code_verifier: verifier })
    expect(tokens.status).toBe(200)
    const { id_token: idToken } = (await tokens.json()) as { id_token: string }
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString())
    expect(claims).toMatchObject({
      iss: `${sandbox.url}/oidc/google`,
      aud: 'airlock-google',
      sub: 'alice',
      nonce: 'nonce-1',
      email: 'alice@example.com',
      email_verified: true,
    })
    // A code works once.
    expect((await token({ code, code_verifier: verifier })).status).toBe(400)
  })
})
