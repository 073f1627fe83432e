import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { loadQrEncoder, QrCode } from './QrCode.js'

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`

test('until its encoder has loaded, the code is a white square of its size, marked busy', () => {
  const html = renderToStaticMarkup(<QrCode value={uri} label="QR" size={200} />)
  expect(html).toContain('aria-busy="true"')
  expect(html).toContain('width="200" height="200"')
  expect(html).not.toContain('<path')
})

test('a logo sits on a cleared plate covering under a tenth of the code', async () => {
  await loadQrEncoder()
  const plain = renderToStaticMarkup(<QrCode value={uri} label="QR" />)
  const html = renderToStaticMarkup(<QrCode value={uri} label="QR" logo="https://x.test/l.svg" />)
  expect(plain).not.toContain('<image')
  expect(html).toContain('href="https://x.test/l.svg"')
  const modules = Number(/viewBox="-4 -4 (\d+)/.exec(html)?.[1]) - 8
  const side = Number(/<image[^>]* width="([\d.]+)"/.exec(html)?.[1]) + 1.5
  expect(side * side).toBeLessThan(0.1 * modules * modules)
  expect(side * side).toBeGreaterThan(0.04 * modules * modules)
  // Level H makes the code larger than level M for the same URI.
  expect(modules).toBeGreaterThan(Number(/viewBox="-4 -4 (\d+)/.exec(plain)?.[1]) - 8)
})
