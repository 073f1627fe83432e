import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLogger } from '../createLogger.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { securityHeaders } from '../middleware/securityHeaders.js'
import { consoleCsp, consolePageRoutes } from './consolePage.js'

let directory: string
let app: Hono

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'airlock-console-'))
  await mkdir(join(directory, 'assets'))
  await writeFile(join(directory, 'index.html'), '<!doctype html><title>console</title>')
  await writeFile(join(directory, 'assets', 'index-abc.js'), 'console.log(1)')
  await writeFile(join(directory, 'secret.txt'), 'not served')
  app = new Hono().use(securityHeaders).route('/', consolePageRoutes({ directory }))
  app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
})
afterAll(() => rm(directory, { recursive: true, force: true }))

it('serves the page with its strict CSP, uncached, and its hashed assets cached', async () => {
  const page = await app.request('/console/')
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toBe(consoleCsp)
  expect(consoleCsp).not.toContain('unsafe')
  expect(page.headers.get('cache-control')).toBe('no-store')
  expect(await page.text()).toContain('<title>console</title>')
  const script = await app.request('/console/assets/index-abc.js')
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(script.headers.get('cache-control')).toContain('immutable')
  expect((await app.request('/console')).headers.get('location')).toBe('/console/')
})

it('serves nothing else of the folder, and 404 for a missing build', async () => {
  for (const path of [
    '/console/secret.txt',
    '/console/assets/..%2Fsecret.txt',
    '/console/assets/missing.js',
    '/console/assets/.hidden.js',
  ])
    expect((await app.request(path)).status, path).toBe(404)
  const empty = new Hono().route('/', consolePageRoutes({ directory: join(directory, 'none') }))
  empty.onError(errorHandler(createLogger({ logLevel: 'silent' })))
  const missing = await empty.request('/console/')
  expect(missing.status).toBe(404)
  expect(((await missing.json()) as { message: string }).message).toContain('npm run build')
})
