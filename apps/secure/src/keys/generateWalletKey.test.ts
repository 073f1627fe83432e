import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { generateWalletKey } from './generateWalletKey.js'

describe('generateWalletKey', () => {
  it('gives valid, distinct secp256k1 keys', () => {
    const keys = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const key = generateWalletKey()
      expect(key).toMatch(/^0x[0-9a-f]{64}$/)
      expect(privateKeyToAddress(key)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      keys.add(key)
    }
    expect(keys.size).toBe(200)
  })
})
