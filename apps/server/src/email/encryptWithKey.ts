import { createCipheriv, randomBytes } from 'node:crypto'

/**
 * Encrypts with AES-256-GCM under a fresh random 96-bit nonce, authenticating `aad` too (what the
 * ciphertext belongs to: a ciphertext moved to another row or purpose then fails to decrypt).
 *
 * @param key - 32 bytes.
 * @param plaintext - What to encrypt.
 * @param aad - Additional authenticated data, such as `airlock auth share v1 user 7`.
 * @returns base64 of nonce (12 bytes) ‖ ciphertext ‖ tag (16 bytes).
 *
 * @example
 * import { encryptWithKey } from './email/encryptWithKey.js'
 * const sealed = encryptWithKey(dataKey, share, `airlock auth share v1 user ${userId}`)
 */
export function encryptWithKey(key: Uint8Array, plaintext: Uint8Array, aad: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([nonce, ciphertext, cipher.getAuthTag()]).toString('base64')
}
