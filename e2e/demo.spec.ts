import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'

// The demo page around the modal: its theme, its header on a phone, and its wagmi panel.

const rpcUrl = 'http://127.0.0.1:8545'

/** The page's background luminance, 0 (black) to 1 (white). */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    )
      .slice(0, 3)
      .map(Number)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  })

test('an explicit Dark darkens the page and Light lightens it, whatever the system says', async ({
  page,
}) => {
  for (const system of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: system })
    await page.goto('/')
    await page.getByRole('radio', { name: 'Dark' }).check()
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.2)
    await page.getByRole('radio', { name: 'Light' }).check()
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8)
  }
})

test('phone: the header stays on one line, connected or not, in English and German', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const oneLine = async () => {
    const boxes = await page
      .locator('.app-header > *, .app-controls > *')
      .evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON()),
      )
    const header = await page.locator('.app-header').boundingBox()
    const controls = await page.locator('.app-controls').boundingBox()
    const title = await page.locator('.app-title').evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth,
    }))
    const tops = boxes.map((box: DOMRect) => Math.round(box.top + box.height / 2))
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4)
    expect(header?.height).toBeLessThan(80)
    expect((controls?.x ?? 0) + (controls?.width ?? 0)).toBeLessThanOrEqual(390)
    expect(title.clipped).toBe(false)
  }
  await oneLine()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await oneLine()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await expect(page.getByRole('radio', { name: 'Dunkel' })).toBeVisible()
  await oneLine()
  await page.screenshot({ path: 'e2e/screenshots/demo-header-phone.png' })
})

test("the wagmi panel's balance follows a transaction made after it was read", async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const panel = page.getByTestId('wagmi-panel')
  await expect(panel).toContainText(' ETH')
  const balanceText = async () => (await panel.locator('dd').nth(3).textContent())?.trim() ?? ''
  await expect.poll(balanceText).toMatch(/^\d+\.\d{4} ETH$/)
  const before = Number.parseFloat(await balanceText())

  const [, funder] = demoAccounts()
  if (!funder) throw new Error('no demo account')
  const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
  const hash = await createWalletClient({
    account: funder.account,
    chain: foundry,
    transport: http(rpcUrl),
  }).sendTransaction({ to: wallet.address, value: parseEther('0.5') })
  await chain.waitForTransactionReceipt({ hash })

  await expect
    .poll(async () => Number.parseFloat(await balanceText()), { timeout: 30_000 })
    .toBeCloseTo(before + 0.5, 3)
})
