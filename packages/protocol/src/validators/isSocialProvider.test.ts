import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isSocialProvider } from './isSocialProvider.js'

const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

describe('isSocialProvider', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        [...providers, 'farcaster', 'Google', 'twitter', 'email', ''].map((value) => [
          value,
          isSocialProvider(value),
        ]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": false,
        "Google": false,
        "apple": true,
        "discord": true,
        "email": false,
        "facebook": true,
        "farcaster": false,
        "github": true,
        "google": true,
        "twitter": false,
        "x": true,
      }
    `)
  })

  test('property: the six providers and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...providers)), (value) => {
        expect(isSocialProvider(value)).toBe(providers.includes(value))
      }),
    )
    fc.assert(
      fc.property(fc.constantFrom(...providers), (provider) => {
        expect(isSocialProvider(provider.toUpperCase())).toBe(false)
        expect(isSocialProvider(` ${provider}`)).toBe(false)
      }),
    )
  })
})
