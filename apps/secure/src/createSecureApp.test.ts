import { expect, test } from 'vitest'
import { createSecureApp } from './createSecureApp.js'

test('serves the page under a CSP that only lets allowed origins frame it', async () => {
  const app = createSecureApp({ frameAncestors: ['https://dapp.example'] })
  const response = await app.request('/')
  expect(response.status).toBe(200)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain('frame-ancestors https://dapp.example')
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toMatch(/unsafe-(inline|eval)/)
})

test('health answers ok', async () => {
  const response = await createSecureApp().request('/health')
  expect(await response.json()).toEqual({ status: 'ok' })
})
