import { createHash } from 'node:crypto'
import type { GetWalletsQuery } from '@airlock/protocol'
import { getWalletsResponse } from '@airlock/protocol/schemas'
import { describe, expect, it } from 'vitest'
import { createCatalogueIndex } from './createCatalogueIndex.js'
import { readBundledWallets } from './readBundledWallets.js'
import type { StoredWallet } from './storedWallet.js'

const bundled: StoredWallet[] = readBundledWallets()
const index = createCatalogueIndex(bundled)
const query = (parameters: Partial<GetWalletsQuery> = {}): GetWalletsQuery => ({
  page: 1,
  entries: 40,
  ...parameters,
})
const names = (parameters: Partial<GetWalletsQuery>) =>
  index.getWallets(query(parameters)).data.map((wallet) => wallet.name)

function wallet(id: string, name: string, overrides: Partial<StoredWallet> = {}): StoredWallet {
  return {
    id,
    name,
    image_url: null,
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    link_mode: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: null,
    injected: null,
    chains: ['eip155:1'],
    badge_type: 'none',
    order: 1,
    brand_color: null,
    image: null,
    ...overrides,
  }
}

describe('paging', () => {
  it('serves 40 a page by default, the last page short, every wallet once', () => {
    const pages = [1, 2, 3, 4].map((page) => index.getWallets(query({ page })))
    expect(pages.map((page) => page.data.length)).toEqual([40, 40, 40, 10])
    expect(pages.map((page) => page.count)).toEqual([130, 130, 130, 130])
    const ids = pages.flatMap((page) => page.data.map((wallet) => wallet.id))
    expect(new Set(ids).size).toBe(130)
    expect(index.getWallets(query({ page: 5 }))).toEqual({ data: [], count: 130 })
  })

  it('orders by order, then name, then id', () => {
    const orders = index.wallets.map((wallet) => wallet.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const tied = createCatalogueIndex([
      wallet('c', 'Beta', { order: 2 }),
      wallet('b', 'Alpha', { order: 2 }),
      wallet('a', 'Alpha', { order: 2 }),
      wallet('z', 'Zulu', { order: 1 }),
    ])
    expect(tied.wallets.map((w) => w.id)).toEqual(['z', 'a', 'b', 'c'])
  })

  it('answers in the getWalletsResponse shape, as JSON bytes equal to the objects', () => {
    const answer = index.getWallets(query({ page: 2, entries: 7 }))
    expect(getWalletsResponse.parse(answer)).toEqual(answer)
    const body = index.getWalletsBody(query({ page: 2, entries: 7 }))
    expect(JSON.parse(new TextDecoder().decode(body))).toEqual(answer)
  })

  it('builds each distinct answer once, and stays right when the cache is tiny', () => {
    const first = index.getWalletsBody(query())
    expect(index.getWalletsBody(query())).toBe(first)
    const tiny = createCatalogueIndex(bundled, { cacheBytes: 10 })
    const text = (body: Uint8Array) => new TextDecoder().decode(body)
    for (const page of [1, 2, 1, 2])
      expect(text(tiny.getWalletsBody(query({ page })))).toBe(
        text(index.getWalletsBody(query({ page }))),
      )
  })
})

describe('filters', () => {
  const [first, second, third] = index.wallets
  if (!first || !second || !third) throw new Error('the bundled list is empty')

  it('include keeps only those ids, in catalogue order, ignoring unknown and repeated ids', () => {
    const answer = index.getWallets(query({ include: [third.id, 'unknown', first.id, third.id] }))
    expect(answer.data.map((w) => w.id)).toEqual([first.id, third.id])
    expect(answer.count).toBe(2)
  })

  it('exclude drops those ids, also from include', () => {
    const answer = index.getWallets(query({ exclude: [first.id, second.id] }))
    expect(answer.count).toBe(128)
    expect(answer.data[0]?.id).toBe(third.id)
    const both = index.getWallets(query({ include: [first.id, second.id], exclude: [first.id] }))
    expect(both.data.map((w) => w.id)).toEqual([second.id])
  })

  it('chains keeps wallets on any of the chains', () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const cosmos = 'cosmos:cosmoshub-4'
    const onSolana = bundled.filter((w) => w.chains.includes(solana)).length
    const onEither = bundled.filter((w) => w.chains.includes(solana) || w.chains.includes(cosmos))
    expect(index.getWallets(query({ chains: [solana] })).count).toBe(onSolana)
    expect(index.getWallets(query({ chains: [solana, cosmos] })).count).toBe(onEither.length)
    expect(index.getWallets(query({ chains: ['eip155:999999999'] })).count).toBe(0)
  })

  it('counts every EVM wallet as supporting the local devnet chains', () => {
    const evm = bundled.filter((w) => w.chains.some((chain) => chain.startsWith('eip155:')))
    expect(index.getWallets(query({ chains: ['eip155:31337'] })).count).toBe(evm.length)
    expect(names({ chains: ['eip155:31338'], entries: 100 })).not.toContain('Solflare')
    const without = createCatalogueIndex(bundled, { localEvmChains: [] })
    expect(without.getWallets(query({ chains: ['eip155:31337'] })).count).toBe(0)
  })

  it('badge_type keeps wallets with that badge', () => {
    const certified = index.getWallets(query({ badge_type: 'certified', entries: 100 }))
    expect(certified.count).toBe(26)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(index.getWallets(query({ badge_type: 'none' })).count).toBe(104)
  })
})

