import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

/** What the fake's token endpoint answers next: the ID token's claims, how it is signed, a delay. */
export type FakeTokenAnswer = {
  claims: JWTPayload
  /** `good`: the key its JWKS publishes; `other`: a key it does not, under the same `kid`. */
  key?: 'good' | 'other'
  kid?: string
  /** `none`: an unsigned token. */
  alg?: 'RS256' | 'none'
  /** Milliseconds before it answers at all. */
  delayMs?: number
}

/**
 * An OpenID Connect provider that misbehaves on purpose, for the attacks the sandbox's honest
 * provider cannot stage: discovery and a JWKS like any issuer, and a token endpoint that answers
 * whatever ID token the test sets (wrong audience, issuer, nonce, expiry, key or algorithm), or
 * answers late. Built with jose on a free port of 127.0.0.1.
 */
export async function startFakeOidcProvider() {
  const good = await generateKeyPair('RS256')
  const other = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(good.publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' }
  let issuer = ''
  let next: FakeTokenAnswer | undefined
  const app = new Hono()
    .get('/.well-known/openid-configuration', (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      }),
    )
    .get('/jwks', (c) => c.json({ keys: [jwk] }))
    .post('/token', async (c) => {
      const answer = next
      if (!answer) return c.json({ error: 'invalid_grant' }, 400)
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      const header = { alg: answer.alg ?? 'RS256', kid: answer.kid ?? 'fake-1', typ: 'JWT' }
      const idToken =
        answer.alg === 'none'
          ? `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(answer.claims)).toString('base64url')}.`
          : await new SignJWT(answer.claims)
              .setProtectedHeader(header)
              .sign(answer.key === 'other' ? other.privateKey : good.privateKey)
      return c.json({ access_token: 'fake-access-token', token_type: 'Bearer', id_token: idToken })
    })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    /** Sets the next token answer. */
    answer(value: FakeTokenAnswer) {
      next = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
      }),
  }
}
