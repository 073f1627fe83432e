import { describe, expect, it } from 'vitest'
import { defaultFeatureSettings, featureSettingsPatch } from './featureSettings.js'
import { resolveFeatureSettings } from './resolveFeatureSettings.js'

describe('resolveFeatureSettings', () => {
  it('defaults to the spec: everything on except analytics, which are opt-in', () => {
    expect(resolveFeatureSettings({})).toMatchInlineSnapshot(`
      {
        "activity": true,
        "analytics": false,
        "connectMethodsOrder": [
          "email",
          "social",
          "wallet",
        ],
        "email": true,
        "excludeWalletIds": [],
        "includeWalletIds": [],
        "nameRegistration": "embedded",
        "onramp": true,
        "socials": [
          "google",
          "x",
          "farcaster",
          "discord",
          "apple",
          "github",
          "facebook",
        ],
        "sponsorship": false,
        "sponsorshipDailyGas": 2000000,
        "sponsorshipTargets": [],
        "swaps": true,
      }
    `)
  })

  it('takes the stored fields and keeps the defaults for the rest', () => {
    expect(
      resolveFeatureSettings({ swaps: false, socials: ['github', 'google'], analytics: true }),
    ).toEqual({
      ...defaultFeatureSettings,
      swaps: false,
      socials: ['github', 'google'],
      analytics: true,
    })
  })

  it('falls back to the default for an invalid field instead of throwing', () => {
    expect(
      resolveFeatureSettings({
        swaps: 'no',
        socials: ['My Space'],
        connectMethodsOrder: ['wallet'],
      }),
    ).toEqual(defaultFeatureSettings)
    expect(resolveFeatureSettings(null)).toEqual(defaultFeatureSettings)
    expect(resolveFeatureSettings('x')).toEqual(defaultFeatureSettings)
  })

  it('returns a copy: changing it leaves the defaults alone', () => {
    resolveFeatureSettings({}).socials.push('google')
    expect(defaultFeatureSettings.socials).toHaveLength(7)
  })
})

describe('featureSettingsPatch', () => {
  it('refuses unknown keys, duplicate socials and incomplete connect orders', () => {
    const messages = [
      { swap: false },
      { socials: ['google', 'google'] },
      { connectMethodsOrder: ['wallet', 'email'] },
      { connectMethodsOrder: ['wallet', 'wallet', 'email'] },
      { analytics: 'on' },
    ].map((value) => featureSettingsPatch.safeParse(value).error?.issues[0]?.message)
    expect(messages).toMatchInlineSnapshot(`
      [
        "Unrecognized key: "swap"",
        "expected each social provider at most once",
        "expected email, social and wallet, each once, in any order",
        "expected email, social and wallet, each once, in any order",
        "Invalid input: expected boolean, received string",
      ]
    `)
    expect(
      featureSettingsPatch.parse({
        socials: [],
        connectMethodsOrder: ['wallet', 'social', 'email'],
      }),
    ).toEqual({
      socials: [],
      connectMethodsOrder: ['wallet', 'social', 'email'],
    })
  })
})
