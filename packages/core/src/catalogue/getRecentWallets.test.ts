import { expect, test } from 'vitest'
import { createStorage, type StorageBackend } from '../storage/createStorage.js'
import { getRecentWallets } from './getRecentWallets.js'

function storageWith(raw: string | undefined) {
  const items = new Map<string, string>()
  if (raw !== undefined) items.set('@airlock/v1/recentWallets', raw)
  const backend: StorageBackend = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return createStorage({ backend })
}

test('reads what was stored, newest first, at most 2', () => {
  const stored = [
    { id: 'a', name: 'A', image_url: 'https://a.example/a.svg', rdns: 'example.a', extra: 1 },
    { id: 'b', name: 'B', image_url: null, rdns: null },
    { id: 'c', name: 'C', image_url: null, rdns: null },
  ]
  expect(getRecentWallets(storageWith(JSON.stringify(stored)))).toEqual([
    { id: 'a', name: 'A', image_url: 'https://a.example/a.svg', rdns: 'example.a' },
    { id: 'b', name: 'B', image_url: null, rdns: null },
  ])
})

test('anything else stored there counts as no recent wallets, entry by entry', () => {
  expect(getRecentWallets(storageWith(undefined))).toEqual([])
  expect(getRecentWallets(storageWith('{"id":"a"}'))).toEqual([])
  // An older shape (plain ids) and broken entries are skipped, good ones kept.
  expect(
    getRecentWallets(
      storageWith(
        JSON.stringify([
          'metamask',
          null,
          { id: '', name: 'Empty', image_url: null, rdns: null },
          { id: 'x', name: 7, image_url: null, rdns: null },
          { id: 'y', name: 'Y', image_url: 1, rdns: null },
          { id: 'z', name: 'Z', image_url: null, rdns: null },
        ]),
      ),
    ),
  ).toEqual([{ id: 'z', name: 'Z', image_url: null, rdns: null }])
})
