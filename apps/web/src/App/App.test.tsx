import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { App } from './App.js'

test('the header shows the product name and the Connect button', () => {
  const html = renderToStaticMarkup(<App />)
  expect(html).toContain('<header class="app-header"><span class="app-title">Airlock</span>')
  expect(html).toContain('>Connect Wallet</button>')
})
