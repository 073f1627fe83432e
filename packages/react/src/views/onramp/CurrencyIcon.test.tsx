import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CurrencyIcon } from './CurrencyIcon.js'

const fontSize = (html: string) => /font-size:(\d+)px/.exec(html)?.[1]

test("a sign of one letter is 13 px; Arabic's 'US$' shrinks to stay inside its badge", () => {
  expect(fontSize(renderToStaticMarkup(<CurrencyIcon code="USD" locale="en" />))).toBe('13')
  const arabic = renderToStaticMarkup(<CurrencyIcon code="USD" locale="ar" size={24} />)
  expect(arabic).toContain('>US$</span>')
  // Three bold glyphs of about 0.62 em each fit in 80 % of 24 px.
  expect(Number(fontSize(arabic)) * 0.62 * 3).toBeLessThanOrEqual(24 * 0.8)
})
