import { expect, test } from 'vitest'
import { createSandboxApp } from './createSandboxApp.js'
import { createMailbox } from './mail/createMailbox.js'

test('health answers ok and lists no stand-ins yet', async () => {
  const response = await createSandboxApp().request('/health')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', standIns: [] })
})

test('an unknown path is a 404', async () => {
  expect((await createSandboxApp().request('/nope')).status).toBe(404)
})

test('every HTML page carries a CSP, nosniff, a referrer policy and, outside popups, COOP', async () => {
  const app = createSandboxApp({ mail: { mailbox: createMailbox() } })
  const headers = await Promise.all(
    ['/', '/mail', '/mail/nope'].map(async (path) => {
      const response = await app.request(path)
      return [
        path,
        response.headers.get('content-type')?.startsWith('text/html') ?? false,
        response.headers.has('content-security-policy'),
        response.headers.get('x-content-type-options'),
        response.headers.get('referrer-policy'),
        response.headers.get('cross-origin-opener-policy'),
      ]
    }),
  )
  expect(headers).toEqual([
    ['/', true, true, 'nosniff', 'no-referrer', 'same-origin'],
    ['/mail', true, true, 'nosniff', 'no-referrer', 'same-origin'],
    ['/mail/nope', true, true, 'nosniff', 'no-referrer', 'same-origin'],
  ])
})
