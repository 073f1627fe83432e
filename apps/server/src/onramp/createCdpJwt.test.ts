import { generateKeyPairSync, verify } from 'node:crypto'
import { expect, it } from 'vitest'
import { createCdpJwt } from './createCdpJwt.js'

const request = {
  keyName: 'organizations/org/apiKeys/key',
  method: 'post',
  host: 'api.developer.coinbase.com',
  path: '/onramp/v1/token',
  now: 1_700_000_000,
}
const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

it('signs ES256 with an EC key in PEM, the signature as raw r‖s', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const keySecret = privateKey.export({ format: 'pem', type: 'sec1' }).toString()
  const jwt = createCdpJwt({ ...request, keySecret })
  const [header, payload, signature] = jwt.split('.')
  expect(decode(header)).toMatchObject({ alg: 'ES256', kid: request.keyName, typ: 'JWT' })
  expect(decode(header).nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(decode(payload)).toEqual({
    sub: request.keyName,
    iss: 'cdp',
    nbf: 1_700_000_000,
    exp: 1_700_000_120,
    uris: ['POST api.developer.coinbase.com/onramp/v1/token'],
  })
  const raw = Buffer.from(signature ?? '', 'base64url')
  expect(raw).toHaveLength(64)
  expect(
    verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      raw,
    ),
  ).toBe(true)
})

it('signs EdDSA with a base64 Ed25519 key (seed then public key, as CDP gives it)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const jwk = privateKey.export({ format: 'jwk' })
  const keySecret = Buffer.concat([
    Buffer.from(jwk.d ?? '', 'base64url'),
    Buffer.from(jwk.x ?? '', 'base64url'),
  ]).toString('base64')
  const [header, payload, signature] = createCdpJwt({ ...request, keySecret }).split('.')
  expect(decode(header).alg).toBe('EdDSA')
  expect(
    verify(
      null,
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature ?? '', 'base64url'),
    ),
  ).toBe(true)
})

it('gives every token its own nonce', () => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const keySecret = privateKey.export({ format: 'pem', type: 'sec1' }).toString()
  const nonce = () => decode(createCdpJwt({ ...request, keySecret }).split('.')[0]).nonce
  expect(nonce()).not.toBe(nonce())
})
