import { expect, it } from 'vitest'
import { reachableHost } from './reachableHost.js'

it.each([
  ['127.0.0.1', '127.0.0.1'],
  ['0.0.0.0', '127.0.0.1'],
  ['::', '[::1]'],
  ['::1', '[::1]'],
  ['[::1]', '[::1]'],
  ['airlock.internal', 'airlock.internal'],
])('reachableHost(%s) is %s', (host, expected) => {
  expect(reachableHost(host)).toBe(expected)
})
