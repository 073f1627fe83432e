import { verify } from 'node:crypto'
import { expect, test } from 'vitest'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

test("derives what wallets derive along m/44'/501'/n'/0'", () => {
  // The Solana Cookbook's "restore a BIP-44 mnemonic" example prints these addresses for this
  // mnemonic (the same that Phantom and Solflare show for accounts 1 and 2).
  const mnemonic = 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact'
  expect(deriveSolanaKeypair(mnemonic, 0).address).toBe(
    '5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N',
  )
  expect(deriveSolanaKeypair(mnemonic, 1).address).toBe(
    'GcXbfQ5yY3uxCyBNDPBbR5FjumHf89E7YHXuULfGDBBv',
  )
  expect(deriveSolanaKeypair(mnemonic, 3).derivationPath).toBe("m/44'/501'/3'/0'")
})

test('the keypair signs verifiably and exports wallet-format secret keys', () => {
  const keypair = deriveSolanaKeypair(
    'test test test test test test test test test test test junk',
    1,
  )
  const message = new TextEncoder().encode('airlock')
  const signature = keypair.sign(message)
  expect(signature).toHaveLength(64)
  const publicKey = {
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(keypair.publicKey).toString('base64url') },
    format: 'jwk',
  } as const
  expect(verify(null, message, publicKey, signature)).toBe(true)
  expect(keypair.secretKey.subarray(32)).toEqual(keypair.publicKey)
})

test('refuses indices a hardened path cannot hold', () => {
  expect(() => deriveSolanaKeypair('a b c', -1)).toThrow('out of range')
  expect(() => deriveSolanaKeypair('a b c', 2 ** 31)).toThrow('out of range')
})
