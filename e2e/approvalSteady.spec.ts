import { expect, type Page, test } from '@playwright/test'
import {
  codeOf,
  connectedAddress,
  frame,
  fresh,
  fundFromDevnet,
  logInNew,
  sendEth,
  submitEmail,
} from './emailHelpers.js'
import { frameMovement, watchFrame } from './frameSteady.js'
import { pickReloading } from './webSettings.js'

// Issue 16 ("a card that does not jump"): the e-mail wallet's approval (the secure frame over
// the modal's ApproveTransaction view) is seen first where it stays, at the size it keeps. Its
// box is recorded on every animation frame from the moment it can be seen until it settles.

test.describe.configure({ timeout: 120_000 })

/** Waits for the approval to settle; it moved by at most 1 px after it was first seen. */
async function expectSteady(page: Page, screenshot: string) {
  const { moved, frames, final } = await frameMovement(page)
  console.log(`approval frame: moved ${moved} px over ${frames} frames, final`, final)
  expect(moved).toBeLessThanOrEqual(1)
  await page.screenshot({ path: `e2e/screenshots/${screenshot}.png` })
}

test('at 1280×800 the sign, Solana sign and send approvals appear in place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const address = await logInNew(page, fresh('steady'), new Set())
  await expect(page.getByTestId('solana-panel')).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, {
    timeout: 20_000,
  })

  // A message from the page: the modal opens on the approval alone.
  await watchFrame(page)
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await expectSteady(page, 'approval-sign-1280')
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]+$/, { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The Solana account's message: the Solana approval screen.
  await watchFrame(page)
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await expectSteady(page, 'approval-solana-1280')
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('solana-signature')).not.toBeEmpty({ timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A send from Review Send: the approval is pushed over an open modal, its fee arrives late.
  await fundFromDevnet(address, '1')
  await watchFrame(page)
  await sendEth(page, {
    from: address,
    to: '0x000000000000000000000000000000000000dEaD',
    amount: '0.01',
  })
  await expect(frame(page).getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(frame(page).getByText('Sponsored: no fee for you', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await expectSteady(page, 'approval-send-1280')
  await frame(page).getByRole('button', { name: 'Reject' }).click()
})

test('at 390×844 the sign-in approval (SIWE, ERC-6492) appears in place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = fresh('steady-siwe')
  await page.goto('/')
  await pickReloading(page, page.getByRole('radio', { name: 'Required' }))
  await submitEmail(page, email)
  await page
    .getByRole('dialog', { name: 'Confirm Email' })
    .getByRole('textbox', { name: 'Digit 1 of 6' })
    .fill(await codeOf(email, new Set()))
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await expect(sign).toBeVisible({ timeout: 20_000 })
  await connectedAddress(page)
  await watchFrame(page)
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible({
    timeout: 20_000,
  })
  await expectSteady(page, 'approval-siwe-390')
  // The message's address breaks, if at all, only between its halves: no character alone.
  const halves = frame(page).locator('.approval-details .address-half')
  await expect(halves).toHaveCount(2)
  for (const half of await halves.all())
    expect(await half.evaluate((span) => span.getClientRects().length)).toBe(1)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.', {
    timeout: 20_000,
  })
})

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})
