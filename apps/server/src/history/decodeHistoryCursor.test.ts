import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCursorError } from '../errors/blockchain.js'
import { decodeHistoryCursor } from './decodeHistoryCursor.js'
import { encodeHistoryCursor, type HistoryCursor } from './encodeHistoryCursor.js'

const cursor = fc.record({
  address: fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  chainFilter: fc.constantFrom(null, 'eip155:31337', 'eip155:1'),
  minedAt: fc.nat(),
  chainId: fc.nat(),
  blockNumber: fc.nat(),
  transactionIndex: fc.nat({ max: 100_000 }),
}) satisfies fc.Arbitrary<HistoryCursor>

describe('history cursors', () => {
  it('decode to what was encoded, for the same query', () => {
    fc.assert(
      fc.property(cursor, (value) => {
        expect(decodeHistoryCursor(encodeHistoryCursor(value), value)).toEqual(value)
      }),
    )
  })

  it('refuse any edited cursor, with 400', () => {
    fc.assert(
      fc.property(
        cursor,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 3 }),
        (value, at, text) => {
          const encoded = encodeHistoryCursor(value)
          const position = at % (encoded.length + 1)
          const edited = encoded.slice(0, position) + text + encoded.slice(position + 1)
          fc.pre(edited !== encoded)
          let decoded: HistoryCursor | undefined
          try {
            decoded = decodeHistoryCursor(edited, value)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidCursorError)
            expect((error as InvalidCursorError).status).toBe(400)
            return
          }
          // An edit that still spells a canonical cursor of this query moves within its history only.
          expect(decoded).toMatchObject({ address: value.address, chainFilter: value.chainFilter })
        },
      ),
    )
  })

  it("refuse another account's or chain's cursor", () => {
    const mine: HistoryCursor = {
      address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      chainFilter: 'eip155:31337',
      minedAt: 1,
      chainId: 31337,
      blockNumber: 2,
      transactionIndex: 3,
    }
    const encoded = encodeHistoryCursor(mine)
    expect(() =>
      decodeHistoryCursor(encoded, { ...mine, address: `0x${'0'.repeat(40)}` }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCursorError: Invalid history cursor

      Details: It belongs to another account or chainId than this request. Pass back the "next" value of the previous page unchanged.]
    `)
    expect(() => decodeHistoryCursor(encoded, { ...mine, chainFilter: null })).toThrow(
      InvalidCursorError,
    )
    expect(() => decodeHistoryCursor('x'.repeat(600), mine)).toThrow(InvalidCursorError)
  })
})
