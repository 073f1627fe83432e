import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { buildExample } from '../scripts/buildExample.ts'

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 8787}`
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** Serves a built static app on localhost (an origin the dev project allows), index.html for `/`. */
function serve(dist: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(dist, path)
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html')
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)))
}

test.describe('examples/vite, installed from the packed tarballs', () => {
  let server: Server | undefined

  test.beforeAll(async () => {
    // A ceiling for a hung install or build: packing, installing the peers and building take
    // minutes on a busy two-core machine.
    test.setTimeout(900_000)
    const { dist } = buildExample('vite', { VITE_AIRLOCK_API_URL: serverOrigin })
    server = await serve(dist)
  })
  test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

  test('connects the test wallet through the modal; wagmi hooks see the same account', async ({
    page,
  }) => {
    const wallet = await injectTestWallet(page)
    if (!server) throw new Error('the example is not served')
    const { port } = server.address() as AddressInfo
    await page.goto(`http://localhost:${port}/`)
    await expect(page.getByTestId('wagmi-address')).toHaveText('Not connected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect(page.getByTestId('wagmi-address')).toHaveText(`Connected: ${wallet.address}`)
    await expect(
      page.getByRole('button', {
        name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
      }),
    ).toBeVisible()
  })
})
