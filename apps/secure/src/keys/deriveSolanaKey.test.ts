import { createPrivateKey, createPublicKey, hkdfSync, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import { bytesToHex, type Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveSolanaKey, signWithSolanaKey } from './deriveSolanaKey.js'

/** Ed25519 public key of a raw seed, by node:crypto: an implementation independent of the frame's. */
function publicKeyOf(seed: Uint8Array) {
  const key = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  return new Uint8Array(Buffer.from(String(jwk.x), 'base64url'))
}

/** Whether `signature` is `address`'s Ed25519 signature of `message`, by node:crypto. */
function verifies(address: string, message: Uint8Array, signature: Uint8Array) {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    base58.decode(address),
  ])
  return verify(null, message, { key: spki, format: 'der', type: 'spki' }, signature)
}

describe('deriveSolanaKey', () => {
  it('derives the same Solana key from the same wallet key, every time', async () => {
    const key = generatePrivateKey()
    const first = await deriveSolanaKey(key)
    const second = await deriveSolanaKey(key)
    expect(first.address).toBe(second.address)
    expect(bytesToHex(first.seed)).toBe(bytesToHex(second.seed))
    expect(first.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('is HKDF-SHA256 of the wallet key with its own salt and info, then Ed25519', async () => {
    const key = generatePrivateKey()
    const { seed, address } = await deriveSolanaKey(key)
    const expected = new Uint8Array(
      hkdfSync(
        'sha256',
        Buffer.from(key.slice(2), 'hex'),
        'airlock/embedded-wallet/solana',
        'ed25519 seed, account 0, v1',
        32,
      ),
    )
    expect(bytesToHex(seed)).toBe(bytesToHex(expected))
    expect(address).toBe(base58.encode(publicKeyOf(expected)))
    // The seed is not the wallet key, nor any part of it.
    expect(bytesToHex(seed)).not.toContain(key.slice(2, 18))
  })

  it('gives distinct users distinct Solana accounts', async () => {
    const keys = Array.from({ length: 100 }, () => generatePrivateKey())
    const addresses = await Promise.all(
      keys.map(async (key) => (await deriveSolanaKey(key)).address),
    )
    expect(new Set(addresses).size).toBe(100)
  })

  it('signs with Ed25519: the signature verifies for the address, and only for its message', async () => {
    const { seed, address } = await deriveSolanaKey(generatePrivateKey())
    const message = new TextEncoder().encode('Hello from the Airlock web app')
    const signature = signWithSolanaKey(seed, message)
    expect(signature).toHaveLength(64)
    expect(verifies(address, message, signature)).toBe(true)
    expect(verifies(address, new TextEncoder().encode('another message'), signature)).toBe(false)
    const other = await deriveSolanaKey(generatePrivateKey())
    expect(verifies(other.address, message, signature)).toBe(false)
  })

  it('refuses what is not a 32-byte key', async () => {
    await expect(deriveSolanaKey('0x1234' as Hex)).rejects.toThrow('expected a 32-byte wallet key')
  })
})
