import { expect, it } from 'vitest'
import { parseFiatAmount } from './parseFiatAmount.js'

const parse = (value: string) => parseFiatAmount(value, { field: 'amount', currency: 'USD' })

it('reads whole and decimal amounts as cents', () => {
  expect(['50', '50.5', '50.05', '7500.00', ' 10 ', '0.01'].map(parse)).toEqual([
    5000n,
    5050n,
    5005n,
    750000n,
    1000n,
    1n,
  ])
})

it('refuses anything that is not a positive amount with at most two decimal places', () => {
  for (const value of [
    '',
    '0',
    '0.00',
    '-5',
    '+5',
    'abc',
    '1e3',
    '10.001',
    '1,000',
    '10.',
    '.5',
    '12345678901234567890123456',
  ])
    expect(() => parse(value), value).toThrowError(`Invalid amount ${JSON.stringify(value)}`)
  expect(() => parse('abc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOnRampAmountError: Invalid amount "abc"

    Details: Expected a positive number of USD with at most two decimal places, such as 50.00.]
  `)
})
