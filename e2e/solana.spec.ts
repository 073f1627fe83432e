import { injectSolanaTestWallet, injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { getAddressEncoder, getProgramDerivedAddress, address as toAddress } from '@solana/kit'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { modalAxeViolations } from './axe.js'
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

const usdc = solana.tokens.find((token) => token.symbol === 'USDC')?.address ?? ''

/** The account's balance of `mint` as the Solana devnet's RPC has it, in whole tokens. */
async function tokenBalance(address: string, mint: string): Promise<number> {
  const response = await fetch(solana?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [address, { mint }, { encoding: 'jsonParsed' }],
    }),
  })
  const body = (await response.json()) as {
    result: {
      value: { account: { data: { parsed: { info: { tokenAmount: { uiAmount: number } } } } } }[]
    }
  }
  return body.result.value.reduce(
    (sum, item) => sum + item.account.data.parsed.info.tokenAmount.uiAmount,
    0,
  )
}

test('the test wallet in both namespaces: Solana chosen, balances, a signature, SOL and USDC sent; then EVM too, the active namespace switched, Solana disconnected alone', async ({
  page,
}) => {
  // The test wallet on the page in both namespaces: EIP-6963 and the Wallet Standard, one name.
  const evm = await injectTestWallet(page)
  const wallet = await injectSolanaTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog')
  await expect(connect.getByRole('button', { name: /Airlock Test Wallet/ })).toHaveCount(1)
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  // One row, and it asks which namespace to connect (ConnectingMultiChain).
  const chooser = page.getByRole('dialog', { name: 'Select Chain' })
  await expect(chooser.getByRole('button', { name: 'EVM' })).toBeVisible()
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-multichain.png' })
  await chooser.getByRole('button', { name: 'Solana' }).click()
  await expect(connect).toBeHidden()
  expect(wallet.requests).toContain('connect')
  await expect(page.getByRole('button', { name: 'Network: Airlock Solana Devnet' })).toBeVisible()

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
  // Its activity, from the server's Solana indexer: the devnet's seeded past.
  await expect(section.getByTestId('solana-activity').getByTestId('activity').first()).toBeVisible()
  expect(await modalAxeViolations(page)).toEqual([])
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

  // Then 1.5 USDC: a receiver off the curve and an amount finer than the mint are refused first.
  const usdcBefore = await tokenBalance(bob, usdc)
  await form.getByLabel('Select token').selectOption('USDC')
  await form.getByLabel('Amount').fill('1.5')
  // The fee, priced by the cluster, in SOL and USD.
  await expect(form.getByTestId('solana-send-fee')).toHaveText(/^0\.000005 SOL \(.*\$.*\)$/)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-send-usdc.png' })
  // Bob's USDC token account: 32 bytes of base58, but off the curve (no key spends from it).
  const [offCurve] = await getProgramDerivedAddress({
    programAddress: toAddress('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
    seeds: [bob, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', usdc].map((key) =>
      getAddressEncoder().encode(toAddress(key)),
    ),
  })
  for (const receiver of [offCurve, bob.slice(0, 31)]) {
    await form.getByLabel('To address').fill(receiver)
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(form.getByRole('alert')).toHaveText('Invalid address')
  }
  await form.getByLabel('To address').fill(bob)
  await form.getByLabel('Amount').fill('1.0000001')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid amount')
  await form.getByLabel('Amount').fill('100000000')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByRole('alert')).toHaveText('Insufficient balance')
  await form.getByLabel('To address').fill(bob)
  await form.getByLabel('Amount').fill('1.5')
  await form.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(form.getByTestId('solana-send-status')).toContainText('Transaction sent')
  expect(wallet.sent).toHaveLength(2)
  await expect.poll(async () => (await tokenBalance(bob, usdc)) - usdcBefore).toBeCloseTo(1.5, 6)
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // Also the EVM side: Networks lists both namespaces; an EVM network asks to switch namespace,
  // and without an EVM wallet goes on to Connect, where the wallet's EVM side is chosen.
  await page.getByRole('button', { name: 'Network: Airlock Solana Devnet' }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks.getByRole('region', { name: 'Solana' })).toBeVisible()
  await expect(networks.getByRole('button', { name: /Airlock Solana Devnet/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-networks.png' })
  await networks.getByRole('button', { name: /^Airlock Devnet$/ }).click()
  const switchChain = page.getByRole('dialog', { name: 'Switch Chain' })
  await expect(switchChain).toContainText('Connect your EVM wallet to use Airlock Devnet.')
  expect(await modalAxeViolations(page)).toEqual([])
  await switchChain.getByRole('button', { name: 'Connect Wallet' }).click()
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await chooser.getByRole('button', { name: 'EVM' }).click()
  await expect(connect).toBeHidden()
  const evmShort = `${evm.address.slice(0, 6)}…${evm.address.slice(-4)}`
  // The namespace just connected is the active one: its address and network in the header.
  await expect(page.getByRole('button', { name: evmShort })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Network: Airlock Devnet' })).toBeVisible()
  await expect(panel).toContainText(wallet.address)

  // Switch the active namespace back to Solana, confirmed in SwitchActiveChain.
  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  await networks.getByRole('button', { name: /Airlock Solana Devnet/ }).click()
  await expect(switchChain).toContainText(
    'Your Solana account will be used on Airlock Solana Devnet.',
  )
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-switch-chain.png' })
  await switchChain.getByRole('button', { name: 'Switch', exact: true }).click()
  await expect(account).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Network: Airlock Solana Devnet' })).toBeVisible()
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  // Disconnect Solana only: the wallet is told, EVM stays connected and becomes active, and the
  // page forgets the Solana account, also on reload.
  await page.getByRole('button', { name: short }).click()
  await account.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(account.getByTestId('solana-account')).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: evmShort })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Network: Airlock Devnet' })).toBeVisible()
  await expect(panel).toBeHidden()
  expect(wallet.requests).toContain('disconnect')
  await page.reload()
  await expect(page.getByRole('button', { name: evmShort })).toBeVisible()
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
