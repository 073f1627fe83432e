import { expect, test } from 'vitest'
import { createRetryGuard } from './createRetryGuard.js'

test('after a failure, automatic reads wait 30 s; a manual read does not', () => {
  let time = 1_000_000
  const guard = createRetryGuard({ now: () => time })
  expect(guard.allows()).toBe(true)
  guard.failed()
  time += 29_999
  expect(guard.allows()).toBe(false)
  expect(guard.allows({ manual: true })).toBe(true)
  time += 1
  expect(guard.allows()).toBe(true)
})
