import { toBase64Url } from './base64Url.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'

/** A P-256 public key as a JWK: the secure origin's recovery key, written into the frame's page. */
export type RecoveryPublicKey = { kty: 'EC'; crv: 'P-256'; x: string; y: string }

/**
 * Encrypts a wallet's recovery share to the secure origin's recovery key (ECDH P-256 with a fresh
 * key per share, HKDF-SHA-256, AES-256-GCM), in the frame, before the share leaves it. The Airlock
 * server keeps only this sealed form: it holds the auth share, but cannot open the recovery share,
 * so it never has two shares. Only the secure origin's backend, which has the private key and no
 * share of its own, can open it, and only to hand it back to the frame of a logged-in user.
 *
 * @param share - The recovery share, `0x`-hex.
 * @param publicKey - The recovery key's public half.
 * @returns The sealed share: base64url of `{ v, epk, iv, ct }`.
 *
 * @example
 * import { sealRecoveryShare } from './recovery/sealRecoveryShare.js'
 * const sealed = await sealRecoveryShare(shares.recovery, config.recoveryKey)
 */
export async function sealRecoveryShare(
  share: string,
  publicKey: RecoveryPublicKey,
): Promise<string> {
  const subtle = globalThis.crypto.subtle
  const recipient = await subtle.importKey(
    'jwk',
    { ...publicKey, ext: true },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const ephemeral = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])
  const secret = await subtle.deriveBits(
    { name: 'ECDH', public: recipient },
    ephemeral.privateKey,
    256,
  )
  const epk = await subtle.exportKey('jwk', ephemeral.publicKey)
  const key = await deriveRecoveryKey(secret, `${epk.x}.${epk.y}`, ['encrypt'])
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const ct = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(share)),
  )
  const sealed = { v: 1, epk: { x: epk.x, y: epk.y }, iv: toBase64Url(iv), ct: toBase64Url(ct) }
  return toBase64Url(new TextEncoder().encode(JSON.stringify(sealed)))
}
