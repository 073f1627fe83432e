import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { codeOf, frame, fresh, fundFromDevnet, logInNew, sendEth } from './emailHelpers.js'
import { frameUnlikeModal } from './frameLikeModal.ts'
import { captureView } from './walkthroughShots.ts'

// The walkthrough's second half (see walkthrough.spec.ts): the e-mail wallet's views (its account,
// settings, a new e-mail address, the approval in the secure frame) and the on-ramp's (an empty
// wallet's Buy, currencies, tokens, a purchase in progress and its result).

test.describe.configure({ timeout: 240_000 })

const receiver = demoAccounts()[2]?.account.address ?? '0x'

test('the e-mail wallet: Account, Account Settings, Edit Email, its code, the approval frame', async ({
  page,
}) => {
  const email = fresh('walkthrough')
  const seen = new Set<string>()
  const address = await logInNew(page, email, seen)
  // Funded before Account first reads its balances: Send's token list later reads the same cache.
  await fundFromDevnet(address, '1')
  await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(email)
  await captureView(page, 'email-account')
  await account.getByRole('button', { name: 'Account settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('settings-email')).toHaveText(email)
  await captureView(page, 'account-settings')
  await settings.getByRole('button', { name: 'Edit email' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Email' })
  await edit.getByRole('textbox', { name: 'New email' }).fill(email)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByRole('alert')).toHaveText('This is already your email.')
  await captureView(page, 'update-email-same')
  const next = fresh('walkthrough-new')
  await edit.getByRole('textbox', { name: 'New email' }).fill(next)
  await edit.getByRole('button', { name: 'Save' }).click()
  const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await expect(primary).toContainText(email)
  await captureView(page, 'update-email-primary-otp')
  await primary.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
  await expect(secondary).toContainText(next)
  await captureView(page, 'update-email-secondary-otp')
  await secondary.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(next, seen))
  await expect(settings.getByTestId('settings-email')).toHaveText(next, { timeout: 15_000 })
  await settings.getByRole('button', { name: 'Close', exact: true }).click()

  // A signature: the secure frame's screen, sized to it, under one heading.
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  const sign = page.getByRole('dialog', { name: 'Sign message' })
  await expect(frame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
  // At each size the frame lies over the approval's area of the card (across the whole width on
  // a phone), and its screen looks like the modal's: the header's title, the body's padding, the
  // modal's secondary and primary buttons in this theme.
  await captureView(page, 'approve-message', async () => {
    const area = page.getByTestId('approve-area')
    const over = page.locator('#airlock-wallet-frame')
    await expect
      .poll(async () => {
        const [a, b] = [await area.boundingBox(), await over.boundingBox()]
        if (!a || !b) return 'missing'
        return Math.max(Math.abs(a.y - b.y), Math.abs(a.height - b.height))
      })
      .toBeLessThanOrEqual(1)
    expect(await frameUnlikeModal(page)).toEqual([])
  })
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(sign).toBeHidden()

  // A transaction: the frame's screen with the amount and the network fee (the smart account's
  // send is sponsored by the dev project's paymaster: the person pays none).
  await sendEth(page, { from: address, to: receiver, amount: '0.01' })
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(frame(page).getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(frame(page).locator('.approval-transaction')).toContainText(
    'Network feeSponsored: no fee for you',
  )
  // The receiver's address breaks, if at all, only between its two halves.
  await captureView(page, 'approve-transaction', async () => {
    const halves = frame(page).locator('.approval-address > span')
    await expect(halves).toHaveCount(2)
    for (const half of await halves.all())
      expect(await half.evaluate((span) => span.getClientRects().length)).toBe(1)
  })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(approve).toBeHidden({ timeout: 20_000 })
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 })
})

test('the on-ramp: an empty wallet, Buy, currencies, tokens, a purchase and its result', async ({
  page,
  context,
}) => {
  // A fresh key: an empty wallet, whose purchase no other spec reads.
  const wallet = await injectTestWallet(page, { privateKey: generatePrivateKey() })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await page
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('empty-wallet')).toContainText('Your wallet is empty')
  await captureView(page, 'account-empty')

  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  await expect(buy.getByRole('button', { name: 'Pay in USD. Change currency' })).toBeVisible()
  await captureView(page, 'onramp-providers')
  await buy.getByRole('button', { name: 'Pay in USD. Change currency' }).click()
  const currencies = page.getByRole('dialog', { name: 'Select Currency' })
  await expect(currencies.getByRole('button').nth(2)).toBeVisible()
  await captureView(page, 'onramp-fiat-select')
  await currencies.getByRole('button', { name: 'Back', exact: true }).click()
  await buy.getByRole('button', { name: 'Buy USDC on Airlock Devnet. Change token' }).click()
  const tokens = page.getByRole('dialog', { name: 'Select Token' })
  await expect(tokens.getByRole('button').nth(2)).toBeVisible()
  await captureView(page, 'onramp-token-select')
  await tokens.getByRole('button', { name: 'Back', exact: true }).click()

  await buy.getByLabel('You pay').fill('20')
  await expect(buy.getByTestId('onramp-total')).toHaveText('$20.00')
  await captureView(page, 'onramp-quoted')
  const popup = context.waitForEvent('page')
  await buy.getByTestId('onramp-provider-sandbox').click()
  const checkout = await popup
  await checkout.waitForURL(/\/onramp\/checkout\//)
  const progress = page.getByRole('dialog', { name: 'Buying' })
  await expect(progress.getByRole('status')).toContainText('Continue in')
  await page.bringToFront()
  await captureView(page, 'buy-in-progress')

  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39')
  await checkout.getByLabel('Security code (CVC)').fill('123')
  await checkout.getByLabel('Name on card').fill('Walkthrough')
  await checkout.getByRole('button', { name: /^Pay / }).click()
  const purchases = page.getByRole('dialog', { name: 'Purchases' })
  await expect(purchases.getByRole('status')).toContainText('Purchase complete', {
    timeout: 30_000,
  })
  await page.bringToFront()
  // Done ends the card: no blank rows under it (the placeholders' height is not kept).
  await captureView(page, 'onramp-activity', async () => {
    const done = await purchases.getByRole('button', { name: 'Done' }).boundingBox()
    const card = await purchases.evaluate((dialog) => {
      const { bottom } = dialog.getBoundingClientRect()
      return bottom
    })
    if (!done) throw new Error('Purchases: no Done')
    expect(card - (done.y + done.height)).toBeLessThanOrEqual(18)
  })
})
