import { Hono } from 'hono'
import { expect, it } from 'vitest'
import { defaultPageCsp, securityHeaders } from './securityHeaders.js'

const app = new Hono()
  .use(securityHeaders)
  .get('/page', (c) => c.html('<!doctype html><p>hi</p>'))
  .get('/approval', (c) => {
    // Like the e-mail approval page: its own policy and referrer policy stay.
    c.header('Content-Security-Policy', "default-src 'none'; form-action 'self'")
    c.header('Referrer-Policy', 'same-origin')
    return c.html('<!doctype html><form method="post"></form>')
  })
  .get('/json', (c) => c.json({ ok: true }))

const headersOf = async (path: string) => {
  const response = await app.request(path)
  return {
    csp: response.headers.get('content-security-policy'),
    nosniff: response.headers.get('x-content-type-options'),
    referrer: response.headers.get('referrer-policy'),
    coop: response.headers.get('cross-origin-opener-policy'),
  }
}

it('gives every HTML page a CSP, nosniff, a referrer policy and COOP, keeping its own', async () => {
  expect(await headersOf('/page')).toEqual({
    csp: defaultPageCsp,
    nosniff: 'nosniff',
    referrer: 'no-referrer',
    coop: 'same-origin',
  })
  expect(await headersOf('/approval')).toEqual({
    csp: "default-src 'none'; form-action 'self'",
    nosniff: 'nosniff',
    referrer: 'same-origin',
    coop: 'same-origin',
  })
})

it('marks every other answer nosniff, and leaves page headers to pages', async () => {
  expect(await headersOf('/json')).toEqual({
    csp: null,
    nosniff: 'nosniff',
    referrer: null,
    coop: null,
  })
})

it("serves a JSON answer as the handler built it (nosniff set before, not by rebuilding the response), and a handler's own Response too", async () => {
  const built = new Map<string, Response>()
  const served = new Map<string, Response>()
  const tracked = new Hono()
    .use(async (c, next) => {
      await next()
      served.set(c.req.path, c.res)
    })
    .use(securityHeaders)
    .get('/json', (c) => {
      const response = c.json({ ok: true })
      built.set('/json', response)
      return response
    })
    .get('/raw', () => new Response('plain', { headers: { 'content-type': 'text/plain' } }))
  const json = await tracked.request('/json')
  expect(json.headers.get('x-content-type-options')).toBe('nosniff')
  // A header set on a finished response makes Hono copy it into a new one (its body a stream):
  // a cost on every request, and the node server's fast path for string bodies lost.
  expect(served.get('/json')).toBe(built.get('/json'))
  const raw = await tracked.request('/raw')
  expect(raw.headers.get('x-content-type-options')).toBe('nosniff')
  expect(await raw.text()).toBe('plain')
})
