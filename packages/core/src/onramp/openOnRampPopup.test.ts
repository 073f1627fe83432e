import { onRampPopup } from '@airlock/protocol'
import { expect, test, vi } from 'vitest'
import { openOnRampPopup } from './openOnRampPopup.js'

test("opens an empty named window of the protocol's size, centred over the page", () => {
  const window = {} as Window
  const open = vi.fn(() => window)
  const popup = openOnRampPopup({ open, screen: { left: 100, top: 50, width: 1600, height: 1000 } })
  expect(popup).toBe(window)
  expect(open).toHaveBeenCalledWith(
    '',
    'airlock-onramp',
    `popup=yes,width=${onRampPopup.width},height=${onRampPopup.height},left=600,top=150`,
  )
})

test('a blocked popup is null; a small screen keeps the window on it', () => {
  const open = vi.fn(() => null)
  expect(openOnRampPopup({ open, screen: { left: 0, top: 0, width: 400, height: 600 } })).toBeNull()
  expect(open).toHaveBeenCalledWith(
    '',
    'airlock-onramp',
    'popup=yes,width=600,height=800,left=0,top=0',
  )
})
