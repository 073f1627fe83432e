import { expect, test } from 'vitest'
import { pickTicks } from './pickTicks.js'

const day = 86_400
const days = (count: number) =>
  Array.from({ length: count }, (_, index) => 1_763_337_600 + index * day)

test("ticks lie on the data's own days, as many as fit, each a different day", () => {
  const x = days(14)
  const { ticks, spacing } = pickTicks(x, 300)
  expect(ticks.every((tick) => x.includes(tick))).toBe(true)
  expect(ticks.length).toBeLessThanOrEqual(Math.floor(300 / 72))
  expect(new Set(ticks).size).toBe(ticks.length)
  expect(spacing % day).toBe(0)
  // Wide enough for all: every day.
  expect(pickTicks(x, 14 * 72)).toEqual({ ticks: x, spacing: day })
})

test('minutes an hour long: ticks minutes apart, a single value one tick', () => {
  const x = Array.from({ length: 60 }, (_, index) => 1_763_337_600 + index * 60)
  const { spacing } = pickTicks(x, 400)
  expect(spacing).toBeLessThan(day)
  expect(spacing % 60).toBe(0)
  expect(pickTicks([42], 400)).toEqual({ ticks: [42], spacing: Number.POSITIVE_INFINITY })
})
