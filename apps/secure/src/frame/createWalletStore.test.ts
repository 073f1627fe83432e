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
