import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { toHex } from 'viem'

// The on-ramp's steps in the modal, shared by the on-ramp spec and the console's usage spec.

// The buyer is Dave (demo account #4): no other spec reads or moves his balances.
const daveAccount = demoAccounts()[3]?.account
if (!daveAccount) throw new Error('The devnet manifest has no fourth demo account')
export const dave = { address: daveAccount.address, privateKey: daveAccount.getHdKey().privateKey }

/** Connects Dave's wallet on the page at `path` (the web app's), opens the account and chooses Buy. */
export async function openBuy(page: Page, path = '/') {
  if (!dave.privateKey) throw new Error('The demo account has no private key')
  await injectTestWallet(page, { privateKey: toHex(dave.privateKey) })
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const short = `${dave.address.slice(0, 6)}…${dave.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  // Buy comes first among the features: onramp, swaps, receive, send.
  await expect(account.locator('.features button').first()).toHaveText('Buy')
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  // USD and USDC on the connected devnet by default.
  await expect(buy.getByRole('button', { name: 'Pay in USD. Change currency' })).toBeVisible()
  await expect(
    buy.getByRole('button', { name: 'Buy USDC on Airlock Devnet. Change token' }),
  ).toBeVisible()
  return buy
}

/** Types the amount and waits for its quote; returns what it says arrives, as a decimal string. */
export async function quoteFor(buy: ReturnType<Page['getByRole']>, amount: string) {
  await buy.getByLabel('You pay').fill(amount)
  const receive = buy.getByTestId('onramp-receive')
  await expect(receive).toContainText('USDC')
  await expect(buy.getByTestId('onramp-total')).toHaveText(`$${amount}.00`)
  return (await receive.getAttribute('data-amount')) ?? ''
}

/** Chooses the sandbox provider and returns its checkout window. */
export async function openCheckout(context: BrowserContext, buy: ReturnType<Page['getByRole']>) {
  const popup = context.waitForEvent('page')
  await buy.getByTestId('onramp-provider-sandbox').click()
  const checkout = await popup
  await checkout.waitForURL(/\/onramp\/checkout\//)
  await expect(checkout.getByRole('heading', { name: 'Buy USDC' })).toBeVisible()
  return checkout
}

export async function pay(checkout: Page, card: string) {
  await checkout.getByLabel('Card number').fill(card)
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39')
  await checkout.getByLabel('Security code (CVC)').fill('123')
  await checkout.getByLabel('Name on card').fill('Dave Devnet')
  await checkout.getByRole('button', { name: /^Pay / }).click()
}
