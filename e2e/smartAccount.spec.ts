import { expect, type Page, test } from '@playwright/test'
import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import {
  codeOf,
  connectedAddress,
  devnetClient,
  frame,
  fresh,
  fundFromDevnet,
  logInNew,
  sendFirstFromSmartAccount,
  submitEmail,
} from './emailHelpers.js'
import { signInMode } from './webSettings.js'

// Issue 22: an e-mail user's default account is its smart account (a SessionAccount the key
// owns): its first send deploys it, sponsored; Swap's approve + swap is one approval and one user
// operation; it signs in with SIWE, ERC-6492 before deployment and ERC-1271 after.

const devnet = manifest.chains[0]
if (!devnet) throw new Error('The devnet manifest has no chain')
const client = devnetClient
const usdc = devnet.contracts.usdc as `0x${string}`
const dai = devnet.contracts.dai as `0x${string}`
const paymaster = devnet.contracts.paymaster as `0x${string}`
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

const balanceOf = (token: `0x${string}`, address: `0x${string}`) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** The account's user operations on the EntryPoint: [success, paymaster] each. */
async function operations(sender: `0x${string}`) {
  const logs = await client.getContractEvents({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    args: { sender },
    fromBlock: 0n,
  })
  return logs.map((log) => [log.args.success, log.args.paymaster])
}

/** Mints devnet USDC to `to` (the token's faucet, sent as account #0 through anvil). */
async function mintUsdc(to: `0x${string}`, amount: bigint) {
  const minter = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  await client.request({ method: 'anvil_impersonateAccount' as never, params: [minter] as never })
  const hash = (await client.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: minter,
        to: usdc,
        data: encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 amount)']),
          functionName: 'mint',
          args: [to, amount],
        }),
      },
    ] as never,
  })) as `0x${string}`
  await client.waitForTransactionReceipt({ hash })
}

/** Signs in from the Sign In view, approved in the frame; the server then knows `address`. */
async function signInAs(page: Page, address: string) {
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible({
    timeout: 20_000,
  })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.', {
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Call a protected endpoint' }).click()
  await expect(page.getByTestId('protected-result')).toHaveText(
    `The server knows you as ${address}.`,
  )
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

test('a fresh e-mail user signs in with SIWE as its smart account, not yet deployed (ERC-6492)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = fresh('aa-siwe')
  await page.goto('/')
  await signInMode(page, 'Required')
  await submitEmail(page, email)
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await codeOf(email, new Set()))
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 })
  const address = await connectedAddress(page)
  expect(await client.getCode({ address })).toBeUndefined()
  await signInAs(page, address)
  // Verified inside the server's eth_call: still not deployed.
  expect(await client.getCode({ address })).toBeUndefined()
})

test('the smart account is the default; its first send deploys it, sponsored; Swap is one operation; SIWE with ERC-1271', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const address = await logInNew(page, fresh('aa'), new Set())
  // Funded before Account first reads its balances (Send's token list reads the same cache).
  await fundFromDevnet(address, '1')
  await mintUsdc(address, parseUnits('20', 6))

  // AccountSettings: the smart account is on, and it is the connected address.
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  const settings = page.getByRole('dialog', { name: 'Account Settings' })
  await expect(settings.getByRole('switch', { name: 'Smart account' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.screenshot({ path: 'e2e/screenshots/smart-account-settings.png' })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await client.getCode({ address })).toBeUndefined()

  // The first send deploys it; the paymaster pays the gas: the account spends only what it sends.
  await sendFirstFromSmartAccount(page, {
    from: address,
    to: '0x000000000000000000000000000000000000dEaD',
  })
  expect(await operations(address)).toEqual([[true, paymaster]])

  // Swap 5 USDC for DAI: approve + swap in one approval screen and one user operation.
  const account = page.getByRole('dialog', { name: 'Account' })
  // The EVM account's Swap (the wallet's Solana account has one too).
  await account.getByRole('button', { name: 'Swap', exact: true }).first().click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  for (const [button, symbol] of [
    [/^Token to pay/, 'USDC'],
    [/^(Select the token to receive|Token to receive)/, 'DAI'],
  ] as const) {
    await swap.getByRole('button', { name: button }).click()
    const picker = page.getByRole('dialog', { name: 'Select Token' })
    await picker.getByLabel('Search tokens').fill(symbol)
    await picker.getByTestId(`swap-token-${symbol}`).click({ timeout: 20_000 })
  }
  await swap.getByRole('textbox', { name: 'You pay' }).fill('5')
  await expect(swap.getByTestId('swap-output')).toHaveText(/^[\d,]+\.\d{6}$/, { timeout: 20_000 })
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await preview.getByRole('button', { name: 'Approve & swap' }).click()
  await expect(
    frame(page).getByRole('heading', { name: 'Send these calls together?' }),
  ).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: 'e2e/screenshots/smart-account-swap-calls.png' })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('.toast')).toContainText('Swapped 5 USDC for', { timeout: 30_000 })
  expect(await balanceOf(usdc, address)).toBe(parseUnits('15', 6))
  expect(await balanceOf(dai, address)).toBeGreaterThan(0n)
  expect(await operations(address)).toEqual([
    [true, paymaster],
    [true, paymaster],
  ])
  expect(await client.getBalance({ address })).toBe(parseEther('0.99'))

  // Sign in with SIWE now that it is deployed: ERC-1271.
  await page.keyboard.press('Escape')
  await signInMode(page, 'Required')
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 })
  await signInAs(page, address)
})
