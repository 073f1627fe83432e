import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSwapAmountError } from '../errors/swap.js'
import { parseSwapAmount } from './parseSwapAmount.js'

const messageOf = (value: string | undefined) => {
  try {
    parseSwapAmount(value)
  } catch (error) {
    if (error instanceof InvalidSwapAmountError) return error.shortMessage
    throw error
  }
  return 'accepted'
}

describe('parseSwapAmount', () => {
  it('reads whole numbers of base units up to 2^256 - 1', () => {
    expect(parseSwapAmount('1')).toBe(1n)
    expect(parseSwapAmount('000100')).toBe(100n)
    expect(parseSwapAmount(maxUint256.toString())).toBe(maxUint256)
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: maxUint256 }), (amount) => {
        expect(parseSwapAmount(amount.toString())).toBe(amount)
      }),
    )
  })

  it('names what is wrong with anything else', () => {
    expect(
      [
        undefined,
        '',
        '-5',
        '-0.5',
        '1.5',
        '.5',
        '1e18',
        'abc',
        '0x10',
        ' 1',
        '0',
        '000',
        (maxUint256 + 1n).toString(),
        '9'.repeat(79),
      ].map(messageOf),
    ).toMatchInlineSnapshot(`
      [
        "Missing amount",
        "Missing amount",
        "Invalid amount "-5": must be greater than 0",
        "Invalid amount "-0.5": must be greater than 0",
        "Invalid amount "1.5": expected a whole number of base units, without a decimal point",
        "Invalid amount ".5": expected a whole number of base units, without a decimal point",
        "Invalid amount "1e18": expected a whole number of base units",
        "Invalid amount "abc": expected a whole number of base units",
        "Invalid amount "0x10": expected a whole number of base units",
        "Invalid amount " 1": expected a whole number of base units",
        "Invalid amount "0": must be greater than 0",
        "Invalid amount "000": must be greater than 0",
        "Invalid amount "115792089237316195423570985008687907853269984665640564039457584007913129639936": larger than a uint256 (2^256 - 1)",
        "Invalid amount "9999999999999999999999999999999999999999999999999999999999999999999999999999999": larger than a uint256 (2^256 - 1)",
      ]
    `)
  })

  it('never throws anything but InvalidSwapAmountError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (value) => {
        const message = messageOf(value)
        expect(typeof message).toBe('string')
      }),
    )
  })
})
