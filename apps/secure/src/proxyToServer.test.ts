import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { proxyToServer } from './proxyToServer.js'

function setUp() {
  const seen: Request[] = []
  const server = new Hono()
  server.post('/auth/v1/email/verify', async (c) => {
    seen.push(c.req.raw.clone())
    c.header('Set-Cookie', 'airlock-wallet=abc; HttpOnly; SameSite=Strict; Path=/')
    c.header('Set-Cookie', 'other=1; Path=/', { append: true })
    c.header('X-Internal', 'secret')
    return c.json({ user: { email: 'a@b.test' } })
  })
  server.get('/auth/v1/email/me', (c) => c.json({ error: 'no session' }, 401))
  const secure = new Hono()
  secure.all(
    '/auth/v1/email/*',
    proxyToServer({
      serverUrl: 'http://server.test',
      fetch: async (request) => server.request(request),
      clientAddress: () => '203.0.113.7',
    }),
  )
  return { secure, seen }
}

test('forwards the login request with the client address, and brings back the session cookie', async () => {
  const { secure, seen } = setUp()
  const response = await secure.request('http://localhost:8788/auth/v1/email/verify', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'airlock-wallet=old',
      'x-forwarded-for': '10.0.0.1',
      authorization: 'Bearer leak',
    },
    body: JSON.stringify({ code: '123456' }),
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ user: { email: 'a@b.test' } })
  expect(response.headers.getSetCookie()).toEqual([
    'airlock-wallet=abc; HttpOnly; SameSite=Strict; Path=/',
    'other=1; Path=/',
  ])
  expect(response.headers.get('x-internal')).toBeNull()
  const [forwarded] = seen
  expect(forwarded?.headers.get('x-forwarded-for')).toBe('203.0.113.7')
  expect(forwarded?.headers.get('x-forwarded-host')).toBe('localhost:8788')
  expect(forwarded?.headers.get('cookie')).toBe('airlock-wallet=old')
  expect(forwarded?.headers.get('authorization')).toBeNull()
  expect(await forwarded?.json()).toEqual({ code: '123456' })
})

test('passes the server’s refusals through, and answers 502 when it is down', async () => {
  const { secure } = setUp()
  expect((await secure.request('http://localhost:8788/auth/v1/email/me')).status).toBe(401)
  const down = new Hono()
  down.all(
    '/auth/v1/email/*',
    proxyToServer({ serverUrl: 'http://127.0.0.1:1', clientAddress: () => undefined }),
  )
  const response = await down.request('http://localhost:8788/auth/v1/email/me')
  expect(response.status).toBe(502)
  expect(await response.json()).toMatchObject({ name: 'ServerUnavailableError' })
})

test('refuses a body over 64 KiB without calling the server', async () => {
  const { secure, seen } = setUp()
  const response = await secure.request('http://localhost:8788/auth/v1/email/verify', {
    method: 'POST',
    body: 'x'.repeat(64 * 1024 + 1),
  })
  expect(response.status).toBe(413)
  expect(seen).toHaveLength(0)
})

test('refuses an endless streamed body at 64 KiB, without reading the rest (attack)', async () => {
  const { secure, seen } = setUp()
  let pulled = 0
  let cancelled = false
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 16 * 1024
      controller.enqueue(new Uint8Array(16 * 1024))
    },
    cancel() {
      cancelled = true
    },
  })
  const response = await secure.request('http://localhost:8788/auth/v1/email/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: endless,
    duplex: 'half',
  } as RequestInit)
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ name: 'PayloadTooLargeError' })
  expect(cancelled).toBe(true)
  expect(pulled).toBeLessThan(256 * 1024)
  expect(seen).toHaveLength(0)
})

test('refuses a declared length over 64 KiB before reading a byte', async () => {
  const { secure, seen } = setUp()
  const untouchable = new ReadableStream<Uint8Array>({
    pull() {
      throw new Error('must not be read')
    },
  })
  const response = await secure.request('http://localhost:8788/auth/v1/email/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
    body: untouchable,
    duplex: 'half',
  } as RequestInit)
  expect(response.status).toBe(413)
  expect(seen).toHaveLength(0)
})
