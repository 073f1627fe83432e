import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isValidName } from './isValidName.js'

describe('isValidName', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        ['alice', 'bob1', 'my-wallet', '----', 'bob', 'alice.eth', 'alice_b', 'älice', ''].map(
          (value) => [value, isValidName(value)],
        ),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": false,
        "----": true,
        "alice": true,
        "alice.eth": false,
        "alice_b": false,
        "bob": false,
        "bob1": true,
        "my-wallet": true,
        "älice": false,
      }
    `)
  })

  test('property: 4 or more letters, digits and hyphens are accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{4,64}$/), (name) => {
        expect(isValidName(name)).toBe(true)
      }),
    )
  })

  test('property: shorter names and any other character are refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{0,3}$/), (name) => {
        expect(isValidName(name)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z0-9-]{4,32}$/),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (name, index, char) => {
          fc.pre(!/[a-zA-Z0-9-]/.test(char))
          const at = index % name.length
          expect(isValidName(`${name.slice(0, at)}${char}${name.slice(at + 1)}`)).toBe(false)
        },
      ),
    )
  })
})
