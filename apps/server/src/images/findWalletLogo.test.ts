import { expect, it } from 'vitest'
import { createCatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { readBundledWallets } from '../catalogue/readBundledWallets.js'
import { findWalletLogo, resolveWalletLogo } from './findWalletLogo.js'

it('finds logos by rdns, alias and folded name', () => {
  expect(resolveWalletLogo({ id: 'x', name: 'Anything', rdns: 'io.metamask' })).toEqual({
    kind: 'wallets',
    name: 'metamask',
  })
  expect(resolveWalletLogo({ id: 'x', name: 'Trust Wallet' })?.name).toBe('trust')
  expect(resolveWalletLogo({ id: 'x', name: 'Ledger Live' })?.name).toBe('ledger')
  expect(resolveWalletLogo({ id: 'x', name: 'imToken' })?.name).toBe('imtoken')
  expect(resolveWalletLogo({ id: 'x', name: 'Binance Wallet' })).toEqual({
    kind: 'exchanges',
    name: 'binance',
  })
  expect(resolveWalletLogo({ id: 'x', name: 'SafePal' })).toEqual({ kind: 'tokens', name: 'SFP' })
  expect(resolveWalletLogo({ id: 'x', name: 'Zeta Wallet' })).toBeUndefined()
  expect(findWalletLogo({ id: 'x', name: 'Zeta Wallet' })).toBeUndefined()
})

it("finds nothing for a name or rdns naming an object's own member", () => {
  for (const name of ['constructor', '__proto__', 'toString', 'valueOf'])
    expect(resolveWalletLogo({ id: name, name, rdns: name })).toBeUndefined()
})

it('titles the logo with the catalogue name, escaped', () => {
  const svg = findWalletLogo({ id: 'x', name: 'Rabby <Wallet>', rdns: 'io.rabby' })
  expect(svg).toContain('<title>Rabby &lt;Wallet&gt;</title>')
})

it('keeps the monogram for a wallet without a logo, and an imported image over any logo', () => {
  const [metamask, ...rest] = readBundledWallets()
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64')
  const index = createCatalogueIndex([
    {
      ...(metamask as NonNullable<typeof metamask>),
      image: { content_type: 'image/png', base64: png },
    },
    ...rest,
  ])
  const image = (name: string) => {
    const wallet = index.wallets.find((entry) => entry.name === name)
    return index.getWalletImage(wallet?.image_id ?? '')
  }
  expect(image('MetaMask')?.contentType).toBe('image/png')
  expect(new TextDecoder().decode(image('Frame')?.body)).toContain('>F</text>')
  expect(new TextDecoder().decode(image('Phantom')?.body)).not.toContain('<text')
})
