import { projectConfigResponse } from '@airlock/protocol/schemas'
import { describe, expect, it } from 'vitest'
import { getProjectConfig } from './getProjectConfig.js'

describe('getProjectConfig', () => {
  it('answers every feature on, in the model product shape, for a project with defaults', () => {
    const config = getProjectConfig({ features: {}, theme: null })
    expect(projectConfigResponse.parse(config)).toEqual(config)
    expect(config).toMatchInlineSnapshot(`
      {
        "connectMethodsOrder": [
          "email",
          "social",
          "wallet",
        ],
        "features": [
          {
            "config": null,
            "id": "activity",
            "isEnabled": true,
          },
          {
            "config": [
              "sandbox",
            ],
            "id": "onramp",
            "isEnabled": true,
          },
          {
            "config": [
              "uniswap-v2",
            ],
            "id": "swap",
            "isEnabled": true,
          },
          {
            "config": [
              "email",
            ],
            "id": "social_login",
            "isEnabled": true,
          },
          {
            "config": null,
            "id": "reown_branding",
            "isEnabled": false,
          },
        ],
        "theme": null,
      }
    `)
  })

  it('turns features off with an empty list, never null (null means "keep your local value")', () => {
    const { features } = getProjectConfig({
      features: { swaps: false, onramp: false, email: false, socials: [], activity: false },
      theme: null,
    })
    expect(features).toEqual([
      { id: 'activity', isEnabled: false, config: null },
      { id: 'onramp', isEnabled: false, config: [] },
      { id: 'swap', isEnabled: false, config: [] },
      { id: 'social_login', isEnabled: false, config: [] },
      { id: 'reown_branding', isEnabled: false, config: null },
    ])
  })

  it('lists social logins in the project order, with email first only when it is on', () => {
    const socialProviders = ['google', 'github', 'x', 'discord', 'apple', 'facebook']
    const socialLogin = (features: Record<string, unknown>) =>
      getProjectConfig({ features, theme: null }, { socialProviders }).features.find(
        ({ id }) => id === 'social_login',
      )
    expect(socialLogin({ socials: ['github', 'google'] })?.config).toEqual([
      'email',
      'github',
      'google',
    ])
    expect(socialLogin({ email: false, socials: ['x'] })).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['x'],
    })
    expect(socialLogin({ socials: [] })).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['email'],
    })
  })

  it('offers only the socials the server is configured for, and e-mail only with a mailer', () => {
    const socialLogin = (parameters: Parameters<typeof getProjectConfig>[1]) =>
      getProjectConfig({ features: {}, theme: null }, parameters).features.find(
        ({ id }) => id === 'social_login',
      )
    // The default list (SPEC §1) in its order, less what the server cannot do: no Farcaster yet.
    expect(
      socialLogin({ socialProviders: ['github', 'google', 'x', 'discord', 'apple', 'facebook'] })
        ?.config,
    ).toEqual(['email', 'google', 'x', 'discord', 'apple', 'github', 'facebook'])
    expect(socialLogin({ socialProviders: ['github'], emailLogin: false })).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['github'],
    })
    expect(socialLogin({ emailLogin: false })).toEqual({
      id: 'social_login',
      isEnabled: false,
      config: [],
    })
    // A custom OpenID Connect provider only where the project names it.
    expect(
      getProjectConfig(
        { features: { socials: ['acme', 'google'] }, theme: null },
        { socialProviders: ['google', 'acme'] },
      ).features.find(({ id }) => id === 'social_login')?.config,
    ).toEqual(['email', 'acme', 'google'])
  })

  it('sends provider ids it is given, the connect order and a valid theme', () => {
    const config = getProjectConfig(
      {
        features: { connectMethodsOrder: ['wallet', 'social', 'email'] },
        theme: { themeMode: 'dark', themeVariables: { '--accent': '#f00' } },
      },
      { swapProviders: ['1inch'], onrampProviders: ['coinbase', 'meld'] },
    )
    expect(config.features.find(({ id }) => id === 'swap')?.config).toEqual(['1inch'])
    expect(config.features.find(({ id }) => id === 'onramp')?.config).toEqual(['coinbase', 'meld'])
    expect(config.connectMethodsOrder).toEqual(['wallet', 'social', 'email'])
    expect(config.theme).toEqual({ themeMode: 'dark', themeVariables: { '--accent': '#f00' } })
    expect(getProjectConfig({ features: {}, theme: { themeMode: 'sepia' } }).theme).toBeNull()
  })
})
