import { demoAccounts } from '@airlock/test-kit'
import { type Browser, expect, test } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { foundry } from 'viem/chains'
import {
  codeOf,
  connectedAddress,
  frame,
  fresh,
  fundFromDevnet,
  logInNew,
  nextMail,
  sendFirstFromSmartAccount,
  signAndVerify,
  submitEmail,
} from './emailHelpers.js'

// The e-mail (embedded) wallet end to end: the modal's e-mail field, the code from the sandbox's
// inbox, the wallet made in the secure frame, its approval screen shown inside the modal, and the
// session kept across a reload. Each test uses addresses of its own.

const rpcUrl = 'http://127.0.0.1:8545'
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) })

test.describe.configure({ timeout: 120_000 })

test('a new e-mail: the code from the inbox, a fresh wallet that signs and sends, a reload, sign-out', async ({
  page,
}) => {
  const email = fresh('alice')
  const seen = new Set<string>()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The e-mail field comes first, the wallets below it.
  const field = connect.getByRole('textbox', { name: 'Email' })
  await expect(field).toBeVisible()
  await field.fill('not-an-address')
  await connect.getByRole('button', { name: 'Continue' }).click()
  await expect(connect.getByRole('alert')).toHaveText('Invalid email')

  await field.fill(email)
  await field.press('Enter')
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(verify).toContainText(email)
  // Resend waits out the 30 s cooldown, counting down.
  await expect(verify.getByRole('button', { name: /Resend in \d+ seconds?/ })).toBeDisabled()
  const code = await codeOf(email, seen)

  // Typing moves from box to box; Backspace in an empty box empties and focuses the one before.
  const first = verify.getByRole('textbox', { name: 'Digit 1 of 6' })
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code')
  await first.pressSequentially(code.slice(0, 2))
  await expect(verify.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(verify.getByRole('textbox', { name: 'Digit 2 of 6' })).toBeFocused()
  await expect(verify.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('')
  await page.keyboard.type(code.slice(1))

  // Connected: the modal closes, and wagmi sees the e-mail wallet with an address of its own.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(demoAccounts().map(({ account }) => account.address)).not.toContain(address)
  expect(await chain.getTransactionCount({ address })).toBe(0)

  // The devnet funds it.
  await fundFromDevnet(address, '1')

  // The frame's approval screen speaks the modal's language: in German, then Escape refuses.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
  await page.getByRole('button', { name: 'Nachricht signieren' }).click()
  await expect(
    frame(page).getByRole('heading', { name: 'Diese Nachricht signieren?' }),
  ).toBeVisible()
  await expect(frame(page).getByRole('button', { name: 'Bestätigen' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en')

  // Sign: the secure frame shows its own approval screen inside the modal, titled "Sign message".
  // The frame's Reject refuses the request (the dapp hears a refusal) and hides the frame.
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  const approve = page.getByRole('dialog', { name: 'Sign message' })
  await expect(approve).toBeVisible()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(/^Not signed: User rejected/)).toBeVisible()
  await expect(page.locator('#airlock-wallet-frame')).toBeHidden()
  // Asked again, the frame shows the new request.
  await signAndVerify(page, address, { screenshot: 'e2e/screenshots/email-approve.png' })

  // Send 0.01 ETH from the modal: the approval comes back to the Send flow, which finishes. The
  // connected address is the smart account (the default): the send deploys it, gas sponsored.
  await sendFirstFromSmartAccount(page, {
    from: address,
    to: (demoAccounts()[2]?.account.address ?? '0x') as `0x${string}`,
  })
  await page.keyboard.press('Escape')

  // A reload keeps the login: the frame says it is still connected.
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)

  // Sign out from AccountSettings: the login is forgotten, also after another reload.
  await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('settings-email')).toHaveText(email)
  // The smart account (a SessionAccount the key owns) is the default connected address; switched
  // off, the plain account (the key's own, which never held anything), and on again.
  const smartSwitch = settings.getByRole('switch', { name: 'Smart account' })
  await expect(smartSwitch).toHaveAttribute('aria-checked', 'true')
  await smartSwitch.click()
  await expect(smartSwitch).toHaveAttribute('aria-checked', 'false')
  await expect.poll(() => connectedAddress(page), { timeout: 10_000 }).not.toBe(address)
  const plainAddress = await connectedAddress(page)
  expect(await chain.getBalance({ address: plainAddress })).toBe(0n)
  await smartSwitch.click()
  await expect(smartSwitch).toHaveAttribute('aria-checked', 'true')
  await expect.poll(() => connectedAddress(page), { timeout: 10_000 }).toBe(address)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForTimeout(1_500)
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
})

test('a second browser with the same e-mail: the code, then the device link from the inbox, the same address', async ({
  browser,
}) => {
  // Two logins and the server's 30 s cooldown waited out in between: a ceiling three times the
  // suite's, since on a busy machine the two logins alone took most of its two minutes.
  test.slow()
  const email = fresh('bob')
  const seen = new Set<string>()
  const first = await newPage(browser)
  const address = await logInNew(first, email, seen)
  await first.context().close()

  const second = await newPage(browser)
  await second.goto('/')
  await submitEmail(second, email)
  // The first browser's code went out moments ago: the server's 30 s cooldown holds for this
  // address on every device, and the modal says so under the field until it has passed.
  const connect = second.getByRole('dialog', { name: 'Connect Wallet' })
  const verify = second.getByRole('dialog', { name: 'Confirm Email' })
  const refusal = connect.getByRole('alert').filter({ hasText: /try again/ })
  await expect(refusal.or(verify)).toBeVisible({ timeout: 15_000 })
  if (await refusal.isVisible()) {
    await expect(refusal).toHaveText(/^Please try again after \d+ seconds$/)
    const seconds = Number((await refusal.textContent())?.match(/\d+/)?.[0] ?? 30)
    await second.waitForTimeout((seconds + 1) * 1000)
    await connect.getByRole('button', { name: 'Continue' }).click()
  }
  // A known address on a new device gets a code first, like any address; the device's approval
  // follows the right code.
  await expect(verify).toContainText(email)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const device = second.getByRole('dialog', { name: 'Register Device' })
  await expect(device).toContainText('Waiting for your approval', { timeout: 20_000 })
  const [link] = await nextMail(email, /https?:\/\/\S+\/device\/approve\?token=\S+/, seen)
  const approval = await second.context().newPage()
  await approval.goto(link)
  await approval.getByRole('button', { name: 'Approve the device' }).click()
  // The form's answer shown before the page is closed: a close racing the commit of a navigation
  // can be acknowledged by Chromium and never done, and `page.close()` then waits for good (in a
  // full run it held this test for five minutes, until its ceiling).
  await expect(approval.getByRole('heading', { level: 1 })).toHaveText('Device approved')
  await approval.close()

  // Logged in; restoring the wallet on this device takes a code sent for recovery (the login
  // code restores nothing), and the address hears of the recovery with a link that locks it.
  await expect(verify).toContainText('Enter the recovery code', { timeout: 20_000 })
  const [, recoveryCode = ''] = await nextMail(email, /recovery code is (\d{6})/, seen)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(recoveryCode)
  await nextMail(email, /\/auth\/v1\/email\/wallet\/lock\?token=/, seen)

  await expect(second.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(second)).toBe(address)
  await second.context().close()
})

test('changing the e-mail takes a code from the current address, then one from the new', async ({
  page,
}) => {
  const email = fresh('carol')
  const next = fresh('carol-new')
  const seen = new Set<string>()
  const address = await logInNew(page, email, seen)

  await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await page
    .getByRole('dialog', { name: 'Account Settings' })
    .getByRole('button', { name: 'Edit email' })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Email' })
  await edit.getByRole('textbox', { name: 'New email' }).fill(email)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByRole('alert')).toHaveText('This is already your email.')
  await edit.getByRole('textbox', { name: 'New email' }).fill(next)
  await edit.getByRole('button', { name: 'Save' }).click()

  const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await expect(primary).toContainText(email)
  await primary.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
  await expect(secondary).toContainText(next)
  await secondary.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(next, seen))
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByTestId('settings-email')).toHaveText(next, { timeout: 15_000 })
  expect(await connectedAddress(page)).toBe(address)
})

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
  })
  return context.newPage()
}
