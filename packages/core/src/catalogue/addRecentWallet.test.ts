import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createStorage, type StorageBackend } from '../storage/createStorage.js'
import { addRecentWallet } from './addRecentWallet.js'
import { getRecentWallets, type RecentWallet } from './getRecentWallets.js'

function memoryStorage() {
  const items = new Map<string, string>()
  const backend: StorageBackend = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return createStorage({ backend })
}

const wallet = (id: string, rdns: string | null = null): RecentWallet => ({
  id,
  name: id.toUpperCase(),
  image_url: null,
  rdns,
})

test('keeps the 2 most recent, newest first, each once', () => {
  const storage = memoryStorage()
  addRecentWallet(storage, wallet('a'))
  addRecentWallet(storage, wallet('b'))
  addRecentWallet(storage, wallet('a'))
  expect(addRecentWallet(storage, wallet('c')).map((w) => w.id)).toEqual(['c', 'a'])
  expect(getRecentWallets(storage).map((w) => w.id)).toEqual(['c', 'a'])
})

test('a wallet remembered by rdns (a browser wallet) and its catalogue entry are one', () => {
  const storage = memoryStorage()
  addRecentWallet(storage, wallet('io.metamask', 'io.metamask'))
  addRecentWallet(storage, wallet('b'))
  expect(addRecentWallet(storage, wallet('c57c', 'io.metamask')).map((w) => w.id)).toEqual([
    'c57c',
    'b',
  ])
})

test('stores only the remembered fields, and no huge data: URL', () => {
  const storage = memoryStorage()
  const big = `data:image/svg+xml;base64,${'A'.repeat(20_000)}`
  const [added] = addRecentWallet(storage, {
    ...wallet('a'),
    image_url: big,
    homepage: 'https://a.example',
  } as RecentWallet)
  expect(added).toEqual(wallet('a'))
})

test('property: whatever is added, the list is the last distinct wallets, at most 2', () => {
  const ids = fc.constantFrom('a', 'b', 'c', 'd')
  const rdns = fc.option(fc.constantFrom('r1', 'r2', 'r3'), { nil: null })
  fc.assert(
    fc.property(fc.array(fc.record({ id: ids, rdns }), { maxLength: 12 }), (adds) => {
      const storage = memoryStorage()
      let last: RecentWallet[] = []
      for (const { id, rdns } of adds) last = addRecentWallet(storage, wallet(id, rdns))
      const stored = getRecentWallets(storage)
      expect(stored).toEqual(last)
      expect(stored.length).toBeLessThanOrEqual(2)
      expect(new Set(stored.map((w) => w.id)).size).toBe(stored.length)
      const rdnses = stored.map((w) => w.rdns).filter(Boolean)
      expect(new Set(rdnses).size).toBe(rdnses.length)
      const newest = adds.at(-1)
      if (newest) expect(stored[0]).toEqual(wallet(newest.id, newest.rdns))
    }),
  )
})
