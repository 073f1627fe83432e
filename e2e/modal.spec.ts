import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'

const rpcUrl = 'http://127.0.0.1:8545'

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the modal opens as a labelled dialog listing the injected wallet, and Escape returns focus', async ({
  page,
}) => {
  await injectTestWallet(page)
  await page.goto('/')
  const dialog = await openConnect(page)
  const wallet = dialog.getByRole('button', { name: /Airlock Test Wallet/ })
  await expect(wallet).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/modal-connect.png' })

  // Keyboard only: focus starts inside, Tab reaches the e-mail field (first, as SPEC orders the
  // connect methods: e-mail, social, wallet), its Continue button, each social login, then the
  // wallet; Escape closes and returns focus.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused()
  const socials = dialog
    .getByRole('list', { name: 'Log in with a social account' })
    .getByRole('button')
  await expect(socials.first()).toBeVisible()
  for (const social of await socials.all()) {
    await page.keyboard.press('Tab')
    await expect(social).toBeFocused()
  }
  await page.keyboard.press('Tab')
  await expect(wallet).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
})

test('connects the injected wallet, shows the account and its devnet balance, survives a reload, disconnects', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const dialog = await openConnect(page)
  await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()

  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  const accountButton = page.getByRole('button', { name: short })
  await expect(accountButton).toBeVisible()
  await expect(dialog).toBeHidden()

  const balance = await createPublicClient({ transport: http(rpcUrl) }).getBalance({
    address: wallet.address,
  })
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(short)
  await expect(account.getByTestId('balance')).toHaveText(
    `${Number(formatEther(balance)).toFixed(2)} ETH`,
  )
  await expect(account).toContainText('Airlock Devnet')
  await page.screenshot({ path: 'e2e/screenshots/modal-account.png' })

  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a declined connection says so, and Try again connects', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const dialog = await openConnect(page)
  wallet.rejectNext()
  await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()

  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByRole('status')).toContainText('Connection declined')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` }),
  ).toBeVisible()
})

test('switches networks from the Network button; a foreign chain locks the modal on UnsupportedChain until switched back', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const dialog = await openConnect(page)
  await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  // Networks: the current one is marked; a declined switch says so; Try again switches.
  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(
    networks.getByRole('button', { name: /^Airlock Devnet Connected$/ }),
  ).toHaveAttribute('aria-current', 'true')
  await page.screenshot({ path: 'e2e/screenshots/modal-networks.png' })
  wallet.rejectNext()
  await networks.getByRole('button', { name: 'Airlock Devnet L2' }).click()
  const switching = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(switching.getByRole('status')).toContainText('Switch declined')
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('Airlock Devnet L2')
  expect(wallet.chainId()).toBe(31338)
  // wagmi's own hooks in the page see the same connection.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wagmi-panel')).toContainText('31338')
  await expect(page.getByRole('button', { name: 'Network: Airlock Devnet L2' })).toBeVisible()

  // The wallet wanders off to a chain the dapp does not know: the modal opens and will not close.
  await wallet.moveToChain(999)
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(unsupported.getByRole('alert')).toHaveText(
    "This app doesn't support your current network. Switch to an available option to continue.",
  )
  await expect(page.getByRole('button', { name: 'Network: Wrong network' })).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/modal-unsupported.png' })
  await page.keyboard.press('Escape')
  await expect(unsupported).toHaveAttribute('data-shake', 'true')
  await unsupported.getByRole('button', { name: 'Close' }).click()
  await expect(unsupported).toBeVisible()

  await unsupported.getByRole('button', { name: 'Airlock Devnet', exact: true }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Airlock Devnet')
  expect(wallet.chainId()).toBe(31337)
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
