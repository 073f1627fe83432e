import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const address = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...base58), minLength, maxLength })

describe('isSolanaAddress', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        [
          'So11111111111111111111111111111111111111112',
          '11111111111111111111111111111111',
          '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          '5eykt4UsFv8P8NJdTREpY1vzqKqZKvd',
          'So1111111111111111111111111111111111111111l',
          '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          null,
        ].map((value) => [String(value), isSolanaAddress(value)]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8": false,
        "11111111111111111111111111111111": true,
        "5eykt4UsFv8P8NJdTREpY1vzqKqZKvd": false,
        "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": true,
        "So11111111111111111111111111111111111111112": true,
        "So1111111111111111111111111111111111111111l": false,
        "null": false,
      }
    `)
  })

  test('property: 32 to 44 base58 characters are accepted', () => {
    fc.assert(
      fc.property(address(32, 44), (value) => {
        expect(isSolanaAddress(value)).toBe(true)
      }),
    )
  })

  test('property: other lengths and characters outside base58 are refused', () => {
    fc.assert(
      fc.property(fc.oneof(address(0, 31), address(45, 90)), (value) => {
        expect(isSolanaAddress(value)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        address(32, 44),
        fc.nat(43),
        fc.constantFrom('0', 'O', 'I', 'l', '+', '/', ' '),
        (value, index, char) => {
          const at = index % value.length
          expect(isSolanaAddress(`${value.slice(0, at)}${char}${value.slice(at + 1)}`)).toBe(false)
        },
      ),
    )
  })
})
