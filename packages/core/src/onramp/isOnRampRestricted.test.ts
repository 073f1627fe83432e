import { expect, test } from 'vitest'
import { isOnRampRestricted } from './isOnRampRestricted.js'

const restrictedTimezones = ['ASIA/SHANGHAI', 'ASIA/URUMQI']

test("a time zone on the operator's list hides buying, whatever its case", () => {
  expect(isOnRampRestricted({ restrictedTimezones, timeZone: 'Asia/Shanghai' })).toBe(true)
  expect(isOnRampRestricted({ restrictedTimezones, timeZone: 'ASIA/URUMQI' })).toBe(true)
  expect(isOnRampRestricted({ restrictedTimezones, timeZone: 'Europe/Berlin' })).toBe(false)
  expect(isOnRampRestricted({ restrictedTimezones: [], timeZone: 'Asia/Shanghai' })).toBe(false)
})

test("the browser's own time zone is the default", () => {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone
  expect(isOnRampRestricted({ restrictedTimezones: [here.toUpperCase()] })).toBe(true)
  expect(isOnRampRestricted({ restrictedTimezones: ['NOWHERE/ATALL'] })).toBe(false)
})
