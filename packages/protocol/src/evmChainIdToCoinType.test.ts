import fc from 'fast-check'
import { expect, test } from 'vitest'
import { evmChainIdToCoinType } from './evmChainIdToCoinType.js'

test('sets the top bit of 32', () => {
  expect([1, 137, 31337, 2 ** 31 - 1].map(evmChainIdToCoinType)).toMatchInlineSnapshot(`
    [
      2147483649,
      2147483785,
      2147514985,
      4294967295,
    ]
  `)
  expect(() => evmChainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
})

test('property: the coin type holds the chain id in its low 31 bits', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (chainId) => {
      const coinType = evmChainIdToCoinType(chainId)
      expect(coinType - 2 ** 31).toBe(chainId)
    }),
  )
})
