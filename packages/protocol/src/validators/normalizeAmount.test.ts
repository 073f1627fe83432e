import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { normalizeAmount, parseAmount } from './normalizeAmount.js'

describe('normalizeAmount', () => {
  test('takes a comma or a dot as the decimal separator, and one of them only', () => {
    expect(
      Object.fromEntries(
        [
          '1,5',
          '1.5',
          ',5',
          '.5',
          '1,',
          '1.',
          '007',
          '0,000001',
          '',
          '.',
          ',',
          '1.000,5',
          '1,000.5',
        ]
          .concat(['1,,5', '1..5', '-1', '1e5', ' 1', '1 000', '1\u00a0000', '٣'])
          .map((value) => [value, normalizeAmount(value) ?? null]),
      ),
    ).toEqual({
      '1,5': '1.5',
      '1.5': '1.5',
      ',5': '0.5',
      '.5': '0.5',
      '1,': '1',
      '1.': '1',
      '007': '007',
      '0,000001': '0.000001',
      '': null,
      '.': null,
      ',': null,
      '1.000,5': null,
      '1,000.5': null,
      '1,,5': null,
      '1..5': null,
      '-1': null,
      '1e5': null,
      ' 1': null,
      '1 000': null,
      '1\u00a0000': null,
      '٣': null,
    })
    expect(normalizeAmount(1.5)).toBeUndefined()
  })

  test('a comma and a dot give the same amount', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,9}$/), fc.stringMatching(/^[0-9]{1,9}$/), (a, b) => {
        expect(normalizeAmount(`${a},${b}`)).toBe(`${a}.${b}`)
        expect(parseAmount(`${a},${b}`)).toBe(Number(`${a}.${b}`))
      }),
    )
  })
})

test('parseAmount reads the number a field holds, undefined while it holds none', () => {
  expect(parseAmount('1,5')).toBe(1.5)
  expect(parseAmount('2.25')).toBe(2.25)
  expect(parseAmount(',5')).toBe(0.5)
  expect(parseAmount('')).toBeUndefined()
  expect(parseAmount('1,5,')).toBeUndefined()
  expect(parseAmount('1.5.0')).toBeUndefined()
})
