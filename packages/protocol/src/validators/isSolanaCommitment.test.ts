import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isSolanaCommitment } from './isSolanaCommitment.js'

const commitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]

describe('isSolanaCommitment', () => {
  test('examples', () => {
    expect(
      Object.fromEntries(
        ['confirmed', 'singleGossip', 'singlegossip', 'Finalized', 'final', ''].map((value) => [
          value,
          isSolanaCommitment(value),
        ]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "": false,
        "Finalized": false,
        "confirmed": true,
        "final": false,
        "singleGossip": true,
        "singlegossip": false,
      }
    `)
  })

  test('property: the eight levels and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...commitments)), (value) => {
        expect(isSolanaCommitment(value)).toBe(commitments.includes(value))
      }),
    )
    fc.assert(
      fc.property(fc.constantFrom(...commitments), fc.string({ minLength: 1 }), (level, extra) => {
        expect(isSolanaCommitment(`${level}${extra}`)).toBe(false)
      }),
    )
  })
})
