import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8787}`

// Every image in `scope` has loaded (decoded with a size), none is a broken-image box.
async function expectImagesLoaded(scope: Locator, selector: string, atLeast: number) {
  await expect
    .poll(
      () =>
        scope
          .locator(selector)
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).complete)
              ? images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length
              : -1,
          ),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(atLeast)
}

async function svgOf(url: string) {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  return response.text()
}

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('Connect and All Wallets show real logos; the QR carries a logo and still reads', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await injectTestWallet(page)
  await page.goto('/')
  const connect = await openConnect(page)
  await expectImagesLoaded(connect, 'img.wallet-image', 4)
  await page.screenshot({ path: 'e2e/screenshots/logos-connect.png' })

  await connect.getByRole('button', { name: /All wallets/ }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  const tiles = all.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
  await expect(tiles).toHaveCount(40)
  // The first 20 by catalogue order: an image each, no monogram stand-in, and the server's
  // image is a logo (no <text> initials).
  const first = tiles.locator('img.wallet-image')
  await expectImagesLoaded(all, 'img.wallet-image', 20)
  expect(await tiles.locator('.wallet-image-fallback').count()).toBeLessThan(20)
  for (let index = 0; index < 20; index++) {
    await expect(tiles.nth(index).locator('.wallet-image-fallback')).toHaveCount(0)
    const src = (await tiles.nth(index).locator('img.wallet-image').getAttribute('src')) ?? ''
    expect(await svgOf(src), src).not.toContain('<text')
  }
  expect(await first.count()).toBeGreaterThanOrEqual(20)
  await page.screenshot({ path: 'e2e/screenshots/logos-all-wallets.png' })

  await page.keyboard.press('Escape')
  await page.goto('/')
  const again = await openConnect(page)
  await again.getByRole('button', { name: /WalletConnect/ }).click()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
  await expect(qr).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => qr.locator('image').evaluate((image) => (image as SVGImageElement).getBBox().width))
    .toBeGreaterThan(0)
  const uri = (await dialog.getByTestId('walletconnect-qr').getAttribute('data-uri')) ?? ''
  const png = PNG.sync.read(await qr.screenshot())
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(uri)
  await page.screenshot({ path: 'e2e/screenshots/logos-walletconnect-qr.png' })
})

test('the header network button and the network list show each network its icon; the devnets their own', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  const button = page.getByRole('button', { name: 'Network: Airlock Devnet' })
  await expectImagesLoaded(button, 'img', 1)
  expect(await button.locator('img').getAttribute('src')).toBe(
    `${serverUrl}/public/getAssetImage/eip155-31337`,
  )
  await button.click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks.getByRole('button', { name: /Airlock Devnet L2/ })).toBeVisible()
  // The Solana devnet too: its own icon, not the 'AS' initials.
  const solanaRow = networks.getByRole('button', { name: /Airlock Solana Devnet/ })
  await expect(solanaRow).toBeVisible()
  await expectImagesLoaded(solanaRow, '.network-badge img', 1)
  await expectImagesLoaded(networks, '.network-badge img', 3)
  await page.screenshot({ path: 'e2e/screenshots/logos-networks.png' })

  // The devnets' icons are their own: drawn (no initials), titled, and not each other's.
  const l1 = await svgOf(`${serverUrl}/public/getAssetImage/eip155-31337`)
  const l2 = await svgOf(`${serverUrl}/public/getAssetImage/eip155-31338`)
  const solana = await svgOf(
    `${serverUrl}/public/getAssetImage/solana-A7Chz8vBH44LkM77kTnGUJKiejwjEL9k`,
  )
  expect(l1).toContain('<title>Airlock Devnet</title>')
  expect(l2).toContain('<title>Airlock Devnet L2</title>')
  expect(solana).toContain('<title>Airlock Solana Devnet</title>')
  for (const svg of [l1, l2, solana]) expect(svg).not.toContain('<text')
  expect(new Set([l1, l2, solana]).size).toBe(3)
})
