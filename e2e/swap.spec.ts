import { demoAccounts, injectTestWallet, type TestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  http,
  parseUnits,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { modalAxeViolations } from './axe.ts'

// The swapper is Erin (demo account #5): no other spec reads or moves her balances.
const erinAccount = demoAccounts()[4]?.account
const erinKey = erinAccount?.getHdKey().privateKey
if (!erinAccount || !erinKey) throw new Error('The devnet manifest has no fifth demo account')
const erin = privateKeyToAccount(toHex(erinKey))

const rpcUrl = 'http://127.0.0.1:8545'
const devnet = manifest.chains[0]
if (!devnet) throw new Error('The devnet manifest has no chain')
const tokenOf = (symbol: string) => {
  const token = devnet.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`The devnet manifest has no ${symbol}`)
  return token.address as `0x${string}`
}
const usdc = tokenOf('USDC')
const dai = tokenOf('DAI')
const router = devnet.contracts.uniswapV2Router02 as `0x${string}`
const chain = defineChain({
  id: devnet.chainId,
  name: devnet.name,
  nativeCurrency: devnet.nativeCurrency,
  rpcUrls: { default: { http: [rpcUrl] } },
})
const client = createPublicClient({ chain, transport: http(rpcUrl) })

const balanceOf = (token: `0x${string}`) =>
  client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [erin.address],
  })
const allowance = () =>
  client.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [erin.address, router],
  })
const sent = (wallet: TestWallet) =>
  wallet.requests.filter((method) => method === 'eth_sendTransaction').length

/** Connects Erin's wallet and opens the Swap view from the account. */
async function openSwap(page: Page, theme?: 'Light' | 'Dark') {
  const wallet = await injectTestWallet(page, { privateKey: toHex(erinKey as Uint8Array) })
  await page.goto('/')
  if (theme) await page.getByRole('radio', { name: theme }).check()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await page
    .getByRole('button', { name: `${erin.address.slice(0, 6)}…${erin.address.slice(-4)}` })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  // The wallet features in the spec's order: onramp, swaps, receive, send.
  const features = account.locator('.features button')
  await expect(features.filter({ hasText: 'Swap' })).toHaveCount(1)
  const names = await features.allTextContents()
  // Buy leads when an on-ramp provider is offered here (the on-ramp's spec checks that).
  expect(names.filter((name) => name !== 'Buy')).toEqual(['Swap', 'Receive', 'Send'])
  if (names.includes('Buy')) expect(names[0]).toBe('Buy')
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('textbox', { name: 'You pay' })).toBeVisible()
  return { wallet, swap }
}

/** Picks `symbol` in the token picker the button opened. */
async function pick(page: Page, swap: Locator, button: RegExp, symbol: string, shot?: string) {
  await swap.getByRole('button', { name: button }).click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await expect(picker.getByRole('heading', { name: 'Your tokens' })).toBeVisible()
  if (shot) await page.screenshot({ path: `e2e/screenshots/${shot}.png`, animations: 'disabled' })
  await picker.getByLabel('Search tokens').fill(symbol)
  await picker.getByTestId(`swap-token-${symbol}`).click()
  await expect(swap.getByRole('button', { name: button })).toHaveAccessibleName(
    new RegExp(`: ${symbol}\\. Change$`),
  )
}

test.beforeAll(async () => {
  const held = await client.getBalance({ address: erin.address })
  if (held < parseUnits('0.2', 18))
    throw new Error(
      `Erin holds ${formatUnits(held, 18)} ETH; the swaps need 0.2 (reset the devnet)`,
    )
})

test('swaps 0.1 ETH for USDC in one transaction, exactly as quoted; too much is refused', async ({
  page,
}) => {
  const { wallet, swap } = await openSwap(page)
  await expect(swap.getByRole('button', { name: 'Token to pay: ETH. Change' })).toBeVisible()
  await pick(page, swap, /^(Select the token to receive|Token to receive)/, 'USDC')

  // Bad input first: letters are not typed; more than the balance is named and cannot be reviewed.
  const amount = swap.getByRole('textbox', { name: 'You pay' })
  await amount.pressSequentially('1a.b5')
  await expect(amount).toHaveValue('1.5')
  await amount.fill('100000')
  const short = swap.getByRole('button', { name: 'Insufficient balance' })
  await expect(short).toBeDisabled()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: 'e2e/screenshots/swap-insufficient.png', animations: 'disabled' })

  const before = await balanceOf(usdc)
  await amount.fill('0.1')
  const output = swap.getByTestId('swap-output')
  await expect(output).toHaveText(/^[\d,]+\.\d{6}$/)
  const quoted = parseUnits((await output.textContent())?.replaceAll(',', '') ?? '', 6)
  await expect(swap.getByTestId('swap-price')).toHaveText(/^1 ETH = [\d,.]+ USDC$/)
  await expect(swap.getByTestId('swap-network-fee')).toHaveText(/^\$\d/)
  await expect(swap.getByTestId('swap-slippage')).toHaveText('1%')
  await expect(swap.getByTestId('swap-minimum')).toContainText('USDC')
  await page.screenshot({ path: 'e2e/screenshots/swap-quote.png', animations: 'disabled' })
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await expect(preview.getByTestId('swap-send')).toContainText('0.1 ETH')
  // ETH needs no approval: one step, one button.
  await expect(preview.getByRole('list', { name: 'Steps' })).toHaveCount(0)
  const confirm = preview.getByRole('button', { name: 'Swap', exact: true })
  await expect(confirm).toBeEnabled()
  await page.screenshot({ path: 'e2e/screenshots/swap-preview.png', animations: 'disabled' })
  await confirm.click()

  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.toast')).toContainText('Swapped 0.1 ETH for')
  expect(sent(wallet)).toBe(1)
  // The chain moved exactly what the quote said: nothing else happened on the devnet meanwhile.
  expect((await balanceOf(usdc)) - before).toBe(quoted)
  const held = Number(formatUnits(await balanceOf(usdc), 6))
  await expect(account.getByTestId('token-USDC')).toContainText(
    `${held.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDC`,
    { timeout: 5_000 },
  )
  // Activity: the swap is one operation, both legs in one row.
  await account.getByRole('tab', { name: 'Activity' }).click()
  const latest = account.getByRole('tabpanel').getByTestId('activity').first()
  await expect(latest).toContainText('Swapped', { timeout: 5_000 })
  await expect(latest).toContainText('0.100 ETH')
  await expect(latest).toContainText('USDC')
  await page.screenshot({ path: 'e2e/screenshots/swap-activity.png', animations: 'disabled' })
})

