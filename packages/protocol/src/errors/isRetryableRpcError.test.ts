import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isRetryableRpcError } from './isRetryableRpcError.js'
import { rpcErrorCodes } from './rpcCodes.js'

const retryable = [-1, -32005, -32603, 403, 408, 413, 429, 500, 502, 503, 504]

test('retries transient failures only', () => {
  expect(retryable.map(isRetryableRpcError).every(Boolean)).toBe(true)
  expect(
    Object.keys(rpcErrorCodes)
      .map(Number)
      .filter(isRetryableRpcError)
      .sort((a, b) => a - b),
  ).toMatchInlineSnapshot(`
    [
      -32603,
      -32005,
    ]
  `)
})

test('never retries a refusal by the user or the wallet', () => {
  for (const code of [4001, 4100, 4200, 4900, 4901, 4902, 5700, 5750])
    expect(isRetryableRpcError(code)).toBe(false)
  // Client errors other than the listed ones mean the request itself is wrong.
  for (const status of [400, 401, 404, 405, 422, 501])
    expect(isRetryableRpcError(status)).toBe(false)
})

test('property: true exactly for the listed codes and statuses', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.constantFrom(...retryable)), (code) => {
      expect(isRetryableRpcError(code)).toBe(retryable.includes(code))
    }),
  )
  fc.assert(
    fc.property(fc.double(), (value) => {
      fc.pre(!Number.isInteger(value))
      expect(isRetryableRpcError(value)).toBe(false)
    }),
  )
})
