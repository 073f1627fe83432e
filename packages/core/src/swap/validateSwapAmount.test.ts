import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { SwapToken } from './types.js'
import { validateSwapAmount } from './validateSwapAmount.js'

const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 6,
  logoUri: '',
  price: 1,
  balance: '25.5',
}

test('checks a swap amount with the messages of SPEC §5', () => {
  expect(validateSwapAmount({ amount: '', sourceToken: usdc })).toBeUndefined()
  expect(validateSwapAmount({ amount: '5', sourceToken: undefined })).toBeUndefined()
  expect(validateSwapAmount({ amount: '0', sourceToken: usdc })).toBe('Incorrect amount')
  expect(validateSwapAmount({ amount: '0.000', sourceToken: usdc })).toBe('Incorrect amount')
  expect(validateSwapAmount({ amount: '.', sourceToken: usdc })).toBe('Incorrect amount')
  expect(validateSwapAmount({ amount: '1.0000001', sourceToken: usdc })).toBe('Incorrect amount')
  expect(validateSwapAmount({ amount: '-1', sourceToken: usdc })).toBe('Incorrect amount')
  expect(validateSwapAmount({ amount: '25.500001', sourceToken: usdc })).toBe(
    'Insufficient balance',
  )
  expect(validateSwapAmount({ amount: '25,5', sourceToken: usdc })).toBeUndefined()
  expect(validateSwapAmount({ amount: '.5', sourceToken: usdc })).toBeUndefined()
  expect(validateSwapAmount({ amount: '3', sourceToken: { ...usdc, balance: '0' } })).toBe(
    'Insufficient balance',
  )
})

test('any amount up to the balance passes; any amount above it is short', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
      fc.bigInt({ min: 0n, max: 10n ** 20n }),
      (units, held) => {
        const whole = (value: bigint) =>
          `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, '0')}`
        const problem = validateSwapAmount({
          amount: whole(units),
          sourceToken: { ...usdc, balance: whole(held) },
        })
        expect(problem).toBe(units > held ? 'Insufficient balance' : undefined)
      },
    ),
  )
})
