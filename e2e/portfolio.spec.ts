import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }

const rpcUrl = 'http://127.0.0.1:8545'
const devnet = manifest.chains[0]
if (!devnet) throw new Error('The devnet manifest has no chain')
const usdc = devnet.tokens.find((token) => token.symbol === 'USDC')
if (!usdc) throw new Error('The devnet manifest has no USDC')
const receiver = demoAccounts()[1]?.account.address ?? ''

async function connectAndOpenAccount(page: Page) {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  return { wallet, account }
}

const usdcBalance = (address: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: usdc.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

test('Tokens show the seeded tokens with USD values; NFTs hide spam; Activity groups by month', async ({
  page,
}) => {
  const { wallet, account } = await connectAndOpenAccount(page)
  const tokens = account.getByRole('tabpanel')
  const usdcRow = tokens.getByTestId('token-USDC')
  const held = Number(formatUnits(await usdcBalance(wallet.address), 6)).toFixed(2)
  await expect(usdcRow).toContainText(
    `${Number(held).toLocaleString('en', { minimumFractionDigits: 2 })} USDC`,
  )
  await expect(usdcRow).toContainText('$')
  await expect(tokens.getByTestId('token-PTS')).toHaveCount(0)
  await expect(tokens.getByTestId('portfolio-total')).toContainText('$')
  await page.screenshot({ path: 'e2e/screenshots/account-tokens.png' })

  await account.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = account.getByRole('tabpanel')
  await expect(nfts.getByTestId('nft').first()).toContainText('Airlock Orbs')
  await expect(nfts).not.toContainText('AIR Claim Pass')

  // Arrow keys move between tabs.
  await account.getByRole('tab', { name: 'NFTs' }).press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const activity = account.getByRole('tabpanel')
  await expect(activity.getByTestId('activity').first()).toBeVisible()
  // Two months of seeded history: Load more until a second month heading appears.
  const months = activity.getByRole('heading', { level: 3 })
  for (let pages = 1; pages < 15 && (await months.count()) < 2; pages++) {
    await activity.getByRole('button', { name: 'Load more' }).click()
    await expect(activity.getByRole('button', { name: /Load more|Loading/ })).toBeEnabled()
  }
  expect(await months.count()).toBeGreaterThanOrEqual(2)
  const headings = await months.allTextContents()
  const dates = headings.map((heading) => Date.parse(`1 ${heading}`))
  expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  await page.screenshot({ path: 'e2e/screenshots/account-activity.png' })
})

test('sends 1.5 USDC to account #2: mined on the devnet, balances and activity follow', async ({
  page,
}) => {
  const { wallet, account } = await connectAndOpenAccount(page)
  const before = await usdcBalance(receiver as `0x${string}`)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Select token' }).click()
  const usdcRow = page.getByRole('dialog', { name: 'Select Token' }).getByRole('button', {
    name: /USD Coin/,
  })
  // A row as Swap's picker has it: the logo, the name and the value side by side on one line
  // (the rows stacked them on four lines unless the on-ramp's stylesheet had come first).
  expect(await usdcRow.evaluate((row) => getComputedStyle(row).display)).toBe('flex')
  expect((await usdcRow.boundingBox())?.height).toBeLessThan(70)
  await usdcRow.click()

  // Bad input first: an invalid address, then more than the balance.
  await send.getByLabel('Amount').fill('1.5')
  await send.getByLabel('To address').fill('0x1234')
  await expect(send.getByRole('alert').filter({ hasText: /./ })).toHaveText('Invalid address')
  await expect(send.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  await send.getByLabel('To address').fill(receiver)
  await send.getByLabel('Amount').fill('99999999')
  await expect(send.getByRole('alert').filter({ hasText: /./ })).toHaveText('Insufficient balance')
  await expect(send.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  // Letters cannot be typed into the amount.
  await send.getByLabel('Amount').fill('1.5')
  await send.getByLabel('Amount').pressSequentially('abc')
  await expect(send.getByLabel('Amount')).toHaveValue('1.5')

  await send.getByRole('button', { name: 'Preview send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByTestId('send-amount')).toHaveText('1.5 USDC')
  await expect(preview.getByTestId('send-fee')).toContainText('$')
  await page.screenshot({ path: 'e2e/screenshots/send-preview.png' })
  await preview.getByRole('button', { name: 'Send', exact: true }).click()

  const accountAgain = page.getByRole('dialog', { name: 'Account' })
  await expect(accountAgain).toBeVisible({ timeout: 10_000 })
  expect(await usdcBalance(receiver as `0x${string}`)).toBe(before + 1_500_000n)
  const held = Number(formatUnits(await usdcBalance(wallet.address), 6))
  await expect(accountAgain.getByTestId('token-USDC')).toContainText(
    `${held.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDC`,
    { timeout: 5_000 },
  )
  await accountAgain.getByRole('tab', { name: 'Activity' }).click()
  await expect(accountAgain.getByRole('tabpanel').getByTestId('activity').first()).toContainText(
    '1.500 USDC',
    { timeout: 5_000 },
  )
})

test('Receive shows a QR code that decodes to the address', async ({ page }) => {
  const { wallet, account } = await connectAndOpenAccount(page)
  await account.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: /QR code/ })
  await expect(qr).toBeVisible()
  const png = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(decoded?.data).toBe(wallet.address)
})
