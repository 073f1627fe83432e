import { expect, test } from 'vitest'
import { createTokenImages } from './createTokenImages.js'

const text = (symbol: string) =>
  new TextDecoder().decode(createTokenImages({ directory: undefined }).get(symbol)?.body)

test('a brand logo drawn in white alone (WBTC) comes on its brand’s ground: a light card would hide it', () => {
  const wbtc = text('WBTC')
  expect(wbtc).toContain('aria-label="WBTC"')
  const fills = [...wbtc.matchAll(/\bfill="([^"]+)"/g)].map((match) => match[1]?.toLowerCase())
  expect(fills.some((fill) => fill !== 'none' && fill !== '#fff' && fill !== '#ffffff')).toBe(true)
  // A logo in its own colours stays as it is, on no ground.
  expect(text('USDC')).not.toMatch(/<path fill="#000" d="M24 0H0v24h24z"\/>/)
})
