import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8787}`

test('All wallets pages through the real catalogue and searches it', async ({ page }) => {
  const catalogue = (await (
    await fetch(`${serverUrl}/getWallets?projectId=dev&entries=1`, {
      headers: { origin: 'http://localhost:3000' },
    })
  ).json()) as { count: number }
  await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  // In the wallet list (after the e-mail form and the social logins, which arrive with the
  // project's config), the injected wallet comes first; 4 featured wallets follow; the entry
  // counts the catalogue.
  await expect(connect.locator('ul.list > li').first()).toContainText('Airlock Test Wallet')
  const allWallets = connect.getByRole('button', { name: /All wallets/ })
  await expect(allWallets).toContainText(`${Math.floor(catalogue.count / 10) * 10}+`)
  await allWallets.click()

  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const tiles = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
  await expect(tiles).toHaveCount(40)
  await page.screenshot({ path: 'e2e/screenshots/all-wallets.png' })
  // Scrolling to the end loads the next page, until the whole catalogue is listed.
  for (let pages = 2; pages <= Math.ceil(catalogue.count / 40); pages++) {
    await tiles.last().scrollIntoViewIfNeeded()
    await expect(tiles).toHaveCount(Math.min(pages * 40, catalogue.count))
  }

  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('search=')) requests.push(request.url())
  })
  const found = (await (
    await fetch(`${serverUrl}/getWallets?projectId=dev&search=meta`, {
      headers: { origin: 'http://localhost:3000' },
    })
  ).json()) as { count: number }
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('meta')
  await expect(tiles).toHaveCount(found.count)
  await expect(tiles.first()).toContainText('MetaMask')
  // Debounced: one request for the whole word, not one per keystroke.
  expect(requests).toHaveLength(1)
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('zzzz-no-such-wallet')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
})
