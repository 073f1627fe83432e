import { expect, test } from 'vitest'
import { createSandboxApp } from './createSandboxApp.js'

test('health answers ok and lists no stand-ins yet', async () => {
  const response = await createSandboxApp().request('/health')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', standIns: [] })
})

test('an unknown path is a 404', async () => {
  expect((await createSandboxApp().request('/nope')).status).toBe(404)
})
