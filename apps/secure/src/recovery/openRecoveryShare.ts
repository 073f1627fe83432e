import { z } from 'zod'
import { fromBase64Url } from './base64Url.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'

const sealedShare = z.object({
  v: z.literal(1),
  epk: z.object({ x: z.string().max(64), y: z.string().max(64) }),
  iv: z.string().max(32),
  ct: z.string().max(512),
})

/**
 * Opens a recovery share sealed by `sealRecoveryShare`, on the secure origin's backend, with the
 * recovery key's private half.
 *
 * @param sealed - The sealed share, as the Airlock server stored it.
 * @param privateKey - The recovery key (an ECDH P-256 `CryptoKey` with `deriveBits`).
 * @returns The recovery share, `0x`-hex.
 * @throws When the sealed form is malformed, or was sealed to another key or altered (AES-GCM).
 *
 * @example
 * import { openRecoveryShare } from './recovery/openRecoveryShare.js'
 * const share = await openRecoveryShare(sealed, recoveryKey.privateKey)
 */
export async function openRecoveryShare(sealed: string, privateKey: CryptoKey): Promise<string> {
  const subtle = globalThis.crypto.subtle
  const parsed = sealedShare.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(sealed))))
  const ephemeral = await subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: parsed.epk.x, y: parsed.epk.y, ext: true },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const secret = await subtle.deriveBits({ name: 'ECDH', public: ephemeral }, privateKey, 256)
  const key = await deriveRecoveryKey(secret, `${parsed.epk.x}.${parsed.epk.y}`, ['decrypt'])
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(parsed.iv) },
    key,
    fromBase64Url(parsed.ct),
  )
  return new TextDecoder().decode(plain)
}
