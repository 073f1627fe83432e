import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { modalAxeViolations } from './axe.js'
import { frame, fresh, logInNew } from './emailHelpers.js'
import { connectAndOpenAccount } from './openAccount.ts'
import { settled } from './shift.js'
import { holdRequests } from './socialHelpers.js'
import { held, solanaRpc } from './solanaHelpers.js'

/** From Account, the Solana account's Swap, selling SOL, USDC picked to receive. */
async function swapSolForUsdc(page: Page) {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByTestId('solana-account')
    .getByRole('button', { name: 'Swap' })
    .click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('button', { name: 'Token to pay: SOL. Change' })).toBeVisible()
  await swap
    .getByRole('button', { name: /^(Select the token to receive|Token to receive)/ })
    .click()
  await page.getByRole('dialog', { name: 'Select Token' }).getByTestId('swap-token-USDC').click()
  return swap
}

/** Connects Dave's Solana wallet (no other spec moves his balances) and opens Swap from Account. */
async function openSolanaSwap(page: Page) {
  const wallet = await injectSolanaTestWallet(page, { user: 3 })
  const account = await connectAndOpenAccount(page, wallet)
  const swap = await swapSolForUsdc(page)
  await expect(swap.getByRole('button', { name: 'Token to receive: USDC. Change' })).toBeVisible()
  return { wallet, swap, account }
}

test("Account's Solana Swap stays under the pointer while the balances come: the card grows down, its top kept", async ({
  page,
}) => {
  const wallet = await injectSolanaTestWallet(page, { user: 3 })
  // Dave holds USDC and has a past: their rows come with the balances and the history, under the
  // features. Both are held until the account's own rows have been painted.
  const balances = await holdRequests(page, `/v1/account/${wallet.address}/balance`)
  const history = await holdRequests(page, `/v1/account/${wallet.address}/history`)
  const account = await connectAndOpenAccount(page, wallet)
  await Promise.all([balances.asked, history.asked])
  const swapButton = account.getByTestId('solana-account').getByRole('button', { name: 'Swap' })
  await expect(swapButton).toBeVisible()
  await settled(account)
  const before = { swap: await swapButton.boundingBox(), card: await account.boundingBox() }
  balances.release()
  history.release()
  await expect(account.getByTestId('solana-token-USDC')).toBeVisible()
  await settled(account)
  const after = { swap: await swapButton.boundingBox(), card: await account.boundingBox() }
  if (!before.swap || !after.swap || !before.card || !after.card) throw new Error('no box')
  expect(after.card.height).toBeGreaterThan(before.card.height)
  // Centred, the card would have lifted its top, and Swap, by half its growth.
  expect(Math.abs(after.card.y - before.card.y)).toBeLessThan(0.5)
  expect(Math.abs(after.swap.y - before.swap.y)).toBeLessThan(0.5)
})

test('a Solana wallet swaps SOL for USDC with the desk: quoted, co-signed, settled exactly as quoted', async ({
  page,
}) => {
  const { wallet, swap } = await openSolanaSwap(page)
  const before = await held(wallet.address)
  const amount = swap.getByRole('textbox', { name: 'You pay' })
  await amount.fill('100000')
  await expect(swap.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
  await amount.fill('0.25')
  const output = swap.getByTestId('swap-output')
  await expect(output).toHaveText(/^[\d,]+\.\d{6}$/)
  const quoted = BigInt(((await output.textContent()) ?? '').replaceAll(/[,.]/g, ''))
  await expect(swap.getByTestId('swap-price')).toHaveText(/^1 SOL = [\d,.]+ USDC$/)
  // The fee is two signatures' (the desk's and the wallet's), in SOL's price.
  await expect(swap.getByTestId('swap-network-fee')).toHaveText(/^\$\d/)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-swap-quote.png', animations: 'disabled' })
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await expect(preview.getByTestId('swap-send')).toContainText('0.25 SOL')
  // A desk swap needs no approval: one step, one button.
  await expect(preview.getByRole('list', { name: 'Steps' })).toHaveCount(0)
  const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
  await expect(confirm).toBeEnabled()
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/solana-swap-preview.png', animations: 'disabled' })
  await confirm.click()

  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.toast')).toContainText('Swapped 0.25 SOL for')
  expect(wallet.sent).toHaveLength(1)
  // The cluster moved exactly the quote: 0.25 SOL and the two signatures' fee out, USDC in.
  const after = await held(wallet.address)
  expect(after.usdc - before.usdc).toBe(quoted)
  expect(before.lamports - after.lamports).toBe(250_000_000n + 10_000n)
  // Account reads the balances again.
  const shown = Number(after.usdc) / 1e6
  await expect(account.getByTestId('solana-token-USDC')).toContainText(
    `${shown.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDC`,
    { timeout: 10_000 },
  )
})

test('over the desk inventory the quote says so; a declined co-signature returns to Swap and sends nothing', async ({
  page,
}) => {
  const { wallet, swap } = await openSolanaSwap(page)
  // The amount as typed is fine for the balance; the server is asked for far more than the desk
  // holds (the real desk answers: 422 DeskInventoryExceededError).
  await page.route('**/v1/convert/quotes?*', (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('amount') === '300000000')
      url.searchParams.set('amount', `${10n ** 18n}`)
    return route.continue({ url: url.toString() })
  })
  const amount = swap.getByRole('textbox', { name: 'You pay' })
  await amount.fill('0.3')
  await expect(
    swap.getByRole('button', { name: 'Insufficient liquidity for this amount' }),
  ).toBeDisabled()

  await amount.fill('0.2')
  await expect(swap.getByTestId('swap-output')).toHaveText(/^[\d,]+\.\d{6}$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  wallet.rejectNext()
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.locator('.toast')).toContainText('Signature declined')
  await expect(swap.getByRole('textbox', { name: 'You pay' })).toHaveValue('0.2')
  expect(wallet.sent).toHaveLength(0)
})

test('an e-mail user swaps SOL for USDC with the desk, co-signing in the frame after seeing both legs', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const evm = await logInNew(page, fresh('solana-swap'), new Set())
  const panel = page.getByTestId('solana-panel')
  await expect(panel).toContainText(/[1-9A-HJ-NP-Za-km-z]{32,44}/, { timeout: 20_000 })
  const address = ((await panel.locator('dd.mono').textContent()) ?? '').trim()
  await solanaRpc('requestAirdrop', [address, 2_000_000_000])
  await expect
    .poll(async () => (await held(address)).lamports, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2_000_000_000n)
  await page.getByRole('button', { name: `${evm.slice(0, 6)}…${evm.slice(-4)}` }).click()
  const swap = await swapSolForUsdc(page)
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
  const output = swap.getByTestId('swap-output')
  await expect(output).toHaveText(/^[\d,]+\.\d{6}$/)
  const quoted = BigInt(((await output.textContent()) ?? '').replaceAll(/[,.]/g, ''))
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()

  // The frame shows both legs: 0.5 SOL to the desk, the USDC to the wallet's token account.
  const screen = frame(page)
  await expect(screen.getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(screen.getByText('0.5 SOL')).toBeVisible()
  await screen.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('.toast')).toContainText('Swapped 0.5 SOL for')
  await expect.poll(async () => (await held(address)).usdc, { timeout: 15_000 }).toBe(quoted)
})
