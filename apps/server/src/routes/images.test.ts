import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createCatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { readBundledWallets } from '../catalogue/readBundledWallets.js'
import { createLogger } from '../createLogger.js'
import { createAssetImages } from '../images/createAssetImages.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { imageRoutes } from './images.js'

const catalogue = createCatalogueIndex(readBundledWallets())
const app = new Hono().route('/', imageRoutes({ catalogue }))
app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
app.notFound(notFound)

const svgType = 'image/svg+xml; charset=utf-8'
const metamask = catalogue.wallets.find((wallet) => wallet.name === 'MetaMask')
const imageId = metamask?.image_id ?? ''

describe('GET /getWalletImage/:id', () => {
  it("serves the wallet's logo as SVG, cached for good, with a strong ETag", async () => {
    const response = await app.request(`/getWalletImage/${imageId}?projectId=dev&st=appkit`)
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': svgType,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${imageId}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; sandbox",
    })
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('<title>MetaMask</title>')
    // The fox of `@web3icons/core`, not the monogram.
    expect(svg).toContain('fill="#FF5C16"')
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(/<script|on\w+=|href=/i)
  })

  it('answers 304 without a body when If-None-Match names the version', async () => {
    for (const tag of [`"${imageId}"`, `W/"${imageId}"`, `"other", "${imageId}"`, '*']) {
      const response = await app.request(`/getWalletImage/${imageId}`, {
        headers: { 'If-None-Match': tag },
      })
      expect(response.status, tag).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(`"${imageId}"`)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const stale = await app.request(`/getWalletImage/${imageId}`, {
      headers: { 'If-None-Match': '"0000"' },
    })
    expect(stale.status).toBe(200)
  })

  it('accepts the id in capitals', async () => {
    expect((await app.request(`/getWalletImage/${imageId.toUpperCase()}`)).status).toBe(200)
  })

  it('answers 404 for an unknown id and 400 for an id that is not hex', async () => {
    const unknown = await app.request(`/getWalletImage/${'0'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchInlineSnapshot(`
      {
        "message": "No wallet image "00000000000000000000000000000000"",
        "name": "ImageNotFoundError",
      }
    `)
    for (const id of ['not-hex', '%2e%2e%2fetc%2fpasswd', '..%2F..%2Fpackage.json', 'abc%00']) {
      const response = await app.request(`/getWalletImage/${id}`)
      expect(response.status, id).toBe(400)
      expect(await response.json()).toMatchObject({ name: 'InvalidImageIdError' })
    }
  })
})

describe('GET /public/getAssetImage/:id', () => {
  it('serves every network and connector image, cached for a day', async () => {
    const ids = [
      'eip155-1',
      'eip155:1',
      'eip155-10',
      'eip155-56',
      'eip155-137',
      'eip155-8453',
      'eip155-42161',
      'eip155-43114',
      'eip155-100',
      'eip155-324',
      'eip155-59144',
      'eip155-42220',
      'solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155-31337',
      'eip155-31338',
      'injected',
      'walletConnect',
      'wallet-connect',
      'email',
      'social',
      'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
    ]
    for (const id of ids) {
      const response = await app.request(`/public/getAssetImage/${id}`)
      expect(response.status, id).toBe(200)
      expect(response.headers.get('content-type')).toBe(svgType)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(await response.text()).toMatch(/<title>[^<]+<\/title>/)
    }
  })

  it('draws the devnet chains under their names', async () => {
    const svg = await (await app.request('/public/getAssetImage/eip155-31337')).text()
    expect(svg).toContain('<title>Airlock Devnet</title>')
  })

  it('gives each network its own image, and the same image under each of its ids', () => {
    const images = createAssetImages()
    expect(images.get('eip155-1')).toBe(images.get('eip155:1'))
    expect(images.get('eip155-1')).toBe(images.get('ba0ba0cd-17c6-4806-ad93-f9d174f17900'))
    expect(images.get('eip155-1')?.hash).not.toBe(images.get('eip155-10')?.hash)
  })

  it('answers 404 for an unknown id and 400 for path tricks', async () => {
    expect((await app.request('/public/getAssetImage/eip155-987654321')).status).toBe(404)
    for (const id of ['..%2Fsecret', 'a%20b', '%2e%2e%5Cx', 'x'.repeat(200)])
      expect((await app.request(`/public/getAssetImage/${id}`)).status, id).toBe(400)
    // A bare dot segment is resolved away by URL parsing, before any route sees it.
    const dots = await app.request('/public/getAssetImage/%2e%2e')
    expect(await dots.json()).toMatchObject({ name: 'NotFoundError' })
  })
})

describe('GET /public/getCurrencyImage/:id', () => {
  it('serves fiat badges by code, in any case', async () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'usd']) {
      const response = await app.request(`/public/getCurrencyImage/${code}`)
      expect(response.status, code).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(await response.text()).toContain(`>${code.toUpperCase()}</text>`)
    }
    const euro = await (await app.request('/public/getCurrencyImage/EUR')).text()
    expect(euro).toContain('<title>Euro (EUR)</title>')
    expect(euro).toContain('>€</text>')
  })

  it('answers 404 for an unknown code and 400 for one with other characters', async () => {
    expect((await app.request('/public/getCurrencyImage/XYZ')).status).toBe(404)
    expect((await app.request('/public/getCurrencyImage/US1')).status).toBe(400)
  })
})

describe('GET /public/getTokenImage/:symbol', () => {
  it('serves the devnet token icons as they are, for tokens without a real logo', async () => {
    const { readFileSync } = await import('node:fs')
    const { createRequire } = await import('node:module')
    const file = createRequire(import.meta.url).resolve('@airlock/devnet/assets/tokens/WETH.svg')
    const response = await app.request('/public/getTokenImage/WETH')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(svgType)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.text()).toBe(readFileSync(file, 'utf8'))
  })

  it('serves real token logos, draws the rest, and answers any case', async () => {
    for (const symbol of ['ETH', 'WETH', 'DAI', 'WBTC', 'PTS', 'USDT', 'SOL', 'weth', 'usdt']) {
      const response = await app.request(`/public/getTokenImage/${symbol}`)
      expect(response.status, symbol).toBe(200)
    }
    for (const symbol of ['USDC', 'USDT', 'LINK', 'PEPE']) {
      const svg = await (await app.request(`/public/getTokenImage/${symbol}`)).text()
      expect(svg, symbol).toContain(`<title>${symbol}</title>`)
      expect(svg, symbol).not.toContain('<text')
    }
    expect(await (await app.request('/public/getTokenImage/XDAI')).text()).toContain('>XDAI</text>')
    // The devnet's own points token keeps its icon, though another PTS has a logo.
    expect(await (await app.request('/public/getTokenImage/PTS')).text()).toContain('#7b5cff')
  })

  it('answers 404 for an unknown symbol and 400 for path tricks', async () => {
    expect((await app.request('/public/getTokenImage/NOPE')).status).toBe(404)
    expect((await app.request('/public/getTokenImage/USDC.e')).status).toBe(404)
    for (const symbol of ['..%2FETH', '%2e%2e%2fETH.svg', 'A..B', 'ETH%2Fx', '.ETH'])
      expect((await app.request(`/public/getTokenImage/${symbol}`)).status, symbol).toBe(400)
  })
})
