import { mkdtemp, rm } from 'node:fs/promises'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartSandboxReturnType, startSandbox } from '@airlock/sandbox'
import { loadConfig, startServer } from '@airlock/server'
import { serve } from '@hono/node-server'
import { type Browser, chromium, type Page } from '@playwright/test'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSecure } from '../src/startSecure.js'

/** A local port nothing listens on (it was free a moment ago). */
async function unusedPort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

// The secure origin's half of social login in Chromium, against the real server, secure origin
// and sandbox identity provider on free ports: a page plays the modal's part (popup opened inside
// the click, frame messages over the handshake's MessageChannel), a person logs in at the
// provider in the popup, and the frame answers with a wallet. The modal's own views come later.

type Closable = { close(): Promise<void> }
const closables: Closable[] = []
let sandbox: StartSandboxReturnType
let browser: Browser
let page: Page
let dapp: string
let dataDir: string

const listen = async (app: Hono) => {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closables.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) })
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-social-popup-'))
  const securePort = await unusedPort()
  const secureOrigin = `http://localhost:${securePort}`
  sandbox = await startSandbox({
    port: 0,
    smtpPort: 0,
    oidcClients: [
      {
        provider: 'google',
        clientId: 'airlock-google',
        clientSecret: 'google-secret',
        redirectUris: [`${secureOrigin}/social/callback`],
      },
    ],
  })
  closables.push(sandbox)
  const serverPort = await unusedPort()
  // No chain is needed: point them where nothing answers, never at a stack running beside.
  const noChain = `http://127.0.0.1:${await unusedPort()}`
  const config = loadConfig({
    RPC_URL_31337: noChain,
    RPC_URL_31338: noChain,
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The project `dev` allows http://localhost:*, the dapp page's origin.
    DEV_PROJECT: 'true',
    SMTP_URL: sandbox.smtpUrl,
    SECURE_ORIGIN_URL: secureOrigin,
    OAUTH_GOOGLE_ISSUER: `${sandbox.url}/oidc/google`,
    OAUTH_GOOGLE_CLIENT_ID: 'airlock-google',
    OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
  })
  const server = await startServer({ config })
  closables.push(server)
  const serverUrl = server.url
  closables.push(
    await startSecure({ port: securePort, serverUrl, dataDir: join(dataDir, 'secure') }),
  )
  const dappPort = await listen(new Hono().get('/', (c) => c.html(dappPage(secureOrigin))))
  dapp = `http://localhost:${dappPort}`
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  })
  page = await browser.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  for (const closable of closables.reverse()) await closable.close().catch(() => {})
  await rm(dataDir, { recursive: true, force: true })
})

test('popup at the secure origin → provider → callback → the frame answers with a wallet', async () => {
  await page.goto(dapp)
  await page.waitForFunction(() => (globalThis as unknown as { ready: boolean }).ready)
  const opened = page.waitForEvent('popup')
  await page.click('#google')
  const popup = await opened
  // Opened inside the click at the secure origin's own page, then sent to the provider.
  await popup.waitForURL(/\/oidc\/google\/interaction\//)
  await popup.getByRole('button', { name: /Carol Newcomer/ }).click()
  await popup.getByRole('button', { name: 'Allow' }).click()
  // The callback page hands the answer to the server and the frame, then closes itself.
  await popup.waitForEvent('close')

  const result = await page.evaluate(
    () => (globalThis as unknown as { result: Promise<unknown> }).result,
  )
  expect(result).toMatchObject({
    address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    chainId: '31337',
    userName: 'carol',
    email: 'carol@example.org',
    provider: 'google',
    preferredAccountType: 'eoa',
  })
  const address = (result as { address: string }).address
  const user = await page.evaluate(() =>
    (globalThis as unknown as { request: (name: string) => Promise<unknown> }).request('GET_USER'),
  )
  expect(user).toMatchObject({ address, email: null })
  // The dapp's page saw no message but the frame's answers: no code, no token, no result URL.
  const stray = await page.evaluate(() => (globalThis as unknown as { stray: unknown[] }).stray)
  expect(stray).toEqual([])
}, 60_000)

// The modal's part, as small as it gets: the frame handshake, requests over the port, and the
// social button that opens the popup synchronously in its click.
function dappPage(secure: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dapp</title></head><body>
<button id="google">Continue with Google</button>
<iframe id="frame" title="wallet" src="${secure}/?projectId=dev"></iframe>
<script type="module">
const secure = ${JSON.stringify(secure)}
const channel = new MessageChannel()
const waiting = new Map()
let count = 0
let ready
const isReady = new Promise((resolve) => { ready = resolve })
window.stray = []
window.addEventListener('message', (event) => window.stray.push({ origin: event.origin, data: event.data }))
channel.port1.onmessage = ({ data }) => {
  if (data.type === '@w3m-frame/READY') { window.ready = true; return ready() }
  const entry = waiting.get(data.id)
  if (!entry) return
  waiting.delete(data.id)
  if (data.type.endsWith('_SUCCESS')) entry.resolve(data.payload)
  else entry.reject(new Error(data.payload?.message))
}
const frame = document.getElementById('frame')
frame.addEventListener('load', () =>
  frame.contentWindow.postMessage({ type: '@w3m-app/HANDSHAKE', projectId: 'dev' }, secure, [channel.port2]),
)
window.request = async (name, payload) => {
  await isReady
  const id = String(++count)
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    channel.port1.postMessage({ id, type: '@w3m-app/' + name, payload })
  })
}
document.getElementById('google').addEventListener('click', () => {
  const popup = window.open(secure + '/social/loading?provider=google', 'airlock-social', 'width=600,height=800')
  window.result = (async () => {
    const { uri } = await window.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    popup.location.href = uri
    return window.request('CONNECT_SOCIAL', { uri, chainId: '31337' })
  })().catch((error) => ({ error: error.message }))
})
</script></body></html>`
}
