import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isSignedMessage } from './isSignedMessage.js'

describe('isSignedMessage', () => {
  test('examples', () => {
    expect(
      [
        `0x${'1b'.repeat(65)}`,
        `0x${'f'.repeat(62)}`,
        `0x${'f'.repeat(61)}`,
        '1b'.repeat(65),
        `0x${'1b'.repeat(64)}zz`,
      ].map(isSignedMessage),
    ).toMatchInlineSnapshot(`
      [
        true,
        true,
        false,
        false,
        false,
      ]
    `)
  })

  test('property: 0x and at least 62 hex digits are accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{62,400}$/), (hex) => {
        expect(isSignedMessage(`0x${hex}`)).toBe(true)
      }),
    )
  })

  test('property: shorter, unprefixed or non-hex values are refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{0,61}$/), (hex) => {
        expect(isSignedMessage(`0x${hex}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{62,200}$/), (hex) => {
        expect(isSignedMessage(hex)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-fA-F]{62,200}$/),
        fc.nat(),
        fc.constantFrom('g', 'x', ' ', ':'),
        (hex, index, char) => {
          const at = index % hex.length
          expect(isSignedMessage(`0x${hex.slice(0, at)}${char}${hex.slice(at + 1)}`)).toBe(false)
        },
      ),
    )
  })
})
