import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { frameAxeViolations, modalAxeViolations } from './axe.js'
import { codeOf, frame, fresh, submitEmail } from './emailHelpers.js'
import { signInMode } from './webSettings.js'

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

/** The Sign In view's message: a CAIP-122 Sign In With Solana text for `address`. */
async function expectSolanaMessage(page: Page, address: string) {
  const message = page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('region', { name: 'Message to sign' })
  await expect(message).toContainText(' wants you to sign in with your Solana account:')
  await expect(message).toContainText(address)
  await expect(message).toContainText(/Chain ID: A7Chz8vBH44LkM77kTnGUJKiejwjEL9k/)
  const text = (await message.textContent()) ?? ''
  expect(text).toMatch(/\nNonce: [0-9a-f]{40}\n/)
}

/** Signed in: the page says so, and the server's protected endpoint knows `address`. */
async function serverKnows(page: Page, address: string) {
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.', {
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Call a protected endpoint' }).click()
  await expect(page.getByTestId('protected-result')).toHaveText(
    `The server knows you as ${address}.`,
  )
}

test('Sign In With Solana: a Solana wallet signs the CAIP-122 message in the modal; the server knows the account', async ({
  page,
}) => {
  const wallet = await injectSolanaTestWallet(page, { user: 2 })
  await page.goto('/')
  await signInMode(page, 'Required')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()

  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await expectSolanaMessage(page, wallet.address)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-sign-in.png' })
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(sign).toBeHidden()
  expect(wallet.requests).toContain('signMessage')
  await serverKnows(page, wallet.address)
})

test('Sign In With Solana for an e-mail user: its Solana account made active, the frame approves the CAIP-122 message; the server knows the account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = fresh('solana-siws')
  await page.goto('/')
  await signInMode(page, 'Optional')
  await submitEmail(page, email)
  await page
    .getByRole('dialog', { name: 'Confirm Email' })
    .getByRole('textbox', { name: 'Digit 1 of 6' })
    .fill(await codeOf(email, new Set()))
  // Sign-in is offered for the EVM account first (the active namespace); not now.
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await expect(sign).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await expect(sign).toBeHidden()
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, { timeout: 20_000 })
  const address = ((await panel.locator('dd.mono').textContent()) ?? '').trim()

  // The e-mail wallet's Solana account made active (SwitchActiveChain): sign-in asks for it.
  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /Airlock Solana Devnet/ })
    .click()
  const switchChain = page.getByRole('dialog', { name: 'Switch Chain' })
  await expect(switchChain).toContainText(
    'Your Solana account will be used on Airlock Solana Devnet.',
  )
  expect(await modalAxeViolations(page)).toEqual([])
  await switchChain.getByRole('button', { name: 'Switch', exact: true }).click()
  await expectSolanaMessage(page, address)
  expect(await modalAxeViolations(page)).toEqual([])

  // Signed on the frame's own screen, which shows the message; the server verifies it.
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    frame(page).getByText('wants you to sign in with your Solana account:'),
  ).toBeVisible()
  expect(await frameAxeViolations(page)).toEqual([])
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(sign).toBeHidden({ timeout: 20_000 })
  await serverKnows(page, address)
})
