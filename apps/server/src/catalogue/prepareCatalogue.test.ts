import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createLogger } from '../createLogger.js'
import { runMigrations } from '../db/runMigrations.js'
import { wallets } from '../db/schema.js'
import { importWallets } from './importWallets.js'
import { parseCatalogueImport } from './parseCatalogueImport.js'
import { prepareCatalogue } from './prepareCatalogue.js'

describeEachBackend('prepareCatalogue', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
  })
  afterAll(() => database?.dispose())

  it('fills an empty table with the bundled list, once', async () => {
    const catalogue = await prepareCatalogue(database)
    expect(catalogue.size).toBe(130)
    expect(catalogue.getWallets({ page: 1, entries: 1 }).data[0]?.name).toBe('MetaMask')
    const rows = await database.db.select({ source: wallets.source }).from(wallets)
    expect(rows.every((row) => row.source === 'bundled')).toBe(true)

    const before = await database.db.select({ at: wallets.updatedAt }).from(wallets).limit(1)
    const again = await prepareCatalogue(database)
    expect(again.size).toBe(130)
    const after = await database.db.select({ at: wallets.updatedAt }).from(wallets).limit(1)
    expect(after).toEqual(before)
  })

  it('shows the top 20 wallets of the seeded catalogue with their real logo, not a monogram', async () => {
    const catalogue = await prepareCatalogue(database)
    const top = catalogue.getWallets({ page: 1, entries: 20 }).data
    expect(top.map((wallet) => wallet.order)).toEqual(
      [...top].map((w) => w.order).sort((a, b) => a - b),
    )
    expect(top).toHaveLength(20)
    for (const wallet of top) {
      const image = catalogue.getWalletImage(wallet.image_id ?? '')
      const svg = new TextDecoder().decode(image?.body)
      expect(svg, wallet.name).toMatch(/^<svg\b/)
      expect(svg, wallet.name).toContain(`<title>${wallet.name}</title>`)
      // A monogram is a rounded square with initials in <text>; a logo is drawn with paths.
      expect(svg, wallet.name).not.toContain('<text')
      expect(svg, wallet.name).toContain('<path')
    }
    const hashes = new Set(top.map((wallet) => wallet.image_id))
    // Coinbase Wallet and Coinbase Smart Wallet share a logo, but not within the top 20.
    expect(hashes.size).toBe(20)
  })

  it('serves an import once it notices the table changed, not before', async () => {
    const catalogue = await prepareCatalogue(database)
    const metamask = catalogue.wallets[0]
    const { wallets: imported } = parseCatalogueImport([
      { id: metamask?.id, name: 'MetaMask Renamed', brand_color: '#000000' },
      { id: 'new-wallet', name: 'Brand New', order: 0, chains: ['eip155:10'] },
    ])
    expect(await catalogue.reloadIfChanged()).toBe(false)
    await importWallets(database, { wallets: imported, source: 'test.json' })
    expect(catalogue.size).toBe(130)

    expect(await catalogue.reloadIfChanged()).toBe(true)
    expect(catalogue.size).toBe(131)
    expect(await catalogue.reloadIfChanged()).toBe(false)
    const page = catalogue.getWallets({ page: 1, entries: 2 })
    expect(page.data.map((wallet) => wallet.name)).toEqual(['Brand New', 'MetaMask Renamed'])
    const renamed = page.data[1]
    expect(renamed?.image_id).not.toBe(metamask?.image_id)
    expect(catalogue.getWalletImage(renamed?.image_id ?? '')).toBeDefined()
    expect(catalogue.getWalletImage(metamask?.image_id ?? '')).toBeUndefined()
    const body = new TextDecoder().decode(catalogue.getWalletsBody({ page: 1, entries: 1 }))
    expect(JSON.parse(body).data[0].name).toBe('Brand New')
  })

  it('leaves a table that has wallets alone, and skips rows it cannot serve', async () => {
    await database.db.delete(wallets)
    const { wallets: imported } = parseCatalogueImport([{ id: 'only', name: 'Only One' }])
    await importWallets(database, { wallets: imported, source: 'mine.json' })
    await database.db
      .insert(wallets)
      .values({ id: 'broken', name: 'Broken', order: 1, data: { chains: 'nope' }, source: 'x' })
    const lines: Record<string, unknown>[] = []
    const logger = createLogger(
      { logLevel: 'warn' },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    )
    const catalogue = await prepareCatalogue(database, { logger })
    expect(catalogue.wallets.map((wallet) => wallet.id)).toEqual(['only'])
    expect(lines).toMatchObject([{ msg: 'catalogue row skipped', id: 'broken' }])
  })
})
