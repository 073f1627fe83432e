import type { Page } from '@playwright/test'

/**
 * Connects the injected test wallet (EVM or Solana) from the home page and opens its Account
 * view; `labels` are the Connect button's and the Account dialog's names in the page's language.
 */
export async function connectAndOpenAccount(
  page: Page,
  wallet: { address: string },
  labels: { connect: string; account: string } = { connect: 'Connect Wallet', account: 'Account' },
) {
  await page.goto('/')
  await page.getByRole('button', { name: labels.connect }).first().click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await page
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  return page.getByRole('dialog', { name: labels.account })
}
