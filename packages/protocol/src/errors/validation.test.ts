import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { InvalidChainIdError } from './validation.js'

test('InvalidChainIdError', () => {
  const error = new InvalidChainIdError({ chainId: '1' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.shortMessage).toBe('Invalid chainId')
  expect(error.chainId).toBe('1')
  expect(error).toMatchInlineSnapshot(`
    [InvalidChainIdError: Invalid chainId

    Details: "1" is not a positive integer below 2147483648.]
  `)
  expect(new InvalidChainIdError({ chainId: 2n ** 31n }).details).toMatchInlineSnapshot(
    `"2147483648n is not a positive integer below 2147483648."`,
  )
})
