/** The part of the Web Storage API the client uses: `localStorage` fits. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type CreateStorageParameters = {
  /** Defaults to `localStorage` where there is one, else memory. */
  backend?: StorageBackend | undefined
  /** Defaults to `@airlock`. */
  prefix?: string | undefined
}

/** Bumped when stored shapes change incompatibly: old keys are then simply not read. */
export const storageVersion = 1

export type AirlockStorage = {
  get<value>(key: string): value | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
  /** The backend key a key is stored under, such as `@airlock/v1/recentWallets`. */
  keyOf(key: string): string
}

/**
 * Storage for what the client remembers between visits (connection status per namespace,
 * recent wallets, last network), under prefixed, versioned keys, as JSON. A value that cannot be
 * read back (edited by hand, written by another version) counts as absent and is removed.
 *
 * @example
 * import { createStorage } from '@airlock/core'
 * const storage = createStorage()
 * storage.set('recentWallets', ['metamask'])
 */
export function createStorage({
  backend = defaultBackend(),
  prefix = '@airlock',
}: CreateStorageParameters = {}): AirlockStorage {
  const keyOf = (key: string) => `${prefix}/v${storageVersion}/${key}`
  return {
    keyOf,
    get<value>(key: string) {
      const raw = safely(() => backend.getItem(keyOf(key)))
      if (raw === null || raw === undefined) return undefined
      try {
        return JSON.parse(raw) as value
      } catch {
        safely(() => backend.removeItem(keyOf(key)))
        return undefined
      }
    },
    set(key, value) {
      // A full or disabled storage (private mode, quota) must not break the modal.
      safely(() => backend.setItem(keyOf(key), JSON.stringify(value)))
    },
    remove(key) {
      safely(() => backend.removeItem(keyOf(key)))
    },
  }
}

function safely<result>(fn: () => result): result | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}

function defaultBackend(): StorageBackend {
  const local = safely(() => globalThis.localStorage)
  if (local) return local
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}
