import { expect, test } from 'vitest'
import { createFrameSessions } from './createFrameSessions.js'

test('a secret ends with its lifetime, and the oldest go first when the store is full', () => {
  let time = 0
  const sessions = createFrameSessions({ ttlMs: 1_000, maxEntries: 2, now: () => time })
  const first = sessions.issue()
  time = 999
  expect(sessions.check(first, 'a')).toBe('ok')
  time = 1_000
  expect(sessions.check(first, 'a')).toBe('unknown')

  const [one, two, three] = [sessions.issue(), sessions.issue(), sessions.issue()]
  expect(sessions.check(one as string, 'a')).toBe('unknown')
  expect(sessions.check(two as string, 'a')).toBe('ok')
  expect(sessions.check(three as string, 'b')).toBe('ok')
  expect(sessions.check(three as string, 'a')).toBe('other-session')
  sessions.consume(three)
  expect(sessions.check(three as string, 'b')).toBe('unknown')
})
