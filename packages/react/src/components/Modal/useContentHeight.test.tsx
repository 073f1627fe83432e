import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useContentHeight } from './useContentHeight.js'

// A ResizeObserver the test triggers, and elements whose heights the test sets: happy-dom lays
// nothing out.
const observers: (() => void)[] = []
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback)
  }
  disconnect() {}
}
afterEach(() => {
  observers.length = 0
  vi.unstubAllGlobals()
})

function sized(height: number) {
  const element = document.createElement('div')
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height })
  return element
}
const resize = (element: HTMLElement, height: number) => {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height })
  act(() => {
    for (const callback of observers) callback()
  })
}

function setup() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const header = sized(60)
  const body = sized(400)
  const refs = { header: { current: header }, body: { current: body } }
  const { result } = renderHook(
    ({ view }) => useContentHeight(refs.header, refs.body, view, undefined),
    { initialProps: { view: 'ConnectingWalletConnectBasic' } },
  )
  act(() => {
    for (const callback of observers) callback()
  })
  return { result, body }
}

test('within a view the card keeps the tallest height its content reached (a search that finds less moves nothing)', () => {
  const { result, body } = setup()
  expect(result.current).toBe(462)
  resize(body, 120)
  expect(result.current).toBe(462)
})

test('a view whose content says the card fits it (a declined or failed end) lets the card shrink to it, and grow again after', () => {
  const { result, body } = setup()
  const declined = document.createElement('div')
  declined.setAttribute('data-card-fit', '')
  body.append(declined)
  resize(body, 180)
  expect(result.current).toBe(242)
  // Try again: the QR code's view grows the card again, and keeps that height as before.
  declined.remove()
  resize(body, 400)
  expect(result.current).toBe(462)
  resize(body, 300)
  expect(result.current).toBe(462)
})
