import { expect, test, vi } from 'vitest'
import { warmFonts } from './warmFonts.js'

test('lays out a hidden line in each weight in the modal font once, then leaves the shadow root as it was', () => {
  const host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const dialog = document.createElement('div')
  root.append(dialog)
  const laidOut: { weights: string[]; hidden: boolean; font: string }[] = []
  const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push({
      weights: [...this.children].map((child) => (child as HTMLElement).style.fontWeight),
      hidden: this.style.visibility === 'hidden' && this.getAttribute('aria-hidden') === 'true',
      font: this.style.getPropertyValue('--airlock-font-family'),
    })
    return 0
  })
  try {
    warmFonts(root, { '--airlock-font-family': 'Inter, sans-serif' })
    expect(laidOut).toEqual([
      { weights: ['400', '500', '600', '400', '700'], hidden: true, font: 'Inter, sans-serif' },
    ])
    expect([...root.children]).toEqual([dialog])
  } finally {
    read.mockRestore()
    host.remove()
  }
})
