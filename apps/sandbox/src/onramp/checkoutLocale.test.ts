import { describe, expect, it } from 'vitest'
import { sandboxLocales } from '../locales/catalogues.js'
import { onRampRoutes } from './onRampRoutes.js'

// Creating a session and showing its page never touch the chain: no devnet needed.
const app = onRampRoutes({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })

async function createSession(overrides: Record<string, unknown> = {}) {
  const response = await app.request('/onramp/v1/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
      asset: 'USDC',
      purchaseAmount: '49230000',
      paymentTotal: '50.00',
      fiatCurrency: 'USD',
      ...overrides,
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

describe('the checkout language', () => {
  it('is the one the session request named, carried in the checkout URL', async () => {
    const { status, body } = await createSession({ locale: 'ar-EG' })
    expect(status).toBe(201)
    const url = new URL(body.url ?? '')
    expect(url.pathname + url.search).toMatch(/^\/onramp\/checkout\/[\w-]{22}\?locale=ar$/)
    const page = await app.request(url.pathname + url.search, {
      headers: { 'accept-language': 'de' },
    })
    const html = await page.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('<h1>شراء USDC</h1>')
  })

  it("is the browser's when the session named none, and English when it speaks none of ours", async () => {
    const { body } = await createSession()
    expect(body.url).not.toContain('?')
    const path = new URL(body.url ?? '').pathname
    const german = await app.request(path, { headers: { 'accept-language': 'de-CH, en;q=0.5' } })
    expect(german.headers.get('vary')).toContain('Accept-Language')
    expect(await german.text()).toContain('<h1>USDC kaufen</h1>')
    const english = await app.request(path, { headers: { 'accept-language': 'xx' } })
    expect(await english.text()).toContain('<h1>Buy USDC</h1>')
    const missing = await app.request('/onramp/checkout/nope?locale=ja')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<h1>決済が見つかりません</h1>')
  })

  it('refuses a session request for a language the checkout does not speak', async () => {
    const { status, body } = await createSession({ locale: 'xx-YY' })
    expect(status).toBe(400)
    expect(body.message).toBe(
      `Invalid session request field "locale": expected one of ${sandboxLocales.join(', ')}`,
    )
  })
})
