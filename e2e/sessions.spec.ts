import { demoAccounts } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi } from 'viem'
import { foundry } from 'viem/chains'
import { modalAxeViolations } from './axe.js'
import { frame, fresh, logInNew } from './emailHelpers.js'

// ERC-7715 end to end: an e-mail user's smart account grants the web app a session key that may
// spend 10 USDC a day (approved in plain words on the wallet's own screen); the page pays 5 USDC
// with the key alone, no prompt; 20 USDC is refused by the chain; revoked in the modal's Sessions
// view, the key can do nothing.

test.describe.configure({ timeout: 150_000 })

const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const recipient = '0x000000000000000000000000000000000000dEaD'
const transport = http('http://127.0.0.1:8545')
const chain = createPublicClient({ chain: foundry, transport })
const usdcOf = (owner: `0x${string}`) =>
  chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Mints the devnet's USDC (its faucet) to `to`, and waits for it to be mined. */
async function mintUsdc(to: `0x${string}`, amount: bigint) {
  const [funder] = demoAccounts()
  if (!funder) throw new Error('no demo account')
  const hash = await createWalletClient({
    account: funder.account,
    chain: foundry,
    transport,
  }).writeContract({
    address: usdc,
    abi: parseAbi(['function mint(address to, uint256 amount)']),
    functionName: 'mint',
    args: [to, amount],
  })
  await chain.waitForTransactionReceipt({ hash })
}

test('grant a 10 USDC/day session, pay 5 without a prompt, 20 refused on chain, revoke: the key can do nothing', async ({
  page,
}) => {
  const email = fresh('sessions')
  const account = await logInNew(page, email, new Set())
  await mintUsdc(account, 100_000_000n)
  const result = page.getByTestId('session-result')

  // The grant: the wallet's own screen says the limit in words; approving it grants on chain.
  await page.getByRole('button', { name: 'Request a session (10 USDC a day)' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Grant this session?' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(frame(page).locator('.approval-permissions li')).toHaveText(
    new RegExp(`^May spend up to 10 USDC per day on ${usdc} until `),
  )
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(result).toHaveText(/^Session granted: 0x[0-9a-f]{64}$/, { timeout: 45_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // 5 USDC with the session key: no dialog opens, the chain moves the tokens.
  const before = await usdcOf(recipient)
  await page.getByRole('button', { name: 'Pay 5 USDC with the session key' }).click()
  await expect(result).toHaveText(/^Sent: 0x[0-9a-f]{64}$/, { timeout: 45_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await usdcOf(recipient)).toBe(before + 5_000_000n)
  expect(await usdcOf(account)).toBe(95_000_000n)

  // 20 USDC: over the day's limit; the validator refuses the operation.
  await page.getByRole('button', { name: 'Pay 20 USDC with the session key' }).click()
  await expect(result).toContainText('SpendLimitExceeded', { timeout: 45_000 })
  await expect(result).toHaveText(/^Refused: /)
  expect(await usdcOf(account)).toBe(95_000_000n)

  // Revoke in the modal: AccountSettings → Sessions, then the wallet asks on its own screen.
  await page.getByRole('button', { name: `${account.slice(0, 6)}…${account.slice(-4)}` }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await page
    .getByRole('dialog', { name: 'Account Settings' })
    .getByRole('button', { name: 'Manage sessions' })
    .click()
  const sessions = page.getByRole('dialog', { name: 'Sessions' })
  // The list of sessions (while it loads, placeholder rows stand in a list of their own).
  const row = sessions.getByRole('list', { name: 'Sessions' }).getByRole('listitem')
  await expect(row).toHaveCount(1, { timeout: 20_000 })
  // Named by the app it was granted to (the web app's title and origin), its limit in words;
  // the key only as a detail.
  await expect(row.locator('.row-title')).toHaveText('Airlock')
  await expect(row).toContainText('http://localhost:3000')
  await expect(row).toContainText('Up to 10 USDC a day')
  await expect(row).toContainText(/Expires /)
  await expect(row).toContainText('Active')
  await expect(row.locator('.session-key')).toHaveText(/^App key 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
  expect(await modalAxeViolations(page)).toEqual([])
  // By keyboard: the row's Revoke is a button with the app in its name.
  await row.getByRole('button', { name: 'Revoke the session of Airlock' }).focus()
  await page.keyboard.press('Enter')
  await expect(frame(page).getByRole('heading', { name: 'Revoke this session?' })).toBeVisible({
    timeout: 20_000,
  })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  // Back in Sessions, read again: the chain says revoked.
  await expect(row).toContainText('Revoked', { timeout: 45_000 })
  await expect(sessions.getByRole('button', { name: /^Revoke/ })).toHaveCount(0)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The key can do nothing now, even within the limit.
  await page.getByRole('button', { name: 'Pay 5 USDC with the session key' }).click()
  await expect(result).toContainText('SessionRevokedError', { timeout: 45_000 })
  expect(await usdcOf(account)).toBe(95_000_000n)
})
