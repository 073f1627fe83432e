import { expect, test } from '@playwright/test'
import {
  codeOf,
  connectedAddress,
  knownAddressOnNewDevice,
  nextMail,
  submitEmail,
} from './emailHelpers.js'
import { journalPages } from './pageJournal.ts'

// A new device of a known e-mail address asks for a new approval link (issue 16, item 8): Resend
// on EmailVerifyDevice e-mails a new link for the same login, with no new code, and the view stays;
// the old link stops working and the new one approves the device.

test.describe.configure({ timeout: 240_000 })

const approvalLink = /https?:\/\/\S+\/device\/approve\?token=\S+/

// The page, journalled: a failure in a full run could not be told from its report otherwise.
const journal = journalPages()

test('a new device: Resend e-mails a new link, the old one stops working, the new one logs in', async ({
  browser,
}) => {
  const { email, seen, address, page } = await knownAddressOnNewDevice(browser, 'device-resend')
  journal(page)
  // The first device's code went out moments ago: the server's 30 s cooldown holds until then.
  await page.waitForTimeout(31_000)
  await page.goto('/')
  await submitEmail(page, email)
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(verify).toContainText(email, { timeout: 15_000 })
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const device = page.getByRole('dialog', { name: 'Register Device' })
  await expect(device.getByRole('status')).toHaveText('Waiting for your approval…', {
    timeout: 20_000,
  })
  const [oldLink = ''] = await nextMail(email, approvalLink, seen)
  // The code went out under 30 s ago: Resend counts down first, then may be pressed.
  const resend = device.getByRole('button', { name: 'Resend link' })
  await expect(resend).toBeEnabled({ timeout: 40_000 })
  await resend.click()
  await expect(device.getByRole('status')).toHaveText('A new link is on its way.', {
    timeout: 15_000,
  })
  await expect(device.getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeDisabled()
  await expect(device.getByTestId('device-link-countdown')).toHaveText(
    /^The link is valid for \d+:\d\d$/,
  )
  await expect(device.getByRole('alert')).toHaveText('')
  const [newLink = ''] = await nextMail(email, approvalLink, seen)
  expect(newLink).not.toBe(oldLink)

  const approval = await page.context().newPage()
  const refused = await approval.goto(oldLink)
  expect(refused?.status()).toBe(400)
  await expect(approval.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  await approval.goto(newLink)
  await approval.getByRole('button', { name: 'Approve the device' }).click()
  await expect(approval.getByRole('heading', { level: 1 })).toHaveText('Device approved')
  await approval.close()
  // Approved: the wallet is restored on this device with the recovery code e-mailed now.
  await expect(verify).toContainText('Enter the recovery code', { timeout: 20_000 })
  const [, recoveryCode = ''] = await nextMail(email, /recovery code is (\d{6})/, seen)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(recoveryCode)
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
  await page.context().close()
})
