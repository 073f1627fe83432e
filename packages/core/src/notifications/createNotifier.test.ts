import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createNotifier, type Notification } from './createNotifier.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const seen: (string | null)[] = []
  const notifier = createNotifier({
    onChange: (n: Notification | null) => seen.push(n ? n.message : null),
  })
  return { notifier, seen }
}

test('one notification at a time; a replacement waits 150 ms after the old one goes', () => {
  const { notifier, seen } = setup()
  notifier.show('success', 'Copied')
  notifier.show('error', 'Signature declined')
  expect(seen).toEqual(['Copied', null])
  vi.advanceTimersByTime(149)
  expect(seen).toEqual(['Copied', null])
  vi.advanceTimersByTime(1)
  expect(seen).toEqual(['Copied', null, 'Signature declined'])
})

test('the latest of several quick requests wins', () => {
  const { notifier, seen } = setup()
  notifier.show('info', 'a')
  notifier.show('info', 'b')
  notifier.show('info', 'c')
  vi.advanceTimersByTime(150)
  expect(seen).toEqual(['a', null, 'c'])
})

test('a notification goes by itself, and dismiss cancels a pending one', () => {
  const { notifier, seen } = setup()
  notifier.show('info', 'a')
  vi.advanceTimersByTime(2500)
  expect(seen).toEqual(['a', null])
  notifier.show('info', 'b')
  notifier.show('info', 'c')
  notifier.dismiss()
  vi.advanceTimersByTime(1000)
  expect(seen).toEqual(['a', null, 'b', null])
})

test('a request during the gap still waits out the 150 ms: nothing shows at once', () => {
  const { notifier, seen } = setup()
  notifier.show('success', 'Link copied')
  notifier.show('success', 'Transaction sent')
  vi.advanceTimersByTime(100)
  notifier.show('error', 'Signature declined')
  // The old one went 100 ms ago: the newest waits the 50 ms left, not 0 and not 150 more.
  expect(seen).toEqual(['Link copied', null])
  vi.advanceTimersByTime(49)
  expect(seen).toEqual(['Link copied', null])
  vi.advanceTimersByTime(1)
  expect(seen).toEqual(['Link copied', null, 'Signature declined'])
})
