import { expect, test } from '@playwright/test'
import { connectedAddress } from './emailHelpers.js'
import { logInWith, openConnect, short, socialButton } from './socialHelpers.js'
import { signsWithSolanaInFrame } from './solanaHelpers.js'

test('a social-login user has a Solana account too: Account shows it, and it signs a message with Solana (Ed25519)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { connect, offered } = await openConnect(page)
  const id = offered.includes('github') ? 'github' : (offered[0] ?? 'google')
  const button = await socialButton(page, connect, id)
  await logInWith(page, button, /Dave Private/)
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const evm = await connectedAddress(page)

  // Its Solana account connects beside the EVM one, and Account shows it.
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, { timeout: 20_000 })
  const address = ((await panel.locator('dd.mono').textContent()) ?? '').trim()
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await page.getByRole('button', { name: short(evm) }).click()
  const section = page.getByRole('dialog', { name: 'Account' }).getByTestId('solana-account')
  await expect(section.getByTestId('solana-address')).toHaveAttribute('title', address)
  await expect(section.getByTestId('solana-address')).toHaveText(short(address))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // It signs with Solana after approval on the frame's screen; the signature verifies.
  await signsWithSolanaInFrame(page, address)
})
