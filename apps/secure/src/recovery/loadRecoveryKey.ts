import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { RecoveryPublicKey } from './sealRecoveryShare.js'

/** The secure origin's recovery key: the private half opens sealed recovery shares. */
export type RecoveryKey = { privateKey: CryptoKey; publicKey: RecoveryPublicKey }

export type LoadRecoveryKeyParameters = {
  /** `WALLET_RECOVERY_KEY`: the private key as a P-256 JWK in JSON. Wins over `file`. */
  jwk?: string | undefined
  /** Where the key is kept when `jwk` is not given; created (mode 0600) on first start. */
  file?: string | undefined
}

/**
 * Loads the secure origin's recovery key, or creates it on first start. It is the operator's
 * "automatic recovery": with it, a user who lost every device gets their wallet back on a new one
 * after logging in. It lives with the secure origin, never on the Airlock server, which holds the
 * auth share: no single server holds two shares. Back it up; losing it loses that recovery path.
 *
 * @param parameters - A JWK from the environment, or a file.
 * @returns The key.
 * @throws When the JWK is not a P-256 private key.
 *
 * @example
 * import { loadRecoveryKey } from './recovery/loadRecoveryKey.js'
 * const key = await loadRecoveryKey({ jwk: process.env.WALLET_RECOVERY_KEY, file: '.data/secure/recovery-key.json' })
 */
export async function loadRecoveryKey({
  jwk,
  file,
}: LoadRecoveryKeyParameters): Promise<RecoveryKey> {
  const subtle = globalThis.crypto.subtle
  let text = jwk
  if (text === undefined && file) text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) {
    const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    text = JSON.stringify(await subtle.exportKey('jwk', pair.privateKey))
    if (file) {
      await mkdir(dirname(file), { recursive: true, mode: 0o700 })
      await writeFile(file, text, { mode: 0o600, flag: 'wx' })
      await chmod(file, 0o600)
    }
  }
  const parsed = JSON.parse(text) as JsonWebKey
  if (parsed.kty !== 'EC' || parsed.crv !== 'P-256' || !parsed.d || !parsed.x || !parsed.y)
    throw new Error('WALLET_RECOVERY_KEY must be a P-256 private key as a JWK')
  const privateKey = await subtle.importKey(
    'jwk',
    parsed,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  )
  return { privateKey, publicKey: { kty: 'EC', crv: 'P-256', x: parsed.x, y: parsed.y } }
}
