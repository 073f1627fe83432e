import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isTransactionHash } from './isTransactionHash.js'

const hex64 = fc.stringMatching(/^[0-9a-fA-F]{64}$/)

describe('isTransactionHash', () => {
  test('examples', () => {
    expect(
      [
        `0x${'ab'.repeat(32)}`,
        `0x${'AB'.repeat(32)}`,
        'ab'.repeat(32),
        `0x${'ab'.repeat(31)}`,
        `0x${'ab'.repeat(33)}`,
        `0x${'ab'.repeat(31)}zz`,
      ].map(isTransactionHash),
    ).toMatchInlineSnapshot(`
      [
        true,
        true,
        false,
        false,
        false,
        false,
      ]
    `)
  })

  test('property: 0x and 64 hex digits are accepted', () => {
    fc.assert(
      fc.property(hex64, (hex) => {
        expect(isTransactionHash(`0x${hex}`)).toBe(true)
      }),
    )
  })

  test('property: no prefix, another length or a non-hex digit is refused', () => {
    fc.assert(
      fc.property(hex64, (hex) => {
        expect(isTransactionHash(hex)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,130}$/), (hex) => {
        fc.pre(hex.length !== 64)
        expect(isTransactionHash(`0x${hex}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(hex64, fc.nat(63), fc.constantFrom('g', 'x', ' ', '\n'), (hex, index, char) => {
        expect(isTransactionHash(`0x${hex.slice(0, index)}${char}${hex.slice(index + 1)}`)).toBe(
          false,
        )
      }),
    )
  })
})
