import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { getFreePort } from './getFreePort.js'
import { isPortFree } from './isPortFree.js'

test('tells a free port from a taken one', async () => {
  const port = await getFreePort()
  expect(await isPortFree(port)).toBe(true)
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  expect(await isPortFree(port)).toBe(false)
  await new Promise((resolve) => server.close(resolve))
  expect(await isPortFree(port)).toBe(true)
})

test('a port taken on all interfaces is not free on 127.0.0.1', async () => {
  const port = await getFreePort()
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve))
  expect(await isPortFree(port)).toBe(false)
  await new Promise((resolve) => server.close(resolve))
})
