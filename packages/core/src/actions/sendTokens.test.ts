import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Balance } from '../api/createBlockchainApi.js'
import { SendInputError } from '../errors/send.js'
import { toUnits } from '../utils/toUnits.js'
import { tokenContract, validateSend } from './sendTokens.js'

const usdc: Balance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 25,
  quantity: { decimals: '6', numeric: '25.5' },
  iconUrl: '',
}
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

test('checks a send form: the code of the first problem of SPEC §5', () => {
  expect(validateSend({ token: usdc, amount: '', receiver })).toBe('amountAndReceiverRequired')
  expect(validateSend({ token: usdc, amount: '1', receiver: '' })).toBe('amountAndReceiverRequired')
  expect(validateSend({ token: undefined, amount: '1', receiver })).toBe('tokenRequired')
  expect(validateSend({ token: { ...usdc, chainId: 'cosmos:hub' }, amount: '1', receiver })).toBe(
    'unsupportedChain',
  )
  expect(validateSend({ token: usdc, amount: '1e3', receiver })).toBe('enterValidAmount')
  expect(validateSend({ token: usdc, amount: '0', receiver })).toBe('enterValidAmount')
  expect(validateSend({ token: usdc, amount: '1.0000001', receiver })).toBe('enterValidAmount')
  expect(validateSend({ token: usdc, amount: '1', receiver: '0x1234' })).toBe('invalidAddress')
  expect(validateSend({ token: usdc, amount: '25.6', receiver })).toBe('insufficientBalance')
  expect(validateSend({ token: usdc, amount: '25,5', receiver })).toBeUndefined()
  expect(validateSend({ token: usdc, amount: '.5', receiver })).toBeUndefined()
})

test("a failed check throws the code for the view and the spec's English for the developer", () => {
  const error = new SendInputError('invalidAddress')
  expect({
    messageCode: error.messageCode,
    shortMessage: error.shortMessage,
  }).toMatchInlineSnapshot(`
    {
      "messageCode": "invalidAddress",
      "shortMessage": "Invalid address",
    }
  `)
})

test('amounts convert to the smallest unit exactly, with either separator', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.integer({ min: 0, max: 18 }),
      (units, decimals) => {
        const text = units.toString().padStart(decimals + 1, '0')
        const amount = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
        expect(toUnits(amount, decimals)).toBe(units)
        expect(toUnits(amount.replace('.', ','), decimals)).toBe(units)
      },
    ),
  )
})

test('a comma is a decimal separator as a dot is; a second separator is no amount', () => {
  expect(toUnits('1,5', 6)).toBe(1_500_000n)
  expect(toUnits(',5', 6)).toBe(500_000n)
  expect(toUnits('1.', 6)).toBe(1_000_000n)
  expect(toUnits('1.000,5', 6)).toBeUndefined()
  expect(toUnits('1,5,', 6)).toBeUndefined()
  expect(toUnits('.', 6)).toBeUndefined()
  expect(toUnits('1,0000001', 6)).toBeUndefined()
})

test('the contract of an ERC-20 balance; none for the native currency', () => {
  expect(tokenContract(usdc)).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
  expect(tokenContract({ ...usdc, address: undefined })).toBeUndefined()
})
