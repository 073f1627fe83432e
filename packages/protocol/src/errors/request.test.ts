import { expect, test } from 'vitest'
import { isRetryableRpcError } from './isRetryableRpcError.js'
import { HttpStatusError } from './request.js'

test('HttpStatusError', () => {
  const response = new Response(null, { status: 503 })
  const error = new HttpStatusError({
    status: response.status,
    url: 'http://127.0.0.1:8787/getWallets',
    cause: response,
  })
  expect(error).toMatchInlineSnapshot(`
    [HttpStatusError: HTTP status code: 503

    URL: http://127.0.0.1:8787/getWallets]
  `)
  expect(error.shortMessage).toBe('HTTP status code: 503')
  expect(error.cause).toBe(response)
  expect(isRetryableRpcError(error.status)).toBe(true)
  expect(new HttpStatusError({ status: 404 }).message).toMatchInlineSnapshot(
    `"HTTP status code: 404"`,
  )
})
