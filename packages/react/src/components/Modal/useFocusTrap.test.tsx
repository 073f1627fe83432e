import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { expect, test, vi } from 'vitest'
import { useFocusTrap } from './useFocusTrap.js'

function Trap() {
  const container = useRef<HTMLDivElement>(null)
  useFocusTrap(container)
  return (
    <div ref={container}>
      <button type="button">Inside</button>
    </div>
  )
}

test('closing returns focus where it was once the page has painted, not while it is hidden', () => {
  // Frames are held back: a focus moved before the next paint is moved without one.
  const frames: FrameRequestCallback[] = []
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  vi.useFakeTimers()
  try {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { unmount } = render(<Trap />)
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now())
      vi.runAllTimers()
    })
    expect(document.activeElement?.textContent).toBe('Inside')
    unmount()
    // A focus now would force the style and layout of the frame that hides the dialog.
    expect(document.activeElement).not.toBe(opener)
    for (const frame of frames.splice(0)) frame(performance.now())
    vi.runAllTimers()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  } finally {
    vi.useRealTimers()
    vi.restoreAllMocks()
  }
})
