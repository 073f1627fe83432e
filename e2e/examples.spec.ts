import { type ChildProcess, spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { nextEnv, type PreparedApp, preparedApp } from '../scripts/prepareExamples.ts'

// Each example is installed from the packed tarballs (packed once, for every app here and for
// examplesQuickStart.spec) and built as a dapp builds it (scripts/prepareExamples.ts: by `npm test`
// beside the unit tests, or else here, every app of this file at once); then the test opens it,
// connects the test wallet and reads the address. The ceiling is for a hung install or build:
// installing the peers and building take minutes on a busy two-core machine.
const buildTimeout = 900_000
const apps: PreparedApp[] = ['vite', 'next', 'without-wagmi', 'oldest-peers']
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

function close(server: Server | undefined): Promise<void> {
  return new Promise((done) => (server ? server.close(() => done()) : done()))
}

function urlOf(server: Server | undefined): string {
  if (!server) throw new Error('the example is not served')
  return `http://localhost:${(server.address() as AddressInfo).port}/`
}

/** A port nothing listens on now, for a server that cannot be told to take any. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** The short address the connect button shows once connected. */
function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * Opens the modal, picks the test wallet, and waits for wagmi's hook to report the account; returns
 * the account's address.
 */
async function connectThroughModal(page: Page, url: string) {
  const wallet = await injectTestWallet(page)
  await page.goto(url)
  await expect(page.getByTestId('wagmi-address')).toHaveText('Not connected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect(page.getByTestId('wagmi-address')).toHaveText(`Connected: ${wallet.address}`)
  await expect(page.getByRole('button', { name: shortAddress(wallet.address) })).toBeVisible()
  return wallet.address
}

test.describe('examples/vite, installed from the packed tarballs', () => {
  let server: Server | undefined

  test.beforeAll(async () => {
    test.setTimeout(buildTimeout)
    const { dist } = await preparedApp('vite', apps)
    server = await serve(dist)
  })
  test.afterAll(() => close(server))

  test('connects the test wallet through the modal; wagmi hooks see the same account', async ({
    page,
  }) => {
    await connectThroughModal(page, urlOf(server))
  })
})

test.describe('examples/next (App Router, server-rendered), installed from the packed tarballs', () => {
  let next: ChildProcess | undefined
  let url = ''

  test.beforeAll(async () => {
    test.setTimeout(buildTimeout)
    const { dir } = await preparedApp('next', apps)
    const port = await freePort()
    url = `http://localhost:${port}/`
    // The production server (`next start`), run directly so the stop signal reaches it.
    next = spawn(
      process.execPath,
      [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-H', 'localhost', '-p', `${port}`],
      { cwd: dir, env: { ...process.env, ...nextEnv }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const started = next
    await new Promise<void>((resolve, reject) => {
      started.once('exit', (code) => reject(new Error(`next start exited with ${code}`)))
      started.stdout?.on('data', (chunk: Buffer) => {
        if (/Ready in/.test(chunk.toString())) resolve()
      })
    })
  })
  test.afterAll(async () => {
    const running = next
    if (!running || running.exitCode !== null) return
    await new Promise((done) => {
      running.once('exit', done)
      running.kill('SIGTERM')
    })
  })

  test('the page is rendered on the server, then connects the test wallet', async ({
    page,
    request,
  }) => {
    // Server-side rendering: the HTML already holds the page and the connect button.
    const html = await (await request.get(url)).text()
    expect(html).toContain('Airlock in a Next.js app')
    expect(html).toContain('data-testid="wagmi-address"')
    await connectThroughModal(page, url)
  })
})

test.describe('examples/without-wagmi (@airlock/core alone), installed from the packed tarballs', () => {
  let server: Server | undefined

  test.beforeAll(async () => {
    test.setTimeout(buildTimeout)
    const { dist } = await preparedApp('without-wagmi', apps)
    server = await serve(dist)
  })
  test.afterAll(() => close(server))

  test('a plain button lists the browser wallets, connects the test wallet and shows its address', async ({
    page,
  }) => {
    const wallet = await injectTestWallet(page)
    await page.goto(urlOf(server))
    const address = page.locator('#address')
    await expect(address).toHaveText('Not connected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect(address).toHaveText(`Connected: ${wallet.address}`)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(address).toHaveText('Not connected')
  })
})

test.describe('the oldest peers supported (wagmi 2, viem 2.40, React 18), from the packed tarballs', () => {
  let server: Server | undefined

  test.beforeAll(async () => {
    test.setTimeout(buildTimeout)
    // The fixture is examples/vite on the oldest peers: the install must resolve (no ERESOLVE),
    // keep one @wagmi/core and one React, and type-check in strict mode.
    const { dist } = await preparedApp('oldest-peers', apps)
    server = await serve(dist)
  })
  test.afterAll(() => close(server))

  test('connects the test wallet through the modal; wagmi 2 hooks see the same account and sign', async ({
    page,
  }) => {
    const address = await connectThroughModal(page, urlOf(server))
    await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address,
        message: 'Hello from wagmi 2',
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)
  })
})
