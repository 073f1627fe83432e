import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { runMigrations } from '../db/runMigrations.js'
import { wallets } from '../db/schema.js'
import { importWallets } from './importWallets.js'
import { type ImportedWallet, parseCatalogueImport } from './parseCatalogueImport.js'

function imported(entries: Record<string, unknown>[]): ImportedWallet[] {
  const { wallets, skipped } = parseCatalogueImport(entries)
  expect(skipped).toEqual([])
  return wallets
}

describeEachBackend('importWallets', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
  })
  afterAll(() => database?.dispose())

  const rows = () =>
    database.db
      .select({ id: wallets.id, name: wallets.name, order: wallets.order, source: wallets.source })
      .from(wallets)
      .orderBy(asc(wallets.order))

  it('adds wallets, placing those without an order after the rest, in file order', async () => {
    const result = await importWallets(database, {
      wallets: imported([
        { id: 'b', name: 'B' },
        { id: 'a', name: 'A', order: 5 },
        { id: 'c', name: 'C' },
      ]),
      source: 'first.json',
    })
    expect(result).toEqual({ added: 3, updated: 0 })
    expect(await rows()).toEqual([
      { id: 'a', name: 'A', order: 5, source: 'first.json' },
      { id: 'b', name: 'B', order: 6, source: 'first.json' },
      { id: 'c', name: 'C', order: 7, source: 'first.json' },
    ])
  })

  it('replaces wallets with the same id, keeping their place when the file gives none', async () => {
    const result = await importWallets(database, {
      wallets: imported([
        { id: 'b', name: 'B renamed' },
        { id: 'd', name: 'D' },
      ]),
      source: 'second.json',
    })
    expect(result).toEqual({ added: 1, updated: 1 })
    expect(await rows()).toEqual([
      { id: 'a', name: 'A', order: 5, source: 'first.json' },
      { id: 'b', name: 'B renamed', order: 6, source: 'second.json' },
      { id: 'c', name: 'C', order: 7, source: 'first.json' },
      { id: 'd', name: 'D', order: 8, source: 'second.json' },
    ])
    const [b] = await database.db
      .select({ data: wallets.data })
      .from(wallets)
      .where(eq(wallets.id, 'b'))
    expect(b?.data).toMatchObject({ id: 'b', name: 'B renamed', order: 6 })
  })

  it('writes all or nothing: a failure in a later statement leaves the table as it was', async () => {
    const before = await rows()
    const many = imported(
      Array.from({ length: 600 }, (_, n) => ({ id: `bulk-${n}`, name: `Bulk ${n}` })),
    )
    // Postgres refuses NUL in text: the second statement of 500 rows fails.
    const broken = many.map((wallet, n) => (n === 550 ? { ...wallet, name: 'Bad\u0000' } : wallet))
    await expect(importWallets(database, { wallets: broken, source: 'bad.json' })).rejects.toThrow()
    expect(await rows()).toEqual(before)
    expect(await importWallets(database, { wallets: many, source: 'bulk.json' })).toEqual({
      added: 600,
      updated: 0,
    })
    expect(await database.db.$count(wallets)).toBe(604)
  })
})
