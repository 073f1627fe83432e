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
  disconnect() {
    const at = observers.indexOf(this.callback)
    if (at >= 0) observers.splice(at, 1)
  }
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
  const hook = renderHook(({ view }) => useContentHeight(refs.header, refs.body, view, undefined), {
    initialProps: { view: 'ConnectingWalletConnectBasic' },
  })
  act(() => {
    for (const callback of observers) callback()
  })
  return { result: hook.result, body, rerender: hook.rerender }
}

test('within a view the card keeps the tallest height its content reached (a search that finds less moves nothing)', () => {
  const { result, body } = setup()
  expect(result.current.height).toBe(462)
  resize(body, 120)
  expect(result.current.height).toBe(462)
})

test('a view whose content says the card fits it (a declined or failed end) lets the card shrink to it, and grow again after', () => {
  const { result, body } = setup()
  const declined = document.createElement('div')
  declined.setAttribute('data-card-fit', '')
  body.append(declined)
  resize(body, 180)
  expect(result.current.height).toBe(242)
  // Try again: the QR code's view grows the card again, and keeps that height as before.
  declined.remove()
  resize(body, 400)
  expect(result.current.height).toBe(462)
  resize(body, 300)
  expect(result.current.height).toBe(462)
})

test('while open the card keeps its top: content that grows and the next view move only its foot', () => {
  vi.stubGlobal('innerHeight', 900)
  // 462 tall in 900: centred, its top at 219.
  const { result, body, rerender } = setup()
  expect(result.current.shift).toBe(0)
  // Balances came: 100 px more, the centred card would lift its top by 50.
  resize(body, 500)
  expect(result.current).toEqual({ height: 562, shift: 50 })
  // Content that shrinks moves nothing.
  resize(body, 450)
  expect(result.current).toEqual({ height: 562, shift: 50 })
  // A shorter next view: the top stays at 219, the card sits above the centre.
  rerender({ view: 'Account' })
  resize(body, 300)
  expect(result.current).toEqual({ height: 362, shift: -50 })
})

test('content that grows past the room under the top makes the body scroll; a taller next view moves the card up, keeping 12 px under it', () => {
  vi.stubGlobal('innerHeight', 900)
  const { result, body, rerender } = setup()
  // Under the top at 219 there are 900 − 12 − 219 = 669 px: the card stops there, its top kept.
  resize(body, 700)
  expect(result.current).toEqual({ height: 669, shift: 103.5 })
  // The next view is 862 tall, capped at 900 − 136 = 764: its top goes up to 124 as it shows.
  rerender({ view: 'Account' })
  resize(body, 800)
  expect(result.current).toEqual({ height: 764, shift: 56 })
})

test("a first view whose chunk still loads is centred on whatever height it comes to; the card's top is held from its first loaded paint", () => {
  vi.stubGlobal('innerHeight', 900)
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const header = sized(60)
  const body = sized(200)
  const skeleton = document.createElement('div')
  skeleton.setAttribute('data-view-loading', '')
  body.append(skeleton)
  const { result } = renderHook(() =>
    useContentHeight({ current: header }, { current: body }, 'Account', undefined),
  )
  resize(body, 300)
  expect(result.current).toEqual({ height: 362, shift: 0 })
  skeleton.remove()
  resize(body, 400)
  expect(result.current).toEqual({ height: 462, shift: 0 })
  resize(body, 500)
  expect(result.current).toEqual({ height: 562, shift: 50 })
})
