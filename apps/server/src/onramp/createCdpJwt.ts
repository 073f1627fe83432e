import { createPrivateKey, type KeyObject, randomBytes, sign } from 'node:crypto'

export type CreateCdpJwtParameters = {
  /** The CDP API key's name (id), such as `organizations/…/apiKeys/…` or a UUID. */
  keyName: string
  /** Its secret: an EC private key in PEM (ES256) or a base64 Ed25519 key of 64 bytes (EdDSA). */
  keySecret: string
  /** Such as `POST`. */
  method: string
  /** Such as `api.developer.coinbase.com`. */
  host: string
  /** Such as `/onramp/v1/token`. */
  path: string
  /** Seconds since the epoch. Defaults to now. */
  now?: number
}

// CDP rejects a token after two minutes anyway.
const lifetimeSeconds = 120

/**
 * Makes the short-lived bearer token of one Coinbase Developer Platform API request (CDP's key
 * authentication): a JWT whose `kid` and `sub` name the key, `iss` is `cdp`, `uris` holds the one
 * request it may make, valid for two minutes, with a random `nonce`; signed ES256 (raw r‖s) with
 * an EC key or EdDSA with an Ed25519 key.
 *
 * @param parameters - The key and the request.
 * @returns The compact JWT, for `Authorization: Bearer …`.
 *
 * @example
 * import { createCdpJwt } from './onramp/createCdpJwt.js'
 * const jwt = createCdpJwt({ keyName, keySecret, method: 'POST', host: 'api.developer.coinbase.com', path: '/onramp/v1/token' })
 */
export function createCdpJwt({
  keyName,
  keySecret,
  method,
  host,
  path,
  now = Math.floor(Date.now() / 1000),
}: CreateCdpJwtParameters): string {
  const { key, alg } = readKey(keySecret)
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const header = encode({ alg, kid: keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
  const payload = encode({
    sub: keyName,
    iss: 'cdp',
    nbf: now,
    exp: now + lifetimeSeconds,
    uris: [`${method.toUpperCase()} ${host}${path}`],
  })
  const data = Buffer.from(`${header}.${payload}`)
  const signature =
    alg === 'ES256'
      ? sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' })
      : sign(null, data, key)
  return `${header}.${payload}.${signature.toString('base64url')}`
}

function readKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  if (secret.includes('-----BEGIN')) return { key: createPrivateKey(secret), alg: 'ES256' }
  // CDP's Ed25519 secrets are the 32-byte seed followed by the 32-byte public key.
  const bytes = Buffer.from(secret, 'base64')
  if (bytes.length !== 64) throw new Error('Expected an Ed25519 CDP key of 64 bytes in base64')
  const key = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: bytes.subarray(0, 32).toString('base64url'),
      x: bytes.subarray(32).toString('base64url'),
    },
    format: 'jwk',
  })
  return { key, alg: 'EdDSA' }
}
