import { expect, type Page, test } from '@playwright/test'
import {
  codeOf,
  connectedAddress,
  knownAddressOnNewDevice,
  nextMail,
  submitEmail,
} from './emailHelpers.js'
import { journalPages } from './pageJournal.ts'
import { openConnect } from './socialHelpers.js'
import { captureView } from './walkthroughShots.ts'

// The walkthrough's views that wait on someone else (see walkthrough.spec.ts): a browser wallet
// that was asked and has not answered, a social login whose provider window is open, and a new
// device of a known e-mail address waiting for the approval link, which the person opens two
// minutes later (issue 16, item 8: the wait lasts as long as the link, not a request's 30 s; the
// two minutes pass on the page's clock, not the test's).

test.describe.configure({ timeout: 240_000 })

// The device test's page, journalled: its failure in a full run could not be told from its report.
const journal = journalPages()

/**
 * Announces a second browser wallet over EIP-6963 that never answers a connection request, as a
 * wallet whose popup the person has not looked at yet.
 */
async function injectSilentWallet(page: Page) {
  await page.addInitScript(() => {
    const icon =
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b7285"/><circle cx="16" cy="16" r="7" fill="#fff"/></svg>',
      )
    const provider = {
      request({ method }: { method: string }) {
        if (method === 'eth_chainId') return Promise.resolve('0x7a69')
        if (method === 'eth_accounts') return Promise.resolve([])
        // eth_requestAccounts and anything else: the wallet is still asking its user.
        return new Promise(() => {})
      },
      on() {},
      removeListener() {},
    }
    const detail = Object.freeze({
      info: {
        uuid: '6a1c2f7e-0000-4000-8000-000000000001',
        name: 'Silent Wallet',
        icon,
        rdns: 'test.airlock.silent',
      },
      provider,
    })
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
}

test('connecting: the wallet was asked and has not answered yet', async ({ page }) => {
  await injectSilentWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Silent Wallet/ })
    .click()
  const logo = page.getByRole('dialog').getByTestId('connecting-logo')
  await expect(logo).toHaveAttribute('data-state', 'waiting')
  await captureView(page, 'connecting-wallet', async () => {
    await expect(logo).toHaveAttribute('data-state', 'waiting')
  })
})

test('social login in progress: the provider window is open', async ({ page }) => {
  const { connect, offered } = await openConnect(page)
  expect(offered).toContain('google')
  const opened = page.waitForEvent('popup')
  await connect
    .getByRole('list', { name: 'Log in with a social account' })
    .getByRole('button', { name: 'Google', exact: true })
    .click()
  const popup = await opened
  const connecting = page.getByRole('dialog', { name: 'Social Login' })
  await expect(connecting.getByRole('status')).toHaveText('Connect in the provider window')
  await page.bringToFront()
  await captureView(page, 'social-connecting', async () => {
    await expect(connecting.getByRole('status')).toHaveText('Connect in the provider window')
  })
  await popup.close()
})

test('a new device: the approval link is opened two minutes later, and the login goes through', async ({
  browser,
}) => {
  const { email, seen, address, page } = await knownAddressOnNewDevice(
    browser,
    'walkthrough-device',
  )
  journal(page)
  // The page's clock (and its frames'), to let the two minutes pass without waiting for them.
  await page.clock.install()
  await page.goto('/')
  await submitEmail(page, email)
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  // The first device's code went out moments ago: the server's 30 s cooldown may hold.
  const refusal = connect.getByRole('alert').filter({ hasText: /try again/ })
  await expect(refusal.or(verify)).toBeVisible({ timeout: 15_000 })
  if (await refusal.isVisible()) {
    await expect(refusal).toHaveText(/^Please try again after \d+ seconds$/)
    const seconds = Number((await refusal.textContent())?.match(/\d+/)?.[0] ?? 30)
    await page.waitForTimeout((seconds + 1) * 1000)
    await connect.getByRole('button', { name: 'Continue' }).click()
  }
  await expect(verify).toContainText(email)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const device = page.getByRole('dialog', { name: 'Register Device' })
  await expect(device).toContainText('Waiting for your approval', { timeout: 20_000 })
  const [link] = await nextMail(email, /https?:\/\/\S+\/device\/approve\?token=\S+/, seen)
  await captureView(page, 'email-verify-device')

  // The person reads the mail for two minutes: four times a request's 30 s. The view still waits,
  // with no timeout alert. The page's clock runs the two minutes on: every timer the page and its
  // frames set (a request's 30 s among them) fires as it would have by then.
  await page.clock.runFor(120_000)
  await expect(device.getByRole('status')).toHaveText('Waiting for your approval…')
  await expect(device.getByRole('alert')).toHaveText('')

  // The mail is read in another window: the approval page gets a context of its own, and the person
  // then comes back to the dapp's tab. With a tab of the dapp's context opened and closed over it
  // instead, the check of the next view below once waited out the test's limit although the page
  // showed that view (its snapshot); the cause inside Playwright was not found.
  const approval = await (await page.context().browser()?.newContext())?.newPage()
  if (!approval) throw new Error('no browser for the approval page')
  await approval.goto(link ?? '')
  await approval.getByRole('button', { name: 'Approve the device' }).click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approval.context().close()
  await page.bringToFront()
  await expect(verify).toContainText('Enter the recovery code', { timeout: 20_000 })
  await captureView(page, 'email-recovery-otp')
  const [, recoveryCode = ''] = await nextMail(email, /recovery code is (\d{6})/, seen)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(recoveryCode)
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
  await page.context().close()
})
