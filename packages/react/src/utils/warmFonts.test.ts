import { expect, test, vi } from 'vitest'
import { warmFonts } from './warmFonts.js'

test('lays out a hidden line in each weight and size of the Connect and Connecting views in the modal font once, then leaves the shadow root as it was', () => {
  const host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const dialog = document.createElement('div')
  root.append(dialog)
  const laidOut: { fonts: string[]; hidden: boolean; font: string }[] = []
  const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push({
      fonts: [...this.children].map(
        (child) =>
          `${(child as HTMLElement).style.fontWeight} ${(child as HTMLElement).style.fontSize}`,
      ),
      hidden: this.style.visibility === 'hidden' && this.getAttribute('aria-hidden') === 'true',
      font: this.style.getPropertyValue('--airlock-font-family'),
    })
    return 0
  })
  try {
    warmFonts(root, { '--airlock-font-family': 'Inter, sans-serif' })
    expect(laidOut).toEqual([
      {
        // Connect: body, wallet rows, title, tags, the count badge, monograms; Connecting: its
        // heading and note; the Account view's links.
        fonts: [
          '400 16px',
          '500 16px',
          '600 17px',
          '400 12px',
          '600 12px',
          '700 16px',
          '600 16px',
          '400 14px',
          '500 14px',
        ],
        hidden: true,
        font: 'Inter, sans-serif',
      },
    ])
    expect([...root.children]).toEqual([dialog])
  } finally {
    read.mockRestore()
    host.remove()
  }
})
