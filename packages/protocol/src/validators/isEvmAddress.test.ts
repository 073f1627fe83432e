import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const notHex = fc.constantFrom('g', 'G', 'x', 'z', ' ', ':', '.', 'é', '０')

describe('isEvmAddress', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        [
          '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          '70997970c51812dc3a010c7d01b50e0d17dc79c8',
          '0x70997970C51812dc3A010C7d01b50e0d17dc79C',
          '0x70997970C51812dc3A010C7d01b50e0d17dc79C80',
          '0X70997970C51812dc3A010C7d01b50e0d17dc79C8',
          'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          '',
          42,
        ].map((value) => [String(value), isEvmAddress(value)]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": false,
        "0X70997970C51812dc3A010C7d01b50e0d17dc79C8": false,
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C": false,
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8": true,
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C80": false,
        "42": false,
        "70997970c51812dc3a010c7d01b50e0d17dc79c8": true,
        "eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8": false,
      }
    `)
  })

  test('property: 40 hex digits, with or without 0x, are accepted', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (hex, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${hex}` : hex)).toBe(true)
      }),
    )
  })

  test('property: a wrong length or a non-hex character is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,80}$/), (hex) => {
        fc.pre(hex.length !== 40)
        expect(isEvmAddress(`0x${hex}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(hex40, fc.nat(39), notHex, (hex, index, char) => {
        expect(isEvmAddress(`0x${hex.slice(0, index)}${char}${hex.slice(index + 1)}`)).toBe(false)
      }),
    )
  })
})
