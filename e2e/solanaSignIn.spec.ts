import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

test('Sign In With Solana: a Solana wallet signs the CAIP-122 message in the modal; the server knows the account', async ({
  page,
}) => {
  const wallet = await injectSolanaTestWallet(page, { user: 2 })
  await page.goto('/')
  await page.getByRole('radio', { name: 'Required' }).check()
  await page.waitForLoadState('load')
  await expect(page.getByRole('radio', { name: 'Required' })).toBeChecked()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()

  const sign = page.getByRole('dialog', { name: 'Sign In' })
  const message = sign.getByRole('region', { name: 'Message to sign' })
  await expect(message).toContainText(' wants you to sign in with your Solana account:')
  await expect(message).toContainText(wallet.address)
  await expect(message).toContainText(/Chain ID: A7Chz8vBH44LkM77kTnGUJKiejwjEL9k/)
  const text = (await message.textContent()) ?? ''
  await page.screenshot({ path: 'e2e/screenshots/solana-sign-in.png' })
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(sign).toBeHidden()
  expect(wallet.requests).toContain('signMessage')
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.')
  await page.getByRole('button', { name: 'Call a protected endpoint' }).click()
  await expect(page.getByTestId('protected-result')).toHaveText(
    `The server knows you as ${wallet.address}.`,
  )
  expect(text).toMatch(/\nNonce: [0-9a-f]{40}\n/)
})
