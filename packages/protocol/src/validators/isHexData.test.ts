import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isHexData } from './isHexData.js'

const hex = fc.stringMatching(/^[0-9a-fA-F]{0,200}$/)

describe('isHexData', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        ['0x', '0xa9059cbb', '0xABC', 'a9059cbb', '0X00', '0xzz', '0x 00', ''].map((value) => [
          value,
          isHexData(value),
        ]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": false,
        "0X00": false,
        "0x": true,
        "0x 00": false,
        "0xABC": true,
        "0xa9059cbb": true,
        "0xzz": false,
        "a9059cbb": false,
      }
    `)
  })

  test('property: 0x and hex digits are accepted', () => {
    fc.assert(
      fc.property(hex, (digits) => {
        expect(isHexData(`0x${digits}`)).toBe(true)
      }),
    )
  })

  test('property: no 0x or a non-hex character is refused', () => {
    fc.assert(
      fc.property(hex, (digits) => {
        expect(isHexData(digits)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        hex,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (digits, index, char) => {
          fc.pre(!/[0-9a-fA-F]/.test(char))
          const at = digits.length === 0 ? 0 : index % digits.length
          expect(isHexData(`0x${digits.slice(0, at)}${char}${digits.slice(at)}`)).toBe(false)
        },
      ),
    )
  })
})
