import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isEmail } from './isEmail.js'

describe('isEmail', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        [
          'alice@airlock.test',
          'first.last+tag@mail.example.co.uk',
          "o'brien@example.ie",
          'alice@localhost',
          'alice@127.0.0.1',
          'alice@[127.0.0.1]',
          '"alice smith"@example.com',
          'alice..smith@example.com',
          '.alice@example.com',
          'alice@-example.com',
          'alice@example-.com',
          'alice@example..com',
          'alice@@example.com',
          'alice example@example.com',
          '@example.com',
          'alice@',
          `${'a'.repeat(65)}@example.com`,
        ].map((value) => [value, isEmail(value)]),
      ),
    ).toMatchInlineSnapshot(`
      {
        ""alice smith"@example.com": false,
        ".alice@example.com": false,
        "@example.com": false,
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com": false,
        "alice example@example.com": false,
        "alice..smith@example.com": false,
        "alice@": false,
        "alice@-example.com": false,
        "alice@127.0.0.1": false,
        "alice@@example.com": false,
        "alice@[127.0.0.1]": false,
        "alice@airlock.test": true,
        "alice@example-.com": false,
        "alice@example..com": false,
        "alice@localhost": false,
        "first.last+tag@mail.example.co.uk": true,
        "o'brien@example.ie": true,
      }
    `)
  })

  test('refuses what is too long', () => {
    // 64 + 1 + 63 + 1 + 63 + 1 + 57 + 4 = 254 characters.
    const address = (last: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(last)}.com`
    expect(address(57)).toHaveLength(254)
    expect(isEmail(address(57))).toBe(true)
    expect(isEmail(address(58))).toBe(false)
  })

  test('property: addresses fast-check builds by RFC 5322 rules are accepted', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254)
        expect(isEmail(email)).toBe(true)
      }),
    )
  })

  test('property: an address without exactly one @, or with a space, is refused', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, index) => {
        expect(isEmail(email.replace('@', ''))).toBe(false)
        expect(isEmail(email.replace('@', '@@'))).toBe(false)
        const at = index % email.length
        expect(isEmail(`${email.slice(0, at)} ${email.slice(at)}`)).toBe(false)
      }),
    )
  })
})
