import { createDecipheriv } from 'node:crypto'

/**
 * Decrypts what `encryptWithKey` sealed, checking its tag: a wrong key, a changed byte or another
 * `aad` throws instead of returning garbage.
 *
 * @param key - The 32-byte key it was sealed under.
 * @param sealed - base64 of nonce ‖ ciphertext ‖ tag.
 * @param aad - The additional data it was sealed with.
 * @returns The plaintext. Overwrite it (`fill(0)`) once used.
 * @throws When the key, the data or `aad` is wrong.
 *
 * @example
 * import { decryptWithKey } from './email/decryptWithKey.js'
 * const share = decryptWithKey(dataKey, row.authShare, `airlock auth share v1 user ${userId}`)
 */
export function decryptWithKey(key: Uint8Array, sealed: string, aad: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length < 12 + 16) throw new Error('Sealed value is too short')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()])
}
