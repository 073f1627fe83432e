import { authSessionResponse } from '@airlock/protocol/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { alice, bob, origin, useSiwxDevnet, useSiwxHarness } from '../../test/siwxHarness.js'
import { hashToken } from '../auth/hashToken.js'
import { authAccounts, authNonces, authSessions } from '../db/schema.js'

const chain = useSiwxDevnet()

describeEachBackend('/auth/v1', (backend) => {
  const siwx = useSiwxHarness(backend, chain)
  const { mount, request, getNonce, createMessage, authenticate, signIn, expectRefusal } = siwx

  describe('sessions', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    it('GET /me answers the session from the bearer token or the cookie, else 401', async () => {
      const before = Date.now()
      const token = await signIn()
      const fromBearer = await request('me', { headers: bearer(token) })
      expect(fromBearer.status).toBe(200)
      const me = authSessionResponse.parse(await fromBearer.json())
      expect(me).toEqual({
        address: alice.address,
        chainId: 31337,
        caip2Network: 'eip155:31337',
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      })
      expect(Date.parse(me.issuedAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(me.expiresAt) - Date.parse(me.issuedAt)).toBe(12 * 3600_000)
      const fromCookie = await request('me', { headers: { cookie: `airlock-siwx-siwe=${token}` } })
      expect(await fromCookie.json()).toEqual(me)

      await expectRefusal(request('me'), 401, 'NotSignedInError', 'Not signed in')
      for (const headers of [
        bearer('x'.repeat(43)),
        bearer('short'),
        { authorization: 'Basic abc' },
        { cookie: `airlock-siwx-other=${token}` },
      ])
        await expectRefusal(request('me', { headers }), 401, 'NotSignedInError', 'Not signed in')
      // Another project's token signs nobody in here.
      await expectRefusal(
        request('me', { project: 'other', headers: bearer(token) }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
    })

    it('POST /sign-out revokes the session at once and clears the cookie', async () => {
      const token = await signIn()
      const response = await request('sign-out', { method: 'POST', headers: bearer(token) })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ revoked: true })
      expect(response.headers.get('set-cookie')).toBe(
        'airlock-siwx-siwe=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      )
      await expectRefusal(
        request('me', { headers: bearer(token) }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      await expectRefusal(
        request('me', { headers: { cookie: `airlock-siwx-siwe=${token}` } }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      const [row] = await siwx.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)))
      expect(row?.revokedAt).toBeInstanceOf(Date)
      const again = await request('sign-out', { method: 'POST', headers: bearer(token) })
      expect(await again.json()).toEqual({ revoked: false })

      // By cookie, as a browser signs out.
      const other = await signIn()
      const byCookie = await request('sign-out', {
        method: 'POST',
        headers: { cookie: `airlock-siwx-siwe=${other}` },
      })
      expect(await byCookie.json()).toEqual({ revoked: true })
      expect((await request('me', { headers: bearer(other) })).status).toBe(401)
    })

    it('a session expires after 12 h', async () => {
      const token = await signIn()
      siwx.skewMs = 12 * 3600_000 - 60_000
      expect((await request('me', { headers: bearer(token) })).status).toBe(200)
      siwx.skewMs = 12 * 3600_000 + 1
      expect((await request('me', { headers: bearer(token) })).status).toBe(401)
    })

    it('PUT /account-metadata stores a small JSON object per account, shown by /me?includeAppKitAccount', async () => {
      const token = await signIn()
      const put = (body: string, headers: Record<string, string> = bearer(token)) =>
        request('account-metadata', {
          method: 'PUT',
          headers: { 'content-type': 'text/plain', ...headers },
          body,
        })
      const metadata = { theme: 'dark', favourites: ['swap'] }
      const response = await put(JSON.stringify({ metadata }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ metadata })
      const me = await request('me?includeAppKitAccount=true', { headers: bearer(token) })
      expect(authSessionResponse.parse(await me.json()).appKitAccount).toEqual({
        address: alice.address,
        caip2_chain: 'eip155:31337',
        metadata,
      })
      // Another session of the same account sees it; another account does not.
      const again = await signIn()
      const seen = await request('me?includeAppKitAccount=true', { headers: bearer(again) })
      expect(authSessionResponse.parse(await seen.json()).appKitAccount?.metadata).toEqual(metadata)
      const bobs = await signIn({ signer: bob, fields: { address: bob.address } })
      const unseen = await request('me?includeAppKitAccount=true', { headers: bearer(bobs) })
      expect(authSessionResponse.parse(await unseen.json()).appKitAccount?.metadata).toBeNull()

      await expectRefusal(
        put(JSON.stringify({ metadata: { blob: 'x'.repeat(5000) } })),
        413,
        'PayloadTooLargeError',
        'Request body is larger than 4096 bytes',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata: { blob: 'x'.repeat(10_000) } })),
        413,
        'PayloadTooLargeError',
        'Request body is larger than 5120 bytes',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata: 'text' })),
        400,
        'ValidationError',
        'Invalid request body field "metadata": Invalid input: expected record, received string',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata }), {}),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      expect((await put(JSON.stringify({ metadata: null }))).status).toBe(200)
      const [row] = await siwx.database.db
        .select()
        .from(authAccounts)
        .where(eq(authAccounts.address, alice.address))
      expect(row?.metadata).toBeNull()
    })

    it('sweeps nonces an hour after they expire, and sessions a week after they end', async () => {
      const { nonce } = await getNonce()
      const token = await signIn()
      const stored = async () => ({
        nonce: (await siwx.database.db.select().from(authNonces).where(eq(authNonces.nonce, nonce)))
          .length,
        session: (
          await siwx.database.db
            .select()
            .from(authSessions)
            .where(eq(authSessions.tokenHash, hashToken(token)))
        ).length,
      })
      // Half an hour after its expiry a nonce is kept, so that reusing it is reported as reuse.
      siwx.skewMs = 35 * 60_000
      await request('nonce', {}, mount())
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await stored()).toEqual({ nonce: 1, session: 1 })
      siwx.skewMs = 8 * 24 * 3600_000
      await request('nonce', {}, mount())
      await vi.waitFor(async () => expect(await stored()).toEqual({ nonce: 0, session: 0 }))
    })

    it('answers a preflight from an allowed origin for the headers the client sends', async () => {
      const response = await request('authenticate', {
        method: 'OPTIONS',
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-nonce-jwt',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-nonce-jwt')
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT')
    })

    it('over https the cookie is Secure and __Host- prefixed', async () => {
      const secure = mount({ secureCookies: true })
      const { nonce, token } = await getNonce({ target: secure })
      const message = createMessage(nonce)
      const response = await authenticate(
        { message, signature: await alice.signMessage({ message }), token },
        secure,
      )
      const { token: session } = (await response.json()) as { token: string }
      expect(response.headers.get('set-cookie')).toBe(
        `__Host-airlock-siwx-siwe=${session}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax`,
      )
      const me = await request(
        'me',
        { headers: { cookie: `__Host-airlock-siwx-siwe=${session}` } },
        secure,
      )
      expect(me.status).toBe(200)
    })
  })
})
