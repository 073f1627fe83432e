import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { assertEvmChainId } from './assertEvmChainId.js'

describe('assertEvmChainId', () => {
  test('passes chain ids below 2³¹', () => {
    expect(() => assertEvmChainId(1)).not.toThrow()
    expect(() => assertEvmChainId(31337)).not.toThrow()
    expect(() => assertEvmChainId(2_147_483_647)).not.toThrow()
  })

  test('throws Invalid chainId otherwise', () => {
    expect(() => assertEvmChainId(2_147_483_648)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidChainIdError: Invalid chainId

      Details: 2147483648 is not a positive integer below 2147483648.]
    `)
    expect(() => assertEvmChainId('1')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidChainIdError: Invalid chainId

      Details: "1" is not a positive integer below 2147483648.]
    `)
    for (const chainId of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1n, null])
      expect(() => assertEvmChainId(chainId)).toThrow('Invalid chainId')
  })

  test('property: accepted exactly when a positive integer below 2147483648', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (chainId) => {
        expect(() => assertEvmChainId(chainId)).not.toThrow()
      }),
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -(2 ** 53), max: 0 }),
          fc.integer({ min: 2 ** 31, max: 2 ** 53 }),
          fc.double().filter((value) => !Number.isInteger(value)),
          fc.string(),
          fc.bigInt(),
        ),
        (chainId) => {
          expect(() => assertEvmChainId(chainId)).toThrow('Invalid chainId')
        },
      ),
    )
  })
})
