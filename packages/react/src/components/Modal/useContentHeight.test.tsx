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

test('while a view grows the card moves down by half the growth, so its top stays; the next view is centred', () => {
  vi.stubGlobal('innerHeight', 900)
  const { result, body, rerender } = setup()
  expect(result.current.shift).toBe(0)
  // Balances came: 100 px more, the centred card would lift its top by 50.
  resize(body, 500)
  expect(result.current).toEqual({ height: 562, shift: 50 })
  // Content that shrinks moves nothing.
  resize(body, 450)
  expect(result.current).toEqual({ height: 562, shift: 50 })
  rerender({ view: 'Account' })
  expect(result.current.shift).toBe(0)
})

test('a card moved down keeps 12 px under its foot, and its growth past the cap moves it no further', () => {
  vi.stubGlobal('innerHeight', 1000)
  const { result, body } = setup()
  resize(body, 500)
  expect(result.current.shift).toBe(50)
  // 1,000 − 136 = 864 at most: the top kept (shift 201) would put its foot past the window's;
  // it moves down only as far as leaves 12 px under it.
  resize(body, 1000)
  expect(result.current).toEqual({ height: 1062, shift: 56 })
  resize(body, 1200)
  expect(result.current.shift).toBe(56)
})

test("a view whose chunk still loads is centred on whatever height it comes to; its top is kept from the view's first paint", () => {
  vi.stubGlobal('innerHeight', 900)
  const { result, body, rerender } = setup()
  const skeleton = document.createElement('div')
  skeleton.setAttribute('data-view-loading', '')
  body.append(skeleton)
  act(() => {
    rerender({ view: 'Account' })
  })
  resize(body, 200)
  resize(body, 300)
  expect(result.current.shift).toBe(0)
  skeleton.remove()
  resize(body, 400)
  expect(result.current.shift).toBe(0)
  resize(body, 500)
  expect(result.current).toEqual({ height: 562, shift: 50 })
})
