import { injectSolanaTestWallet, randomSolanaKeypair } from '@airlock/test-kit'
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { parseUnits } from 'viem'
import { modalAxeViolations } from './axe.js'
import { pay } from './onRampHelpers.js'
import { connectAndOpenAccount } from './openAccount.ts'
import { settled } from './shift.js'
import { held, solanaDevnet } from './solanaHelpers.js'

// Receive and Buy on the Solana account (issue 21): the Solana test wallet, on a key no other spec
// touches, shows its address and QR code with the Solana clusters, then buys USDC and SOL through
// the sandbox's checkout; both arrive on the devnet's Solana chain, exactly as quoted, and the
// account's balances show them.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/**
 * Screenshots of the modal at both sizes (then back at the desktop's), checked by axe first; each
 * once the card has come to its size (it animates to its content's height).
 */
async function shoot(page: Page, name: string) {
  expect(await modalAxeViolations(page)).toEqual([])
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    await settled(page.getByRole('dialog'))
    await page.screenshot({
      path: `e2e/screenshots/solana-${name}-${viewport.name}.png`,
      animations: 'disabled',
    })
  }
  await page.setViewportSize(viewports[0])
}

const amount = (value: string, digits: number) =>
  Number(value).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: digits })

/** From Account, the Solana account's Buy, 50 USD of `token` quoted: what arrives, as a decimal. */
async function quoteBuy(page: Page, token: 'USDC' | 'SOL') {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByTestId('solana-account')
    .getByRole('button', { name: 'Buy' })
    .click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  // The Solana account's default is USDC on its cluster.
  const usdcChosen = buy.getByRole('button', {
    name: `Buy USDC on ${solanaDevnet.name}. Change token`,
  })
  await expect(usdcChosen).toBeVisible()
  if (token === 'SOL') {
    await usdcChosen.click()
    const tokens = page.getByRole('dialog', { name: 'Select Token' })
    // Only what a Solana address can receive: no EVM chain in the list.
    await expect(
      tokens.getByRole('list', { name: 'Tokens to buy' }).getByRole('button'),
    ).toHaveText([
      new RegExp(`USDC on ${solanaDevnet.name}$`),
      new RegExp(`SOL on ${solanaDevnet.name}$`),
    ])
    await tokens.getByRole('button', { name: new RegExp(`SOL on ${solanaDevnet.name}$`) }).click()
    await expect(
      buy.getByRole('button', { name: `Buy SOL on ${solanaDevnet.name}. Change token` }),
    ).toBeVisible()
  }
  await buy.getByLabel('You pay').fill('50')
  const receive = buy.getByTestId('onramp-receive')
  await expect(receive).toContainText(token)
  await expect(buy.getByTestId('onramp-total')).toHaveText('$50.00')
  return { buy, quoted: (await receive.getAttribute('data-amount')) ?? '' }
}

/** Pays the sandbox's checkout with the test card; the modal's Purchases says it is complete. */
async function checkOut(page: Page, context: BrowserContext, buy: Locator, token: string) {
  const popup = context.waitForEvent('page')
  await buy.getByTestId('onramp-provider-sandbox').click()
  const checkout = await popup
  await checkout.waitForURL(/\/onramp\/checkout\//)
  await expect(checkout.getByRole('heading', { name: `Buy ${token}` })).toBeVisible()
  await pay(checkout, '4242 4242 4242 4242')
  const purchases = page.getByRole('dialog', { name: 'Purchases' })
  await expect(purchases.getByRole('status')).toContainText('Purchase complete', {
    timeout: 30_000,
  })
  return purchases
}

test('the Solana account receives at its base58 address, and buys USDC and SOL that land on the Solana devnet', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(viewports[0])
  // A new key: no SOL, no USDC, no history on the devnet.
  const wallet = await injectSolanaTestWallet(page, { keypair: randomSolanaKeypair() })
  const account = await connectAndOpenAccount(page, wallet)
  const section = account.getByTestId('solana-account')
  await expect(section.getByTestId('solana-balance')).toHaveText('0.00 SOL', { timeout: 15_000 })
  await expect(section.getByRole('button', { name: 'Buy' })).toBeVisible()
  await shoot(page, 'account-buy-receive')

  // Receive: the whole base58 address, a QR code of it, and the Solana cluster (no EVM network).
  await section.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByTestId('receive-address')).toHaveText(wallet.address)
  const qr = receive.getByRole('img', { name: `QR code of the address ${wallet.address}` })
  await expect(qr).toBeVisible()
  const png = PNG.sync.read(await qr.screenshot())
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(wallet.address)
  const networks = receive.getByRole('list', { name: 'Networks' }).getByRole('listitem')
  await expect(networks).toHaveCount(1)
  await expect(networks).toHaveAttribute('title', solanaDevnet.name)
  await shoot(page, 'receive')
  await receive.getByRole('button', { name: 'Back' }).click()

  // Buy USDC: quoted, paid in the sandbox's checkout, delivered to the base58 address.
  const before = await held(wallet.address)
  const usdc = await quoteBuy(page, 'USDC')
  await shoot(page, 'buy-usdc')
  let purchases = await checkOut(page, context, usdc.buy, 'USDC')
  const afterUsdc = await held(wallet.address)
  expect(afterUsdc.usdc - before.usdc).toBe(parseUnits(usdc.quoted, 6))
  await expect(purchases.getByTestId('onramp-purchase').first()).toContainText(
    `+${amount(usdc.quoted, 6)} USDC`,
  )
  await shoot(page, 'buy-complete')
  await purchases.getByRole('button', { name: 'Done' }).click()
  await expect(section.getByTestId('solana-token-USDC')).toContainText(
    `${amount(usdc.quoted, 2)} USDC`,
    { timeout: 10_000 },
  )

  // Buy SOL, chosen in the token list: its balance grows by the quote.
  const sol = await quoteBuy(page, 'SOL')
  purchases = await checkOut(page, context, sol.buy, 'SOL')
  const afterSol = await held(wallet.address)
  expect(afterSol.lamports - afterUsdc.lamports).toBe(parseUnits(sol.quoted, 9))
  await purchases.getByRole('button', { name: 'Done' }).click()
  await expect(section.getByTestId('solana-balance')).toHaveText(
    `${Number(sol.quoted).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} SOL`,
    { timeout: 10_000 },
  )
  await shoot(page, 'account-after-buy')
})