describe('search', () => {
  it('puts the wallet a query names first', () => {
    expect(names({ search: 'meta' })[0]).toBe('MetaMask')
    expect(names({ search: 'trust' })[0]).toBe('Trust Wallet')
    expect(names({ search: 'METAMASK' })).toEqual(['MetaMask'])
    expect(names({ search: 'ledger' })[0]).toBe('Ledger Live')
  })

  it('ignores case and accents, in the query and in names', () => {
    expect(names({ search: 'Mëtàmásk' })).toEqual(['MetaMask'])
    expect(names({ search: 'ＭＥＴＡ' })[0]).toBe('MetaMask')
    const accented = createCatalogueIndex([wallet('1', 'Portefeuille Élégant')])
    expect(accented.getWallets(query({ search: 'elegant' })).count).toBe(1)
  })

  it('ranks whole names, then prefixes, then word prefixes, then substrings', () => {
    const ranked = createCatalogueIndex([
      wallet('1', 'Zalpha', { order: 1 }),
      wallet('2', 'Beta Alpha', { order: 2 }),
      wallet('3', 'Alphabet', { order: 3 }),
      wallet('4', 'Alpha', { order: 4 }),
      wallet('5', 'Alpha Beta', { order: 5 }),
      wallet('6', 'Gamma', { order: 6 }),
    ])
    const answer = ranked.getWallets(query({ search: 'alpha' }))
    expect(answer.data.map((w) => w.name)).toEqual([
      'Alpha',
      'Alphabet',
      'Alpha Beta',
      'Beta Alpha',
      'Zalpha',
    ])
    expect(answer.count).toBe(5)
  })

  it('matches across spaces and punctuation', () => {
    expect(names({ search: 'crypto.com' })[0]).toBe('Crypto.com Onchain')
    expect(names({ search: 'trustwallet' })).toEqual(['Trust Wallet'])
  })

  it('finds nothing for a query with nothing searchable; spaces alone are no search', () => {
    expect(index.getWallets(query({ search: '!!!' }))).toEqual({ data: [], count: 0 })
    expect(index.getWallets(query({ search: '   ' })).count).toBe(130)
  })

  it('searches within the other filters', () => {
    const certified = names({ search: 'wallet', badge_type: 'certified', entries: 100 })
    expect(certified.length).toBeGreaterThan(0)
    for (const name of certified) expect(name.toLowerCase()).toContain('wallet')
    const certifiedNames = new Set(names({ badge_type: 'certified', entries: 100 }))
    for (const name of certified) expect(certifiedNames.has(name)).toBe(true)
  })
})

describe('wire fields', () => {
  it('names each icon by the hash of its bytes', () => {
    for (const w of index.wallets) {
      const image = index.getWalletImage(w.image_id ?? '')
      expect(image, w.name).toBeDefined()
      const hash = createHash('sha256')
        .update(image?.body ?? new Uint8Array())
        .digest('hex')
      expect(hash.slice(0, 32)).toBe(w.image_id)
    }
    expect(new Set(index.wallets.map((w) => w.image_id)).size).toBe(130)
  })

  it('serves an imported image instead of the monogram', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    const withImage = createCatalogueIndex([
      wallet('1', 'Pic', { image: { content_type: 'image/png', base64: png.toString('base64') } }),
    ])
    const image = withImage.getWalletImage(withImage.wallets[0]?.image_id ?? '')
    expect(image?.contentType).toBe('image/png')
    expect(Buffer.from(image?.body ?? []).equals(png)).toBe(true)
  })

  it('has links per the model: native scheme as mobile_link, universal link as link_mode', () => {
    const metamask = index.wallets.find((w) => w.name === 'MetaMask')
    expect(metamask).toMatchObject({
      mobile_link: 'metamask://',
      link_mode: 'https://metamask.app.link',
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      image_url: null,
    })
  })

  it('freezes what it serves', () => {
    expect(Object.isFrozen(index.wallets[0])).toBe(true)
    expect(Object.isFrozen(index.wallets[0]?.chains)).toBe(true)
    expect(Object.isFrozen(bundled[0]?.chains)).toBe(false)
  })
})

describe('search cap', () => {
  it('answers at most the 100 best matches, count included, so paging stops there', () => {
    const many = createCatalogueIndex(
      Array.from({ length: 250 }, (_, i) =>
        wallet(`w${i}`, `Wallet ${String(i).padStart(3, '0')}`),
      ),
    )
    const first = many.getWallets(query({ search: 'wallet', entries: 100 }))
    expect(first.count).toBe(100)
    expect(first.data).toHaveLength(100)
    expect(many.getWallets(query({ search: 'wallet', entries: 100, page: 2 })).data).toEqual([])
    // Without a search, every wallet is listed.
    expect(many.getWallets(query({ entries: 100 })).count).toBe(250)
  })
})
