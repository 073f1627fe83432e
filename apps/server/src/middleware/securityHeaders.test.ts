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
