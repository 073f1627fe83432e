import { describe, expect, it } from 'vitest'
import { CatalogueFileError } from '../errors/catalogue.js'
import { parseCatalogueImport } from './parseCatalogueImport.js'
import { readBundledWallets } from './readBundledWallets.js'

const id = (n: number) => n.toString(16).padStart(64, '0')

// An explorer v3 listing, as `/v3/wallets` and `getDesktopListings` return them.
const listing = {
  id: id(1),
  name: 'Example Wallet',
  homepage: 'https://example.org/',
  chains: ['eip155:1', 'eip155:10', 'eip155:1'],
  app_type: 'wallet',
  image_id: 'fb5269f0-1870-42d6-82b4-26d27626e800',
  image_url: {
    sm: 'https://registry.example/logo/sm/x',
    md: 'https://registry.example/logo/md/x',
    lg: 'https://registry.example/logo/lg/x',
  },
  app: {
    browser: '',
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=org.example',
    chrome: 'https://chromewebstore.google.com/detail/x',
  },
  injected: [{ namespace: 'eip155', injected_id: 'isExample' }],
  rdns: 'org.example',
  mobile: { native: 'example:', universal: 'https://example.org/app' },
  desktop: { native: '', universal: '' },
  metadata: { shortName: 'Example', colors: { primary: '#123abc', secondary: '' } },
}

