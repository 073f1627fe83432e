import { getBase58Decoder } from '@solana/kit'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

test('accepts every 32-byte key and refuses other lengths and alphabets', () => {
  const base58 = getBase58Decoder()
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) =>
      isSolanaAddress(base58.decode(bytes)),
    ),
  )
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
      fc.pre(bytes.length !== 32)
      expect(isSolanaAddress(base58.decode(bytes))).toBe(false)
    }),
  )
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  expect(isSolanaAddress('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxl')).toBe(false)
})
