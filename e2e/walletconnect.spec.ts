// WalletConnect end to end: the modal's QR code, the test wallet pairing with it from this
// process through the Airlock server's own relay, a signature, a reload, and a disconnect from
// the wallet's side. Nothing may reach a vendor host.
import { createWalletConnectWallet, type WalletConnectWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { verifyMessage } from 'viem'

const port = process.env.PORT ?? 8787
const relayUrl = `ws://127.0.0.1:${port}/relay`
const rpcUrls = {
  31337: `http://127.0.0.1:${process.env.DEVNET_PORT ?? 8545}`,
  31338: `http://127.0.0.1:${process.env.DEVNET_L2_PORT ?? 8546}`,
}
// The web app's ConnectionPanel signs this (apps/web/src/App/messages.ts).
const message = 'Hello from the Airlock web app'

let wallet: WalletConnectWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

/** Vite's dev-server socket (hot reload), which `npm start` serves the web app with. */
const isViteSocket = (url: string) => new URL(url).searchParams.has('token')

/** Every host the page reached, by HTTP or WebSocket. */
function watchHosts(page: Page) {
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http')) hosts.add(url.hostname)
  })
  page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname))
  return hosts
}

test('pairs a WalletConnect wallet by QR code through our relay, signs, survives a reload, sees the wallet disconnect', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const hosts = watchHosts(page)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  wallet = await createWalletConnectWallet({ relayUrl, rpcUrls })
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`

  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const opened = Date.now()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
  await expect(qr).toBeVisible({ timeout: 20_000 })
  const qrAfter = Date.now() - opened
  await expect(dialog.getByRole('status')).toContainText('Scan with your wallet')

  // The URI, as the page holds it, as the copy button would copy it, and as the QR code reads.
  const uri = (await dialog.getByTestId('walletconnect-qr').getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await dialog.getByRole('button', { name: 'Copy link' }).getAttribute('data-uri')).toBe(uri)
  const png = PNG.sync.read(await qr.screenshot())
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(uri)
  await page.screenshot({ path: 'e2e/screenshots/walletconnect-qr.png' })

  const pairing = Date.now()
  expect(await wallet.pair(uri)).toMatch(/^[0-9a-f]{64}$/)
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  const connectedAfter = Date.now() - pairing
  await expect(dialog).toBeHidden()
  const panel = page.getByTestId('wagmi-panel')
  await expect(panel).toContainText(wallet.address)
  await expect(panel).toContainText('WalletConnect')

  // A signature from the web app's own wagmi hook, answered by the wallet over the relay.
  const signing = Date.now()
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const signedAfter = Date.now() - signing
  expect(
    await verifyMessage({
      address: wallet.address,
      message,
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  console.info(
    `QR shown ${qrAfter} ms after the click; connected ${connectedAfter} ms after pairing; personal_sign answered in ${signedAfter} ms`,
  )

  // The session survives a reload, and still signs.
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByTestId('wagmi-panel')).toContainText(wallet.address)
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(wallet.requests.map((request) => request.method)).toEqual([
    'personal_sign',
    'personal_sign',
  ])

  // The wallet ends the session: the page goes back to Connect Wallet, and stays there.
  await wallet.disconnect()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByText('No wallet connected.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // The page's sockets: the relay's (a new one per load), and Vite's own in development.
  const relaySockets = sockets.filter((socket) => socket.startsWith(`${relayUrl}?`))
  expect(relaySockets.length).toBeGreaterThanOrEqual(2)
  expect(
    sockets.filter((socket) => !relaySockets.includes(socket) && !isViteSocket(socket)),
  ).toEqual([])
  expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([])
})

test('a declined pairing says so, and Try again shows a new code that connects, with the browser offline', async ({
  page,
}) => {
  // No internet, only the LAN or loopback relay: the client libraries would refuse to try.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
  )
  const hosts = watchHosts(page)
  wallet = await createWalletConnectWallet({ relayUrl, rpcUrls })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const code = dialog.getByTestId('walletconnect-qr')
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  const first = (await code.getAttribute('data-uri')) ?? ''

  wallet.rejectNext()
  expect(await wallet.pair(first)).toBeUndefined()
  await expect(dialog.getByRole('status')).toContainText('Connection declined')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  const second = (await code.getAttribute('data-uri')) ?? ''
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(
    page.getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` }),
  ).toBeVisible()

  // Disconnecting from the page ends the session on the wallet too.
  await page
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect.poll(() => wallet?.sessions().length).toBe(0)
  expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([])
})

/** A `wc:` URI's `expiryTimestamp`, in seconds since the epoch. */
function expiryOf(uri: string) {
  return Number(new URLSearchParams(uri.slice(uri.indexOf('?') + 1)).get('expiryTimestamp'))
}

test('a new code replaces the shown one when 10 s of its 4 minutes remain, and connects', async ({
  page,
}) => {
  await page.clock.install()
  wallet = await createWalletConnectWallet({ relayUrl, rpcUrls })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const code = page.getByRole('dialog', { name: 'WalletConnect' }).getByTestId('walletconnect-qr')
  const asked = await page.evaluate(() => Date.now())
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  const first = (await code.getAttribute('data-uri')) ?? ''
  const shown = await page.evaluate(() => Date.now())
  // The URI itself says it lives 4 minutes (not the sign client's 5).
  const firstExpiry = expiryOf(first)
  expect(firstExpiry).toBeGreaterThanOrEqual(Math.floor(asked / 1000) + 240)
  expect(firstExpiry).toBeLessThanOrEqual(Math.floor(shown / 1000) + 240)

  await page.clock.fastForward('03:45')
  await page.waitForTimeout(500)
  expect(await code.getAttribute('data-uri')).toBe(first)
  await page.clock.fastForward('00:06')
  await expect(code).not.toHaveAttribute('data-uri', first, { timeout: 10_000 })
  const second = (await code.getAttribute('data-uri')) ?? ''
  expect(second).toMatch(/^wc:/)
  // Renewed while the first was still valid, and the new one lives 4 minutes from now.
  const renewed = await page.evaluate(() => Date.now())
  expect(renewed).toBeLessThan(firstExpiry * 1000)
  expect(expiryOf(second) - Math.floor(renewed / 1000)).toBeGreaterThan(230)
  expect(expiryOf(second) - Math.floor(renewed / 1000)).toBeLessThanOrEqual(240)

  await wallet.pair(second)
  await expect(
    page.getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` }),
  ).toBeVisible()
})

test('a relay that cannot be reached: after 15 s the view says so, and a new code works once it is back', async ({
  page,
}) => {
  test.setTimeout(60_000)
  let refuse = true
  await page.routeWebSocket(
    (url) => url.href.startsWith(relayUrl),
    (socket) => {
      if (refuse) return socket.close({ code: 1011, reason: 'refused by the test' })
      socket.connectToServer()
    },
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const started = Date.now()
  await expect(dialog.getByRole('status')).toContainText('No connection code', { timeout: 25_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000)
  await expect(dialog.getByRole('status')).toContainText(
    'The WalletConnect relay could not be reached',
  )

  refuse = false
  wallet = await createWalletConnectWallet({ relayUrl, rpcUrls })
  await dialog.getByRole('button', { name: 'Get a new code' }).click()
  const code = dialog.getByTestId('walletconnect-qr')
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  await wallet.pair((await code.getAttribute('data-uri')) ?? '')
  await expect(
    page.getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` }),
  ).toBeVisible()
})
