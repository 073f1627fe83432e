import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { expect, test, vi } from 'vitest'
import { useFocusTrap } from './useFocusTrap.js'

function Dialog() {
  const card = useRef<HTMLDivElement>(null)
  useFocusTrap(card)
  return (
    <div ref={card} role="dialog" tabIndex={-1}>
      <button type="button">Close</button>
      <button type="button">Wallet</button>
    </div>
  )
}

test('focus moves onto the first control once painted, without scrolling; Tab cycles; it goes back on close', async () => {
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  const focus = vi.spyOn(HTMLElement.prototype, 'focus')
  const user = userEvent.setup()
  const { unmount } = render(<Dialog />)
  const close = screen.getByRole('button', { name: 'Close' })
  // Not in the render's frame: moving focus then would force its style and layout early.
  expect(document.activeElement).toBe(opener)
  await waitFor(() => expect(document.activeElement).toBe(close))
  // A focus that scrolls the control into view forces a layout; the dialog has nothing to scroll.
  expect(focus.mock.calls[0]).toEqual([{ preventScroll: true }])
  await user.keyboard('{Tab}')
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet' }))
  await user.keyboard('{Tab}')
  expect(document.activeElement).toBe(close)
  unmount()
  expect(document.activeElement).toBe(opener)
  opener.remove()
})
