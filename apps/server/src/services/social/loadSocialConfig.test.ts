import { describe, expect, it } from 'vitest'
import { loadSocialConfig } from './loadSocialConfig.js'

describe('loadSocialConfig', () => {
  it('offers nothing without settings', () => {
    expect(loadSocialConfig({})).toEqual({ config: { providers: [] }, issues: [] })
  })

  it('reads each provider by its client id: production endpoints, or an issuer in its place', () => {
    const { config, issues } = loadSocialConfig({
      OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc',
      OAUTH_GITHUB_CLIENT_SECRET: 'shh',
      OAUTH_GOOGLE_CLIENT_ID: 'google-client',
      OAUTH_APPLE_CLIENT_ID: 'org.example.web',
      OAUTH_APPLE_CLIENT_SECRET: 'eyJ.apple.jwt',
      OAUTH_X_ISSUER: 'http://127.0.0.1:8790/oidc/x/',
      OAUTH_X_CLIENT_ID: 'airlock-x',
    })
    expect(issues).toEqual([])
    // SPEC order, whatever the environment's.
    expect(config.providers.map(({ id }) => id)).toEqual(['google', 'x', 'apple', 'github'])
    const [google, x, apple, github] = config.providers
    expect(google).toMatchObject({
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      clientSecret: undefined,
      scopes: ['openid', 'email', 'profile'],
    })
    expect(x).toMatchObject({
      kind: 'oidc',
      issuer: 'http://127.0.0.1:8790/oidc/x',
      endpoints: undefined,
      profile: 'oidc',
    })
    expect(apple?.authorizationParameters).toEqual({ response_mode: 'form_post' })
    expect(github).toMatchObject({
      kind: 'oauth',
      endpoints: { token: 'https://github.com/login/oauth/access_token' },
      profile: 'github',
      clientSecret: 'shh',
    })
  })

  it('trusts a stand-in issuer’s e-mail verification, even for Facebook', () => {
    const { config } = loadSocialConfig({
      OAUTH_FACEBOOK_CLIENT_ID: 'fb',
      OAUTH_FACEBOOK_ISSUER: 'http://127.0.0.1:8790/oidc/facebook',
    })
    expect(config.providers[0]).toMatchObject({ kind: 'oidc', verifiesEmail: true })
    expect(loadSocialConfig({ OAUTH_FACEBOOK_CLIENT_ID: 'fb' }).config.providers[0]).toMatchObject({
      kind: 'oauth',
      verifiesEmail: false,
    })
  })

  it('adds OpenID Connect providers by issuer, and names every bad or missing setting', () => {
    const { config, issues } = loadSocialConfig({
      OIDC_ACME_CORP_ISSUER: 'https://login.acme.example',
      OIDC_ACME_CORP_CLIENT_ID: 'airlock',
      OIDC_ACME_CORP_CLIENT_SECRET: 'shh',
      OIDC_HALF_CLIENT_ID: 'no-issuer',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OAUTH_DISCORD_CLIENT_SECRET: 'secret-without-id',
      OAUTH_FACEBOOK_ISSUER: 'ftp://nope',
      OAUTH_FACEBOOK_CLIENT_ID: 'fb',
      OAUTH_X_CLIENT_ID: 'has space',
    })
    expect(config.providers.map(({ id, kind }) => `${id}:${kind}`)).toEqual(['acme-corp:oidc'])
    expect(issues.map(({ variable }) => variable).sort()).toEqual([
      'OAUTH_DISCORD_CLIENT_ID',
      'OAUTH_FACEBOOK_ISSUER',
      'OAUTH_X_CLIENT_ID',
      'OIDC_GOOGLE_ISSUER',
      'OIDC_HALF_ISSUER',
    ])
    // Secrets are never echoed.
    expect(JSON.stringify(issues)).not.toContain('secret-without-id')
  })
})
