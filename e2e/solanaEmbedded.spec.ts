import { expect, test } from '@playwright/test'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { frameAxeViolations } from './axe.js'
import { frame, fresh, logInNew } from './emailHelpers.js'
import { signsWithSolanaInFrame } from './solanaHelpers.js'

const solana = manifest.solana
if (!solana) throw new Error('The devnet manifest has no Solana chain')

/** One JSON-RPC call to the Solana devnet. */
async function solanaRpc(method: string, params: unknown[]) {
  const response = await fetch(solana?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

const solBalance = async (address: string) =>
  ((await solanaRpc('getBalance', [address, { commitment: 'confirmed' }])) as { value: number })
    .value / 1e9

test('an e-mail user has a Solana account: signs a message (Ed25519) and sends SOL after approving in the frame', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = fresh('solana')
  const evm = await logInNew(page, email, new Set())

  // The e-mail wallet's Solana account connects beside its EVM one.
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, { timeout: 20_000 })
  const address = ((await panel.locator('dd.mono').textContent()) ?? '').trim()
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

  // A message, approved on the frame's own screen: the signature verifies with Ed25519.
  await signsWithSolanaInFrame(page, address)

  // Funded from the devnet, it sends 0.25 SOL to Bob: the frame shows the transfer and the fee.
  await solanaRpc('requestAirdrop', [address, 2_000_000_000])
  await expect.poll(() => solBalance(address), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  const bob = solana?.accounts[1]?.address ?? ''
  const before = await solBalance(bob)
  await page.getByRole('button', { name: `${evm.slice(0, 6)}…${evm.slice(-4)}` }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const section = account.getByTestId('solana-account')
  await expect(section.getByTestId('solana-address')).toHaveAttribute('title', address)
  await section.getByRole('button', { name: 'Send', exact: true }).click()
  const form = section.getByTestId('solana-send')
  await form.getByLabel('To address').fill(bob)
  await form.getByLabel('Amount').fill('0.25')
  await form.getByRole('button', { name: 'Send', exact: true }).click()

  const screen = frame(page)
  await expect(screen.getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(screen.getByText(bob.slice(0, 22))).toBeVisible()
  await expect(screen.getByText('0.25 SOL')).toBeVisible()
  await expect(screen.getByText('0.000005 SOL')).toBeVisible()
  expect(await frameAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-embedded-approval.png' })
  await screen.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(async () => (await solBalance(bob)) - before, { timeout: 20_000 })
    .toBeCloseTo(0.25, 9)
})

test('a transaction rejected in the frame is not sent, and says so', async ({ page }) => {
  test.setTimeout(120_000)
  await logInNew(page, fresh('solana-reject'), new Set())
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(panel.locator('..')).toContainText('rejected')
  await expect(page.getByTestId('solana-signature')).toHaveCount(0)
})
