import { expect, it } from 'vitest'
import { createAssetImages } from './createAssetImages.js'
import { createImage } from './createImage.js'
import { renderMonogram } from './renderMonogram.js'

const images = createAssetImages()
const text = (id: string) => new TextDecoder().decode(images.get(id)?.body)

it('draws each devnet network its own icon: no monogram, no brand logo, none shared', () => {
  const devnets = {
    'eip155-31337': 'Airlock Devnet',
    'eip155-31338': 'Airlock Devnet L2',
    'solana-A7Chz8vBH44LkM77kTnGUJKiejwjEL9k': 'Airlock Solana Devnet',
  }
  for (const [id, name] of Object.entries(devnets)) {
    const svg = text(id)
    expect(svg, id).toContain(`<title>${name}</title>`)
    expect(svg, id).not.toContain('<text')
    expect(svg, id).toContain('<path')
    expect(images.get(id.replace('-', ':')), id).toBe(images.get(id))
  }
  const hashes = Object.keys(devnets).map((id) => images.get(id)?.hash)
  expect(new Set(hashes).size).toBe(3)
  expect(hashes).not.toContain(images.get('solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.hash)
})

it('serves real network logos by CAIP-2 id, and under the ids AppKit uses', () => {
  for (const id of ['eip155-1', 'eip155-10', 'eip155-137', 'eip155-8453', 'eip155-42161']) {
    expect(text(id), id).not.toContain('<text')
    expect(text(id), id).toContain('<path')
  }
  expect(text('eip155-1')).toContain('<title>Ethereum</title>')
  expect(images.get('ba0ba0cd-17c6-4806-ad93-f9d174f17900')).toBe(images.get('eip155-1'))
  // Far more networks than the major ones: every network the package has a logo of.
  expect([...images.keys()].filter((id) => /^[-a-z0-9]+-/.test(id)).length).toBeGreaterThan(150)
  expect(text('walletConnect')).toContain('<title>WalletConnect</title>')
  expect(text('walletConnect')).not.toContain('<text')
})

it('keeps the drawn badge for a network without a logo', () => {
  const custom = createAssetImages({ devnetChains: [] })
  const monogram = createImage({
    body: renderMonogram({ title: 'Airlock Devnet', label: 'DEV', background: '#5B5BD6' }),
  })
  expect(custom.get('eip155-31337')).toBeUndefined()
  expect(custom.get('injected')?.hash).not.toBe(monogram.hash)
  expect(new TextDecoder().decode(custom.get('injected')?.body)).toContain('<title>Browser wallet')
})
