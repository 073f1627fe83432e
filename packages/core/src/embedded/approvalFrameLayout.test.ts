import { expect, test } from 'vitest'
import { approvalFrameLayout } from './approvalFrameLayout.js'

test('over the view’s area, as wide as it, 400 px high unless the frame asks otherwise', () => {
  const area = { top: 80.4, left: 500.6, width: 328 }
  expect(approvalFrameLayout({ area, viewportWidth: 1280 })).toEqual({
    top: 80,
    left: 501,
    width: 328,
    height: 400,
  })
  expect(approvalFrameLayout({ area, viewportWidth: 1280, height: 520 }).height).toBe(520)
  for (const height of [0, -5, Number.NaN]) {
    expect(approvalFrameLayout({ area, viewportWidth: 1280, height }).height).toBe(400)
  }
})

test('the whole width on a phone-sized viewport (430 px or less)', () => {
  const area = { top: 120, left: 12, width: 336 }
  expect(approvalFrameLayout({ area, viewportWidth: 430 })).toEqual({
    top: 120,
    left: 0,
    width: 430,
    height: 400,
  })
  expect(approvalFrameLayout({ area, viewportWidth: 431 }).left).toBe(12)
})
