import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { signInMode } from './webSettings.js'

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

test('required sign-in: the modal only shakes until the account signs; the server then knows it', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await signInMode(page, 'Required')
  await connect(page)

  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await expect(sign.getByRole('button', { name: 'Sign' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sign).toHaveAttribute('data-shake', 'true')
  await page.mouse.click(10, 400)
  await expect(sign).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/siwx-sign.png' })

  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(sign).toBeHidden()
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.')
  await page.getByRole('button', { name: 'Call a protected endpoint' }).click()
  await expect(page.getByTestId('protected-result')).toHaveText(
    `The server knows you as ${wallet.address}.`,
  )

  // A reload keeps the session: no sign view.
  await page.reload()
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.')
  await expect(page.getByRole('dialog')).toBeHidden()

  // Disconnecting signs out: the protected call fails.
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('button', { name: 'Call a protected endpoint' }).click()
  await expect(page.getByTestId('protected-result')).toContainText('401')
})

test('a declined signature says so; Cancel disconnects when sign-in is required', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await signInMode(page, 'Required')
  await connect(page)
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  // Connected first: set earlier, the refusal could land on the connection request instead.
  await expect(sign.getByRole('button', { name: 'Sign' })).toBeVisible()
  wallet.rejectNext()
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(sign.getByRole('alert')).toHaveText('Signature declined')
  await sign.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('signin-state')).toHaveText('Not signed in.')
})
