import { createStorage, type StorageBackend } from '@airlock/core'

/** Storage in a map, filled with `items` (by full key): each test starts from its own. */
export function memoryStorage(items: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(items).map(([key, value]) => [key, JSON.stringify(value)]))
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  return createStorage({ backend })
}
