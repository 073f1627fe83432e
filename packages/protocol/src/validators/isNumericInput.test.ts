import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isNumericInput } from './isNumericInput.js'

const digits = fc.stringMatching(/^[0-9]*$/)
const separator = fc.constantFrom('.', ',')

describe('isNumericInput', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        [
          '',
          '0',
          '12',
          '1.',
          '.5',
          '1.5',
          '1,5',
          '.',
          '1.000,5',
          '1..5',
          '-1',
          '1e5',
          ' 1',
          '1 000',
          '٣',
        ].map((value) => [String(value), isNumericInput(value)]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": true,
        " 1": false,
        "-1": false,
        ".": true,
        ".5": true,
        "0": true,
        "1 000": false,
        "1,5": true,
        "1.": true,
        "1..5": false,
        "1.000,5": false,
        "1.5": true,
        "12": true,
        "1e5": false,
        "٣": false,
      }
    `)
    expect(isNumericInput(1.5)).toBe(false)
  })

  test('property: digits around at most one separator are accepted', () => {
    fc.assert(
      fc.property(digits, fc.option(separator), digits, (whole, sep, fraction) => {
        expect(isNumericInput(`${whole}${sep ?? ''}${fraction}`)).toBe(true)
      }),
    )
  })

  test('property: a second separator or any other character is refused', () => {
    fc.assert(
      fc.property(digits, separator, digits, separator, digits, (a, s1, b, s2, c) => {
        expect(isNumericInput(`${a}${s1}${b}${s2}${c}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(digits, fc.string({ minLength: 1, maxLength: 1 }), digits, (a, char, b) => {
        fc.pre(!/[0-9.,]/.test(char))
        expect(isNumericInput(`${a}${char}${b}`)).toBe(false)
      }),
    )
  })
})
