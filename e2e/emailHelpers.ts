import { demoAccounts } from '@airlock/test-kit'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'

// The e-mail wallet's steps the e2e specs share: a fresh address, the sandbox's inbox, logging in.

const inbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8790}/mail/api/messages`

export const fresh = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@airlock.test`

type Mail = { id: string; subject: string; text: string | null; date: string }

/**
 * Waits for a mail to `to` that was not there before and matches `pattern`; returns the match.
 * The inbox is asked every 250 ms; 60 s is a ceiling for a mail that never comes.
 */
export async function nextMail(
  to: string,
  pattern: RegExp,
  seen: Set<string>,
): Promise<RegExpMatchArray> {
  for (const end = Date.now() + 60_000; Date.now() < end; ) {
    const answer = await fetch(`${inbox}?to=${encodeURIComponent(to)}`)
    const { messages } = (await answer.json()) as { messages: Mail[] }
    for (const mail of messages) {
      if (seen.has(mail.id)) continue
      const match = `${mail.subject}\n${mail.text ?? ''}`.match(pattern)
      if (!match) continue
      seen.add(mail.id)
      return match
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No new mail to ${to} matching ${pattern}`)
}

export const codeOf = async (to: string, seen: Set<string>) =>
  (await nextMail(to, /code is (\d{6})/, seen))[1] ?? ''

/** Marks every mail to `to` so far as read. */
export async function markSeen(to: string, seen: Set<string>) {
  const answer = await fetch(`${inbox}?to=${encodeURIComponent(to)}`)
  const { messages } = (await answer.json()) as { messages: Mail[] }
  for (const mail of messages) seen.add(mail.id)
}

/** Opens Connect and submits `email`; returns the dialog. */
export async function submitEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()
}

/** The address wagmi's own hooks see on the page (the web app's panel). */
export async function connectedAddress(page: Page) {
  const panel = page.getByTestId('wagmi-panel')
  await expect(panel).toContainText('Email', { timeout: 20_000 })
  const text = await panel.locator('dd.mono').first().textContent()
  return (text ?? '') as `0x${string}`
}

export const frame = (page: Page) => page.frameLocator('#airlock-wallet-frame')

/** The text the web app's "Sign a message" button asks the wallet to sign. */
export const signedText = 'Hello from the Airlock web app'

/**
 * Asks the web app to sign `signedText`, approves it on the secure frame's own screen (shown in
 * the modal as "Sign message"), and checks the signature the page shows verifies for `address`;
 * the modal closes. `screenshot`: a path to capture the approval screen to, before approving.
 * Verified on the devnet's chain: an e-mail wallet's default account is its smart account, whose
 * signature is ERC-6492 (before its first operation) or ERC-1271.
 */
export async function signAndVerify(
  page: Page,
  address: `0x${string}`,
  { screenshot }: { screenshot?: string } = {},
) {
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sign message' })).toBeVisible()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await expect(frame(page).getByText(signedText)).toBeVisible()
  if (screenshot) await page.screenshot({ path: screenshot })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]+$/, { timeout: 15_000 })
  expect(
    await verifyOnDevnet({
      address,
      message: signedText,
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Whether `signature` is `address`'s over `message` on the devnet's L1 (viem's `verifyMessage`
 * through a client: an EOA's own, ERC-1271, or ERC-6492 before the account is deployed).
 */
export function verifyOnDevnet(parameters: {
  address: `0x${string}`
  message: string
  signature: `0x${string}`
}) {
  return devnetClient.verifyMessage(parameters)
}

/** The devnet's L1 (anvil on 8545). */
export const devnetClient = createPublicClient({
  chain: foundry,
  transport: http('http://127.0.0.1:8545'),
})

/**
 * From the Account view, sends 0.01 ETH to `to` as an e-mail wallet's smart account that holds
 * 1 ETH and was never used, approved in the frame; checks the send deployed the account and that
 * the paymaster paid its gas (the account spent only what it sent).
 */
export async function sendFirstFromSmartAccount(
  page: Page,
  { from, to }: { from: `0x${string}`; to: `0x${string}` },
) {
  const before = await devnetClient.getBalance({ address: to })
  await sendEth(page, { from, to, amount: '0.01' })
  await expect(frame(page).getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  // The paymaster sponsors it: the screen says the user pays no network fee, not a figure.
  await expect(frame(page).getByText('Sponsored: no fee for you', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  expect(await devnetClient.getBalance({ address: to })).toBe(before + parseEther('0.01'))
  expect(await devnetClient.getCode({ address: from })).toMatch(/^0x[0-9a-f]+$/)
  expect(await devnetClient.getBalance({ address: from })).toBe(parseEther('0.99'))
}

/** Logs a new e-mail in, typing the code box by box; returns the wallet's address. */
export async function logInNew(page: Page, email: string, seen: Set<string>) {
  await page.goto('/')
  await submitEmail(page, email)
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(verify).toContainText(email)
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, seen))
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  return connectedAddress(page)
}

/**
 * A known address on a new device: logs a fresh address in on a first browser context (which
 * makes its wallet), closes that, and opens a page in a second context, not yet at any URL.
 */
export async function knownAddressOnNewDevice(browser: Browser, name: string) {
  const email = fresh(name)
  const seen = new Set<string>()
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3000'
  const first = await (await browser.newContext({ baseURL })).newPage()
  const address = await logInNew(first, email, seen)
  await first.context().close()
  const page = await (await browser.newContext({ baseURL })).newPage()
  return { email, seen, address, page }
}

/** From the Account view of `from`, sends `amount` ETH to `to` up to the wallet's approval. */
export async function sendEth(
  page: Page,
  { from, to, amount }: { from: string; to: string; amount: string },
) {
  await page.getByRole('button', { name: `${from.slice(0, 6)}…${from.slice(-4)}` }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  // The EVM account's Send: an e-mail wallet's Solana account, below, has one of its own.
  await account.getByRole('button', { name: 'Send', exact: true }).first().click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Select token' }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /ETH/ })
    .first()
    .click({ timeout: 20_000 })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('To address').fill(to)
  await send.getByRole('button', { name: 'Preview send' }).click()
  await page
    .getByRole('dialog', { name: 'Review Send' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
}

/** Sends `eth` from the devnet's first demo account to `address`, and waits for it to be mined. */
export async function fundFromDevnet(address: `0x${string}`, eth: string) {
  const [funder] = demoAccounts()
  if (!funder) throw new Error('no demo account')
  const transport = http('http://127.0.0.1:8545')
  const funding = await createWalletClient({
    account: funder.account,
    chain: foundry,
    transport,
  }).sendTransaction({ to: address, value: parseEther(eth) })
  await createPublicClient({ chain: foundry, transport }).waitForTransactionReceipt({
    hash: funding,
  })
}
