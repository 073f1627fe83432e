import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { dave, openBuy, openCheckout, pay, quoteFor } from './onRampHelpers.js'
import { roomBelow } from './walkthroughShots.ts'

const rpcUrl = 'http://127.0.0.1:8545'
const devnet = manifest.chains[0]
if (!devnet) throw new Error('The devnet manifest has no chain')
const usdc = devnet.tokens.find((token) => token.symbol === 'USDC')
if (!usdc) throw new Error('The devnet manifest has no USDC')

const usdcBalance = () =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: usdc.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [dave.address],
  })

test('buys 50 USD of USDC with the test card: progress, then the balance grows by the quote', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const buy = await openBuy(page)
  const quoted = await quoteFor(buy, '50')
  await expect(buy.getByRole('button', { name: /Fees 1-2%/ }).first()).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/onramp-providers.png' })
  const before = await usdcBalance()

  const checkout = await openCheckout(context, buy)
  // The checkout cannot reach back into the dapp's page.
  expect(await checkout.evaluate(() => window.opener)).toBeNull()
  const progress = page.getByRole('dialog', { name: 'Buying' })
  await expect(progress.getByRole('status')).toContainText('Continue in')
  await expect(progress.getByTestId('buy-amount')).toHaveText(
    `Buying ${Number(quoted).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 6 })} USDC for $50.00`,
  )
  await page.screenshot({ path: 'e2e/screenshots/onramp-in-progress.png' })
  await pay(checkout, '4242 4242 4242 4242')
  await checkout.screenshot({ path: 'e2e/screenshots/onramp-checkout-paid.png' })

  // The history is read every 4 s: the purchase shows within a few reads.
  const purchases = page.getByRole('dialog', { name: 'Purchases' })
  await expect(purchases.getByRole('status')).toContainText('Purchase complete', {
    timeout: 30_000,
  })
  expect((await usdcBalance()) - before).toBe(parseUnits(quoted, 6))
  const row = purchases.getByTestId('onramp-purchase').first()
  await expect(row).toContainText('Bought USDC')
  await expect(row).toContainText('Completed')
  await expect(row).toContainText(
    `+${Number(quoted).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 6 })} USDC`,
  )
  await page.screenshot({ path: 'e2e/screenshots/onramp-activity.png' })

  // Done leads back to the account, whose Tokens show the new balance.
  await purchases.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const held = Number(formatUnits(await usdcBalance(), 6))
  await expect(account.getByTestId('token-USDC')).toContainText(
    `${held.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDC`,
    { timeout: 10_000 },
  )
  await account.getByTestId('token-USDC').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/screenshots/onramp-tokens-after.png' })
  // The account's Activity shows the delivery the purchase made on chain.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tabpanel').getByTestId('activity').first()).toContainText(
    `+${Number(quoted).toLocaleString('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} USDC`,
    { timeout: 10_000 },
  )
})

test('the declined test card shows the failure, and nothing arrives', async ({ page, context }) => {
  test.setTimeout(60_000)
  const buy = await openBuy(page)
  await quoteFor(buy, '20')
  const before = await usdcBalance()
  const checkout = await openCheckout(context, buy)
  await pay(checkout, '4000 0000 0000 0002')
  const progress = page.getByRole('dialog', { name: 'Buying' })
  await expect(progress.getByRole('alert')).toHaveText(
    /^Purchase failed\s*The payment was declined\. Nothing was bought\.$/,
    { timeout: 20_000 },
  )
  // The spinner gone, the card fits what is left: no blank band under Try again.
  await expect
    .poll(() => roomBelow(progress, progress.getByRole('button', { name: 'Try again' })))
    .toBeLessThanOrEqual(18)
  await page.screenshot({ path: 'e2e/screenshots/onramp-declined.png' })
  expect(await usdcBalance()).toBe(before)
  // Try again returns to the form, quote and all.
  await progress.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Buy Crypto' }).getByLabel('You pay')).toHaveValue(
    '20',
  )
})

test('an amount below 10 or above 7,500 is refused before any popup', async ({ page, context }) => {
  const buy = await openBuy(page)
  const opened: Page[] = []
  context.on('page', (opening) => opened.push(opening))
  const amount = buy.getByLabel('You pay')

  await amount.fill('9.99')
  await expect(buy.getByRole('alert')).toHaveText('The minimum amount is $10.00')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await buy.getByTestId('onramp-provider-sandbox').click()
  await expect(amount).toBeFocused()
  await page.screenshot({ path: 'e2e/screenshots/onramp-below-minimum.png' })

  await amount.fill('7500.01')
  await expect(buy.getByRole('alert')).toHaveText('The maximum amount is $7,500.00')
  await buy.getByTestId('onramp-provider-sandbox').click()
  await expect(buy.getByTestId('onramp-receive')).toHaveCount(0)

  // Letters cannot be typed into the amount.
  await amount.fill('75')
  await amount.pressSequentially('x')
  await expect(amount).toHaveValue('75')
  await expect(buy.getByRole('alert')).toHaveText('')
  // Give a popup every chance to have shown up: none did.
  await page.waitForTimeout(500)
  expect(opened).toHaveLength(0)
  expect(context.pages()).toHaveLength(1)
})

test('closing the provider window before paying goes back with a clear message', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const buy = await openBuy(page)
  await quoteFor(buy, '15')
  const checkout = await openCheckout(context, buy)
  await checkout.close()
  // One read sees it closed, one more (the grace read) finds no purchase: back to the form.
  const again = page.getByRole('dialog', { name: 'Buy Crypto' })
  await expect(again.getByRole('alert')).toHaveText(
    'The provider window was closed before a purchase was made.',
    { timeout: 20_000 },
  )
  await page.screenshot({ path: 'e2e/screenshots/onramp-window-closed.png' })
})