describe('parseCatalogueImport', () => {
  it('maps an explorer listing to the stored shape', () => {
    const result = parseCatalogueImport({ listings: { [listing.id]: listing } })
    expect(result.format).toBe('listings')
    expect(result.skipped).toEqual([])
    expect(result.wallets).toMatchInlineSnapshot(`
      [
        {
          "app_store": "https://apps.apple.com/app/id1",
          "badge_type": "none",
          "brand_color": "#123abc",
          "chains": [
            "eip155:1",
            "eip155:10",
          ],
          "chrome_store": "https://chromewebstore.google.com/detail/x",
          "desktop_link": null,
          "homepage": "https://example.org/",
          "id": "0000000000000000000000000000000000000000000000000000000000000001",
          "image": null,
          "image_url": "https://registry.example/logo/md/x",
          "injected": [
            {
              "injected_id": "isExample",
              "namespace": "eip155",
            },
          ],
          "link_mode": "https://example.org/app",
          "mobile_link": "example:",
          "name": "Example Wallet",
          "order": null,
          "play_store": "https://play.google.com/store/apps/details?id=org.example",
          "rdns": "org.example",
          "webapp_link": null,
        },
      ]
    `)
  })

  it('takes the id from the listing key when the listing has none', () => {
    const { id: _, ...withoutId } = listing
    const { wallets } = parseCatalogueImport({ listings: { [id(9)]: withoutId } })
    expect(wallets[0]?.id).toBe(id(9))
  })

  it('reads a getWallets answer and a plain array the same way', () => {
    const wire = {
      id: id(2),
      name: 'Wire Wallet',
      image_id: 'ignored',
      image_url: null,
      homepage: 'https://wire.example',
      mobile_link: 'wire://',
      desktop_link: 'wiredesktop://',
      webapp_link: 'https://app.wire.example',
      link_mode: 'https://link.wire.example',
      app_store: null,
      play_store: null,
      chrome_store: null,
      rdns: null,
      injected: null,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      badge_type: 'certified',
      order: 7,
    }
    const fromAnswer = parseCatalogueImport({ data: [wire], count: 1 })
    const fromArray = parseCatalogueImport([wire])
    expect(fromAnswer.format).toBe('getWallets')
    expect(fromArray.format).toBe('array')
    expect(fromAnswer.wallets).toEqual(fromArray.wallets)
    expect(fromAnswer.wallets[0]).toMatchObject({
      mobile_link: 'wire://',
      link_mode: 'https://link.wire.example',
      desktop_link: 'wiredesktop://',
      webapp_link: 'https://app.wire.example',
      badge_type: 'certified',
      order: 7,
    })
  })

  it('uses the universal link as mobile_link when there is no native scheme', () => {
    const { wallets } = parseCatalogueImport([
      { id: 'a', name: 'A', universal_link: 'https://a.example/wc' },
    ])
    expect(wallets[0]).toMatchObject({
      mobile_link: 'https://a.example/wc',
      link_mode: 'https://a.example/wc',
    })
  })

  it('reports each bad entry with its index and reason, and keeps the rest', () => {
    const { wallets, skipped } = parseCatalogueImport([
      { id: 'ok', name: 'Fine' },
      'not an object',
      { id: 'no-name' },
      { id: 'bad id!', name: 'X' },
      { id: 'chain', name: 'X', chains: ['eip155:1', 'mainnet'] },
      { id: 'js', name: 'X', mobile_link: 'javascript:alert(1)' },
      { id: 'ftp', name: 'X', homepage: 'ftp://example.org' },
      { id: 'badge', name: 'X', badge_type: 'gold' },
      { id: 'order', name: 'X', order: -1 },
      { id: 'ok', name: 'Again' },
      { id: 'dapp', name: 'X', app_type: 'dapp' },
      { id: 'ctl', name: 'Bad\u0007Name' },
      { id: 'img', name: 'X', image_data: 'data:image/png;base64,PHN2Zz4=' },
    ])
    expect(wallets.map((wallet) => wallet.id)).toEqual(['ok'])
    expect(skipped).toMatchInlineSnapshot(`
      [
        {
          "id": undefined,
          "index": 1,
          "reason": "not an object",
        },
        {
          "id": "no-name",
          "index": 2,
          "reason": "name is required",
        },
        {
          "id": undefined,
          "index": 3,
          "reason": "id must be 1 to 128 letters, digits, dots, dashes or underscores",
        },
        {
          "id": "chain",
          "index": 4,
          "reason": "chains[1] "mainnet" is not a CAIP-2 network id",
        },
        {
          "id": "js",
          "index": 5,
          "reason": "mobile_link must not use the javascript: scheme",
        },
        {
          "id": "ftp",
          "index": 6,
          "reason": "homepage must be an http(s) URL",
        },
        {
          "id": "badge",
          "index": 7,
          "reason": "badge_type must be none or certified",
        },
        {
          "id": "order",
          "index": 8,
          "reason": "order must be a whole number from 0 to 2147483647",
        },
        {
          "id": "ok",
          "index": 9,
          "reason": "duplicate id (first at index 0)",
        },
        {
          "id": "dapp",
          "index": 10,
          "reason": "not a wallet (app_type "dapp")",
        },
        {
          "id": "ctl",
          "index": 11,
          "reason": "name must not contain control characters",
        },
        {
          "id": "img",
          "index": 12,
          "reason": "image does not hold image/png data",
        },
      ]
    `)
  })

  it('keeps an imported image given as a data URL', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
    const { wallets } = parseCatalogueImport([
      {
        id: 'img',
        name: 'Image',
        image_data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      },
    ])
    expect(wallets[0]?.image).toEqual({
      content_type: 'image/svg+xml',
      base64: Buffer.from(svg).toString('base64'),
    })
  })

  it('refuses input of no known shape', () => {
    for (const input of [null, 42, 'text', {}, { listings: 'x' }, { data: {} }])
      expect(() => parseCatalogueImport(input, { file: 'x.json' })).toThrow(CatalogueFileError)
    expect(() => parseCatalogueImport({}, { file: 'x.json' })).toThrowErrorMatchingInlineSnapshot(
      `[CatalogueFileError: Cannot import x.json: expected { listings: { … } }, { data: [ … ], count } or an array of wallets]`,
    )
  })
})

describe('readBundledWallets', () => {
  it('reads all 130 bundled wallets, each valid, with unique ids and orders', () => {
    const wallets = readBundledWallets()
    expect(wallets).toHaveLength(130)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(130)
    expect(new Set(wallets.map((wallet) => wallet.order)).size).toBe(130)
    expect(wallets.slice(0, 3).map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
    ])
  })
})
