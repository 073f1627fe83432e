import { expect, test } from 'vitest'
import { memoryStorage } from '../../test/memoryStorage.js'
import { createWalletStore } from './createWalletStore.js'

test('one random device id per browser, in the form the server accepts', () => {
  const storage = memoryStorage()
  const id = createWalletStore(storage).deviceId()
  expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
  expect(createWalletStore(storage).deviceId()).toBe(id)
  expect(createWalletStore(memoryStorage()).deviceId()).not.toBe(id)
})

test('shares are kept per address whatever its case; signing out keeps them', () => {
  const store = createWalletStore(memoryStorage())
  store.setShare('0xAbC', '0x01')
  store.setLastChain('31338')
  expect(store.share('0xabc')).toBe('0x01')
  store.clearSession()
  expect(store.share('0xABC')).toBe('0x01')
  expect(store.lastChain()).toBeUndefined()
  expect(store.share('0xdef')).toBeUndefined()
})

test('the apps sessions were granted to are remembered, once each, oldest first; junk is skipped', () => {
  const storage = memoryStorage()
  const store = createWalletStore(storage)
  expect(store.sessionApps()).toEqual([])
  const pci = (byte: string) => `0x${byte.repeat(32)}`
  store.addSessionApp({ pci: pci('ab'), origin: 'https://a.example', name: 'A' })
  store.addSessionApp({ pci: pci('cd'), origin: 'https://b.example' })
  store.addSessionApp({ pci: pci('ab'), origin: 'https://a.example', name: 'A again' })
  expect(createWalletStore(storage).sessionApps()).toEqual([
    { pci: pci('cd'), origin: 'https://b.example' },
    { pci: pci('ab'), origin: 'https://a.example', name: 'A again' },
  ])
  // Signing out keeps them: the sessions stay on chain.
  store.clearSession()
  expect(store.sessionApps()).toHaveLength(2)
  storage.setItem('@airlock-wallet/v1/sessionApps', '[{"pci":"0x12"},')
  expect(store.sessionApps()).toEqual([])
})
