import { expect, test } from 'vitest'
import { codeOf, isUserRejection } from './codeOf.js'

test('finds the wallet code through wrapped causes, and tells a refusal', () => {
  const wrapped = new Error('outer', { cause: new Error('inner', { cause: { code: 4001 } }) })
  expect(codeOf(wrapped)).toBe(4001)
  expect(isUserRejection(wrapped)).toBe(true)
  const named = new Error('viem', {
    cause: Object.assign(new Error('no'), { name: 'UserRejectedRequestError' }),
  })
  expect(isUserRejection(named)).toBe(true)
  expect(isUserRejection(Object.assign(new Error('rpc'), { code: -32603 }))).toBe(false)
  expect(codeOf('text')).toBeUndefined()
})
