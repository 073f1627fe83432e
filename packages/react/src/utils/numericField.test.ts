import { describe, expect, it } from 'vitest'
import { numericField } from './numericField.js'

/** Types `data` into the field as the browser would: the `beforeinput` event, then the edit. */
function type(input: HTMLInputElement, data: string): boolean {
  const event = new InputEvent('beforeinput', { inputType: 'insertText', data, cancelable: true })
  return input.dispatchEvent(event)
}

describe('numericField', () => {
  it('refuses an edit that would leave more than one decimal separator', () => {
    const input = document.createElement('input')
    input.value = '1.2'
    input.setSelectionRange(3, 3)
    numericField(input)
    expect(type(input, '.')).toBe(false)
    expect(type(input, '3')).toBe(true)
  })

  it('listens once per field when React 18 calls the ref again without the cleanup', () => {
    // React 18 ignores a ref callback's cleanup: it calls the ref with null, then with the same
    // field again on each render of an inline ref.
    const input = document.createElement('input')
    let listeners = 0
    const add = input.addEventListener.bind(input)
    input.addEventListener = ((...args: Parameters<typeof add>) => {
      if (args[0] === 'beforeinput') listeners++
      add(...args)
    }) as typeof input.addEventListener
    numericField(input)
    numericField(null)
    numericField(input)
    expect(listeners).toBe(1)
  })

  it('listens again after React 19 ran the cleanup', () => {
    const input = document.createElement('input')
    input.value = '1.2'
    input.setSelectionRange(3, 3)
    numericField(input)?.()
    expect(type(input, '.')).toBe(true)
    numericField(input)
    expect(type(input, '.')).toBe(false)
  })
})
