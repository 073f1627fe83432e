import { expect, it } from 'vitest'
import { readBundledWallets } from '../catalogue/readBundledWallets.js'
import { contrastRatio } from './contrastRatio.js'
import { renderWalletIcon } from './renderWalletIcon.js'

function label(svg: string) {
  return /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1]
}

it('draws a titled rounded square in the brand colour', () => {
  expect(renderWalletIcon({ name: 'MetaMask', color: '#F6851B' })).toMatchInlineSnapshot(
    `"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="MetaMask"><title>MetaMask</title><rect width="96" height="96" rx="24" fill="#F6851B"/><text x="48" y="48" dy=".35em" fill="#111111" font-family="Inter,system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="38" font-weight="700" text-anchor="middle">MM</text></svg>"`,
  )
})

it('takes one or two initials, leaving out generic words', () => {
  const initials = (name: string) => label(renderWalletIcon({ name, color: '#000000' }))
  expect(initials('MetaMask')).toBe('MM')
  expect(initials('Trust Wallet')).toBe('T')
  expect(initials('Ledger Live')).toBe('LL')
  expect(initials('imToken')).toBe('IT')
  expect(initials('OKX Wallet')).toBe('O')
  expect(initials('1inch Wallet')).toBe('1')
  expect(initials('Coinbase Smart Wallet')).toBe('CS')
  expect(initials('Wallet')).toBe('W')
  expect(initials('***')).toBe('?')
})

it('escapes the name, drops control characters, and never lets markup through', () => {
  const svg = renderWalletIcon({ name: '<script>alert("x")</script>&\u0000', color: '#123456' })
  expect(svg).not.toContain('<script')
  expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;</title>')
  expect(svg).not.toContain('\u0000')
})

it('derives a stable colour from the seed when there is no valid brand colour', () => {
  const a = renderWalletIcon({ name: 'Zeta', seed: 'id-1' })
  expect(renderWalletIcon({ name: 'Zeta', seed: 'id-1', color: 'red' })).toBe(a)
  expect(renderWalletIcon({ name: 'Zeta', seed: 'id-2' })).not.toBe(a)
  expect(a).toMatch(/fill="#[0-9a-f]{6}"/)
})

it('keeps the initials readable on every bundled brand colour (contrast of large text ≥ 3)', () => {
  for (const wallet of readBundledWallets()) {
    const svg = renderWalletIcon({ name: wallet.name, color: wallet.brand_color, seed: wallet.id })
    const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1] ?? ''
    const foreground = /<text[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1] ?? ''
    expect(contrastRatio(foreground, background), wallet.name).toBeGreaterThanOrEqual(3)
  }
})
