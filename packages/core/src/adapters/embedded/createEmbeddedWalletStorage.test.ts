import { expect, test } from 'vitest'
import { createStorage, type StorageBackend } from '../../storage/createStorage.js'
import { createEmbeddedWalletStorage } from './createEmbeddedWalletStorage.js'

function memory() {
  const map = new Map<string, string>()
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  return { map, storage: createStorage({ backend }) }
}

test('keeps the login values under the client prefix; clearing forgets the login, not the cooldown', () => {
  const { map, storage } = memory()
  const stored = createEmbeddedWalletStorage(storage)
  expect(stored.emailLoginUsed()).toBe(false)
  stored.setLastEmailLoginTime(1_700_000_000_000)
  stored.rememberLogin({ email: 'alice@airlock.test', chainId: 31337 })
  stored.setSmartAccountEnabledNetworks([1, 8453])
  expect(Object.fromEntries(map)).toEqual({
    '@airlock/v1/embeddedWallet/lastEmailLoginTime': '1700000000000',
    '@airlock/v1/embeddedWallet/emailLoginUsed': 'true',
    '@airlock/v1/embeddedWallet/email': '"alice@airlock.test"',
    '@airlock/v1/embeddedWallet/lastUsedChain': '31337',
    '@airlock/v1/embeddedWallet/smartAccountEnabledNetworks': '"1,8453"',
  })
  expect(stored.emailLoginUsed()).toBe(true)
  expect(stored.email()).toBe('alice@airlock.test')
  expect(stored.lastUsedChain()).toBe(31337)
  expect(stored.smartAccountEnabledNetworks()).toEqual([1, 8453])

  stored.clearLogin()
  expect([...map.keys()]).toEqual([
    '@airlock/v1/embeddedWallet/lastEmailLoginTime',
    '@airlock/v1/embeddedWallet/smartAccountEnabledNetworks',
  ])
  expect(stored.emailLoginUsed()).toBe(false)
  expect(stored.email()).toBeUndefined()
  expect(stored.lastUsedChain()).toBeUndefined()
})

test('values of the wrong type count as absent', () => {
  const { map, storage } = memory()
  map.set('@airlock/v1/embeddedWallet/emailLoginUsed', '"true"')
  map.set('@airlock/v1/embeddedWallet/email', '42')
  map.set('@airlock/v1/embeddedWallet/lastUsedChain', '"31337"')
  map.set('@airlock/v1/embeddedWallet/smartAccountEnabledNetworks', '"1,x,-5,,8453"')
  const stored = createEmbeddedWalletStorage(storage)
  expect(stored.emailLoginUsed()).toBe(false)
  expect(stored.email()).toBeUndefined()
  expect(stored.lastUsedChain()).toBeUndefined()
  expect(stored.smartAccountEnabledNetworks()).toEqual([1, 8453])
})
