const info = new TextEncoder().encode('airlock recovery share v1')

/**
 * The AES-256-GCM key of one sealed recovery share: HKDF-SHA-256 over the ECDH secret, salted with
 * the ephemeral public key it came from, so a key is bound to one sealing.
 *
 * @param secret - The ECDH shared secret (256 bits).
 * @param salt - `${epk.x}.${epk.y}` of the ephemeral key.
 * @param usages - `['encrypt']` to seal, `['decrypt']` to open.
 * @returns The key.
 *
 * @example
 * import { deriveRecoveryKey } from './recovery/deriveRecoveryKey.js'
 * const key = await deriveRecoveryKey(secret, `${epk.x}.${epk.y}`, ['encrypt'])
 */
export async function deriveRecoveryKey(
  secret: ArrayBuffer,
  salt: string,
  usages: KeyUsage[],
): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle
  const material = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(salt), info },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    usages,
  )
}
