import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isOneTimeCode } from './isOneTimeCode.js'

describe('isOneTimeCode', () => {
  test('examples', () => {
    expect([
      isOneTimeCode('012345'),
      isOneTimeCode('12345'),
      isOneTimeCode('1234567'),
      isOneTimeCode('12 345'),
      isOneTimeCode('١٢٣٤٥٦'),
      isOneTimeCode(123456),
      isOneTimeCode('1234', { length: 4 }),
    ]).toMatchInlineSnapshot(`
      [
        true,
        false,
        false,
        false,
        false,
        false,
        true,
      ]
    `)
  })

  test('property: exactly `length` digits are accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (length, seed) => {
        const code = String(seed).padStart(length, '0').slice(-length)
        expect(isOneTimeCode(code, { length })).toBe(true)
      }),
    )
  })

  test('property: another length or a non-digit is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (code) => {
        fc.pre(code.length !== 6)
        expect(isOneTimeCode(code)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{6}$/),
        fc.nat(5),
        fc.string({ minLength: 1, maxLength: 1 }),
        (code, index, char) => {
          fc.pre(!/[0-9]/.test(char))
          expect(isOneTimeCode(`${code.slice(0, index)}${char}${code.slice(index + 1)}`)).toBe(
            false,
          )
        },
      ),
    )
  })
})
