import { expect, test } from 'vitest'
import { createStorage, type StorageBackend } from './createStorage.js'

function memoryBackend() {
  const items = new Map<string, string>()
  const backend: StorageBackend = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { items, backend }
}

test('values round-trip as JSON under prefixed, versioned keys', () => {
  const { items, backend } = memoryBackend()
  const storage = createStorage({ backend })
  storage.set('connection/eip155', { status: 'connected', connector: 'io.metamask' })
  expect([...items.keys()]).toEqual(['@airlock/v1/connection/eip155'])
  expect(storage.get('connection/eip155')).toEqual({
    status: 'connected',
    connector: 'io.metamask',
  })
  storage.remove('connection/eip155')
  expect(storage.get('connection/eip155')).toBeUndefined()
})

test('an unreadable value counts as absent and is removed', () => {
  const { items, backend } = memoryBackend()
  items.set('@airlock/v1/recentWallets', '{not json')
  expect(createStorage({ backend }).get('recentWallets')).toBeUndefined()
  expect(items.has('@airlock/v1/recentWallets')).toBe(false)
})

test('a storage that throws (quota, private mode) never breaks the caller', () => {
  const broken: StorageBackend = {
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
    removeItem: () => {
      throw new Error('SecurityError')
    },
  }
  const storage = createStorage({ backend: broken })
  expect(() => storage.set('a', 1)).not.toThrow()
  expect(storage.get('a')).toBeUndefined()
})

test('without localStorage it keeps values in memory', () => {
  const storage = createStorage()
  storage.set('a', [1, 2])
  expect(storage.get('a')).toEqual([1, 2])
})