test('USDC for DAI: declining the approval returns to Swap; then approve and swap, two transactions', async ({
  page,
}) => {
  // Start without an allowance, so the swap needs its approval (Erin's own transaction).
  const wallet = createWalletClient({ account: erin, chain, transport: http(rpcUrl) })
  const reset = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, 0n],
  })
  await client.waitForTransactionReceipt({ hash: reset })
  expect(await allowance()).toBe(0n)
  expect(await balanceOf(usdc)).toBeGreaterThanOrEqual(parseUnits('5', 6))

  const { wallet: testWallet, swap } = await openSwap(page)
  await pick(page, swap, /^Token to pay/, 'USDC')
  await pick(
    page,
    swap,
    /^(Select the token to receive|Token to receive)/,
    'DAI',
    'swap-select-token',
  )
  await swap.getByRole('textbox', { name: 'You pay' }).fill('5')
  await expect(swap.getByTestId('swap-output')).toHaveText(/^[\d,]+\.\d{6}$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  const steps = preview.getByRole('list', { name: 'Steps' })
  await expect(steps.getByRole('listitem')).toHaveText([/^Approve USDC/, /^Swap USDC for DAI/])
  const confirm = preview.getByRole('button', { name: 'Approve & swap' })
  await expect(confirm).toBeEnabled()
  await page.screenshot({
    path: 'e2e/screenshots/swap-preview-approve.png',
    animations: 'disabled',
  })

  // The wallet declines the approval: back to the form as it was, with a notification.
  testWallet.rejectNext()
  await confirm.click()
  await expect(swap.getByRole('textbox', { name: 'You pay' })).toHaveValue('5')
  await expect(page.locator('.toast')).toHaveText('Signature declined')
  await page.screenshot({ path: 'e2e/screenshots/swap-declined.png', animations: 'disabled' })
  expect(await allowance()).toBe(0n)
  // The wallet was asked once, for the approval, and nothing was sent.
  expect(sent(testWallet)).toBe(1)

  const before = { usdc: await balanceOf(usdc), dai: await balanceOf(dai) }
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  const minimum = parseUnits(
    ((await swap.getByTestId('swap-minimum').textContent()) ?? '').replace(/[^\d.]/g, ''),
    18,
  )
  await swap.getByRole('button', { name: 'Review swap' }).click()
  await preview.getByRole('button', { name: 'Approve & swap' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible({ timeout: 20_000 })
  // Two more: the approval, then the swap.
  expect(sent(testWallet)).toBe(3)
  expect(before.usdc - (await balanceOf(usdc))).toBe(parseUnits('5', 6))
  expect((await balanceOf(dai)) - before.dai).toBeGreaterThanOrEqual(minimum)
  // The approval was for exactly the amount, and the swap spent all of it.
  expect(await allowance()).toBe(0n)

  await account.getByRole('tab', { name: 'Activity' }).click()
  const rows = account.getByRole('tabpanel').getByTestId('activity')
  await expect(rows.first()).toContainText('Swapped', { timeout: 5_000 })
  await expect(rows.first()).toContainText('5.000 USDC')
  await expect(rows.first()).toContainText('DAI')
  await expect(rows.nth(1)).toContainText('Approved')
})

for (const theme of ['Light', 'Dark'] as const) {
  test(`axe finds no serious or critical violation on the swap views, ${theme.toLowerCase()} theme`, async ({
    page,
  }) => {
    // A ceiling for a hung test: a connection and three axe runs, each seconds of CPU on a busy
    // two-core machine.
    test.setTimeout(120_000)
    const { swap } = await openSwap(page, theme)
    const violations: [string, string[]][] = []
    const check = async (view: string) => {
      violations.push([view, await modalAxeViolations(page)])
    }
    await swap
      .getByRole('button', { name: /^(Select the token to receive|Token to receive)/ })
      .click()
    await expect(
      page
        .getByRole('dialog', { name: 'Select Token' })
        .getByRole('heading', { name: 'Your tokens' }),
    ).toBeVisible()
    await check('SwapSelectToken')
    await page.getByRole('dialog', { name: 'Select Token' }).getByTestId('swap-token-USDC').click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('100000')
    await expect(swap.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
    await check('Swap, insufficient balance')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
    await swap.getByRole('button', { name: 'Review swap' }).click()
    const preview = page.getByRole('dialog', { name: 'Review Swap' })
    await expect(preview.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
    await check('SwapPreview')
    // Cancel returns to the form, focus kept inside the dialog.
    await preview.getByRole('button', { name: 'Cancel' }).click()
    await expect(swap.getByRole('textbox', { name: 'You pay' })).toHaveValue('0.01')
    // Back on the form the quote is asked again: read it once it is there, not mid-refresh (the
    // view re-entered then, and axe read its colours mid-fade: 4.48 for Max).
    await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
    await check('Swap, quoted')
    expect(violations).toEqual(violations.map(([view]) => [view, []]))
  })
}
