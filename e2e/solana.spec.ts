import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { verifies } from './solanaHelpers.js'

const solana = manifest.solana
if (!solana) throw new Error('The devnet manifest has no Solana chain')

/** The account's SOL balance as the Solana devnet's RPC has it, in whole SOL. */
async function solBalance(address: string): Promise<number> {
  const response = await fetch(solana?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const body = (await response.json()) as { result: { value: number } }
  return body.result.value / 1e9
}

test('the Solana test wallet connects over the Wallet Standard: address and SOL balance, a signature that verifies, disconnect', async ({
  page,
}) => {
  const wallet = await injectSolanaTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog')
  await connect.getByRole('button', { name: /Airlock Test Wallet\s*Solana/ }).click()
  await expect(connect).toBeHidden()
  expect(wallet.requests).toContain('connect')

  // The header shows the base58 address shortened, and opens Account with the Solana account.
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const section = account.getByTestId('solana-account')
  await expect(section.getByTestId('solana-address')).toHaveText(short)
  await expect(section.getByTestId('solana-address')).toHaveAttribute('title', wallet.address)
  const held = await solBalance(wallet.address)
  expect(held).toBeGreaterThan(0)
  await expect(section.getByTestId('solana-balance')).toHaveText(
    `${held.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} SOL`,
  )
  await page.screenshot({ path: 'e2e/screenshots/solana-account.png' })
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // The page signs with the Solana account; the signature verifies with Ed25519.
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(wallet.address)
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  const signature = (await page.getByTestId('solana-signature').textContent()) ?? ''
  expect(verifies(wallet.address, 'Hello from the Airlock web app', signature)).toBe(true)
  expect(verifies(wallet.address, 'another message', signature)).toBe(false)

  // Send 0.5 SOL to Bob: the wallet signs and sends, and it lands on the Solana devnet.
  const bob = solana?.accounts[1]?.address ?? ''
  const before = await solBalance(bob)
  await page.getByRole('button', { name: short }).click()
  await section.getByRole('button', { name: 'Send', exact: true }).click()
  const form = section.getByTestId('solana-send')
  await form.getByLabel('To address').fill(bob)
  await form.getByLabel('Amount').fill('0.5')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByTestId('solana-send-status')).toContainText('Transaction sent')
  expect(wallet.sent).toHaveLength(1)
  await expect.poll(async () => (await solBalance(bob)) - before).toBeCloseTo(0.5, 9)
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // Disconnect Solana: the wallet is told, and the page forgets the account, also on reload.
  await page.getByRole('button', { name: short }).click()
  await account.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(account).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(panel).toBeHidden()
  expect(wallet.requests).toContain('disconnect')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('solana-panel')).toBeHidden()
})

test('a refused connect says so and connects on Try again', async ({ page }) => {
  const wallet = await injectSolanaTestWallet(page)
  await page.goto('/')
  wallet.rejectNext()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Airlock Test Wallet\s*Solana/ }).click()
  await expect(dialog.getByRole('status')).toContainText('Connection declined')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('solana-panel')).toContainText(wallet.address)
})
