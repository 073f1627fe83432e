import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { createRelayIdentity, signRelayJwt } from '../../test/relayClient.js'
import { RelayAuthError } from '../errors/relay.js'
import { decodeDidKey } from './decodeDidKey.js'
import { verifyRelayJwt } from './verifyRelayJwt.js'

const aud = 'ws://127.0.0.1:8787/relay'
const audiences = [aud, 'wss://airlock.example.org/relay']
const identity = createRelayIdentity()
const now = Math.floor(Date.now() / 1000)

function reasonOf(token: string | null, parameters = {}) {
  try {
    verifyRelayJwt(token, { audiences, ...parameters })
  } catch (error) {
    if (error instanceof RelayAuthError) return error.reason
    throw error
  }
  return 'valid'
}

describe('verifyRelayJwt', () => {
  it('accepts the token @walletconnect/relay-auth signs, and names its issuer', async () => {
    const keyPair = generateKeyPair()
    const token = await signJWT('a'.repeat(64), aud, 86_400, keyPair)
    const verified = verifyRelayJwt(token, { audiences })
    expect(verified.clientId).toMatch(/^did:key:z6Mk/)
    expect(decodeDidKey(verified.clientId)).toEqual(keyPair.publicKey)
    expect(verified.subject).toBe('a'.repeat(64))
  })

  it('accepts any of the audiences, however the URL is spelled', () => {
    for (const spelling of [
      aud,
      `${aud}/`,
      'WS://127.0.0.1:8787/relay?x=1',
      'wss://airlock.example.org:443/relay',
    ])
      expect(reasonOf(signRelayJwt(identity, { aud: spelling })), spelling).toBe('valid')
  })

  it('refuses missing, malformed, tampered, expired, future, foreign and unsigned tokens', () => {
    const valid = signRelayJwt(identity, { aud })
    const [header, claims, signature] = valid.split('.') as [string, string, string]
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(claims, 'base64url').toString()),
        aud: 'ws://x/relay',
      }),
    ).toString('base64url')
    const other = createRelayIdentity()
    expect({
      missing: reasonOf(null),
      empty: reasonOf(''),
      garbage: reasonOf('a.b.c'),
      twoParts: reasonOf(`${header}.${claims}`),
      tampered: reasonOf(`${header}.${forged}.${signature}`),
      otherIssuer: reasonOf(signRelayJwt(other, { aud, iss: identity.clientId })),
      notDidKey: reasonOf(signRelayJwt(identity, { aud, iss: 'did:web:example.org' })),
      truncatedSignature: reasonOf(`${header}.${claims}.${signature.slice(0, 40)}`),
      expired: reasonOf(signRelayJwt(identity, { aud, iat: now - 90_000, exp: now - 1 })),
      issuedInFuture: reasonOf(signRelayJwt(identity, { aud, iat: now + 600, exp: now + 86_400 })),
      tooLong: reasonOf(signRelayJwt(identity, { aud, iat: now, exp: now + 30 * 86_400 })),
      wrongAudience: reasonOf(signRelayJwt(identity, { aud: 'ws://127.0.0.1:9999/relay' })),
      vendorAudience: reasonOf(signRelayJwt(identity, { aud: 'wss://relay.walletconnect.org' })),
      algNone: reasonOf(signRelayJwt(identity, { aud, header: { alg: 'none', typ: 'JWT' } })),
      algHs256: reasonOf(signRelayJwt(identity, { aud, header: { alg: 'HS256', typ: 'JWT' } })),
    }).toMatchInlineSnapshot(`
      {
        "algHs256": "algorithm",
        "algNone": "algorithm",
        "empty": "missing",
        "expired": "expired",
        "garbage": "malformed",
        "issuedInFuture": "issuedInFuture",
        "missing": "missing",
        "notDidKey": "issuer",
        "otherIssuer": "signature",
        "tampered": "signature",
        "tooLong": "lifetime",
        "truncatedSignature": "signature",
        "twoParts": "malformed",
        "vendorAudience": "audience",
        "wrongAudience": "audience",
      }
    `)
  })

  it('allows a client clock a little ahead', () => {
    const token = signRelayJwt(identity, { aud, iat: now + 60 })
    expect(reasonOf(token)).toBe('valid')
    expect(reasonOf(token, { clockSkewSeconds: 10 })).toBe('issuedInFuture')
  })
})

describe('decodeDidKey', () => {
  it('reads only Ed25519 did:keys', () => {
    expect(decodeDidKey(identity.clientId)).toHaveLength(32)
    expect(decodeDidKey('did:key:z6LSbysY2xFMRpGMhb7tFTLMpeuPRaqaWM1yECx2AtzE3KCc')).toBeUndefined() // X25519
    expect(decodeDidKey('did:key:z0OIl')).toBeUndefined()
    expect(decodeDidKey('did:key:zz')).toBeUndefined()
    expect(decodeDidKey(`did:key:z${'z'.repeat(100)}`)).toBeUndefined()
  })
})
