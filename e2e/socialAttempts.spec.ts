import { expect, test } from '@playwright/test'
import { modalAxeViolations } from './axe.js'
import { codeOf, connectedAddress, markSeen, signAndVerify } from './emailHelpers.js'
import { logInWith, openConnect, openSettings } from './socialHelpers.js'

// Social login's attempts end to end, offline: a blocked provider window, a closed one, Back
// giving the attempt up, and a provider-verified e-mail that leads to an e-mail wallet (its code
// from the sandbox's inbox; in a new browser, the recovery code).

test.describe.configure({ timeout: 150_000 })

test('a blocked window says so on ConnectingSocial, with Retry', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const { connect } = await openConnect(page)
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const connecting = page.getByRole('dialog', { name: 'Social Login' })
  await expect(connecting.getByRole('alert')).toHaveText('The login window was blocked')
  await expect(connecting.getByRole('button', { name: 'Retry' })).toBeVisible()
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-failed.png' })
})

test('closing the provider window returns to Connect', async ({ page }) => {
  const { connect } = await openConnect(page)
  const opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const popup = await opened
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible({
    timeout: 20_000,
  })
  await popup.close()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
})

test('Back on ConnectingSocial closes the window and gives the attempt up: its late answer logs no one in', async ({
  page,
}) => {
  const { connect } = await openConnect(page)
  const opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const popup = await opened
  // The provider's answer reaches the secure origin's callback page (its address is kept), whose
  // call to the server is held back: the attempt stays pending.
  let late: string | undefined
  popup.on('request', (request) => {
    if (request.url().includes('/social/callback?')) late = request.url()
  })
  await popup.route('**/auth/v1/social/callback', (route) => route.abort())
  await popup.getByRole('button', { name: /Carol Newcomer/ }).click({ timeout: 20_000 })
  await popup.getByRole('button', { name: 'Allow' }).click()
  await expect.poll(() => late, { timeout: 20_000 }).toMatch(/code=/)

  const closed = popup.waitForEvent('close')
  await page
    .getByRole('dialog', { name: 'Social Login' })
    .getByRole('button', { name: 'Back' })
    .click()
  await closed
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

  // The answer arrives after all, in this browser (its attempt cookie): refused, no session.
  const callback = await page.context().newPage()
  await callback.goto(late ?? '')
  await expect(callback.getByText('This social login was cancelled')).toBeVisible({
    timeout: 20_000,
  })
  // The secure origin has no session for this browser.
  const me = await callback.evaluate(async () => (await fetch('/auth/v1/email/me')).status)
  expect(me).toBe(401)
  await callback.close()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
})

test('a verified e-mail of an e-mail wallet: the code from the inbox, then that wallet; in a new browser, the recovery code', async ({
  page,
  browser,
}) => {
  const email = 'alice@example.com'
  const seen = new Set<string>()
  await markSeen(email, seen)
  // The e-mail wallet first.
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const { address, settings } = await openSettings(page)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })

  // Google as Alice, whose verified e-mail is that wallet's: the code goes there first.
  const again = await openConnect(page)
  await logInWith(
    page,
    again.connect.getByRole('button', { name: 'Google', exact: true }),
    /Alice Example/,
  )
  const link = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(link).toContainText('Confirm it is your wallet', { timeout: 20_000 })
  await expect(link).toContainText(email)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-link-otp.png' })
  await link.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)

  // A new browser: Google logs Alice in, and this device has no share of the wallet; as after an
  // e-mail login on a new device, a recovery code goes to the wallet's address, then the wallet.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
  })
  const other = await context.newPage()
  const elsewhere = await openConnect(other)
  await logInWith(
    other,
    elsewhere.connect.getByRole('button', { name: 'Google', exact: true }),
    /Alice Example/,
  )
  const recovery = other.getByRole('dialog', { name: 'Confirm Email' })
  await expect(recovery).toContainText('Enter the recovery code', { timeout: 20_000 })
  await expect(recovery).toContainText(email)
  expect(await modalAxeViolations(other)).toEqual([])
  await recovery.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  await expect(other.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(other)).toBe(address)
  await signAndVerify(other, address)
  await context.close()
})
