import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Locator, test } from '@playwright/test'
import { createPublicClient, defineChain, http } from 'viem'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { frame, fresh, logInNew } from './emailHelpers.js'

// Issue 19: a user names their account, and any ENS client — the modal's Send, plain viem —
// resolves the name through the devnet's ENS (CCIP-Read to this stack's gateway).

const devnet = manifest.chains[0]
if (!devnet) throw new Error('The devnet manifest has no chain')
const chain = defineChain({
  id: devnet.chainId,
  name: devnet.name,
  nativeCurrency: devnet.nativeCurrency,
  rpcUrls: { default: { http: [devnet.rpcUrl] } },
  contracts: {
    ensUniversalResolver: { address: devnet.contracts.ensUniversalResolver as `0x${string}` },
  },
})
const client = createPublicClient({ chain, transport: http() })

/** Whether `button` is filled with the modal's accent colour, as its primary buttons are. */
function accentFilled(button: Locator) {
  return button.evaluate((element) => {
    const probe = document.createElement('span')
    probe.style.background = 'var(--airlock-accent)'
    element.after(probe)
    const accent = getComputedStyle(probe).backgroundColor
    probe.remove()
    return getComputedStyle(element).backgroundColor === accent
  })
}

test('an e-mail wallet chooses a name, signs, and another account sends to that name', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const seen = new Set<string>()
  const page = await browser.newPage()
  const address = await logInNew(page, fresh('names'), seen)
  // A label of its own per run: the stack may be reused between runs.
  const label = `alice${Date.now().toString(36)}`
  const name = `${label}.airlock.test`

  await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await page
    .getByRole('dialog', { name: 'Account Settings' })
    .getByRole('button', { name: 'Choose a name' })
    .click()
  const choose = page.getByRole('dialog', { name: 'Choose a name' })
  await choose.getByTestId('name-input').fill(label)
  await expect(choose.getByTestId('name-status')).toHaveText(`${name} is available`)
  await page.screenshot({ path: 'e2e/screenshots/names-choose.png' })
  // Register is the modal's primary button, filled with its accent: not a row of a list.
  expect(await accentFilled(choose.getByRole('button', { name: 'Register' }))).toBe(true)
  // Declined in the e-mail wallet's own screen first: the form comes back as it was, with the
  // name typed and the reason under it.
  await choose.getByRole('button', { name: 'Register' }).click()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(choose.getByRole('alert')).toHaveText(`Error registering name ${name}`)
  await expect(choose.getByTestId('name-input')).toHaveValue(label)
  await expect(choose.getByTestId('name-status')).toHaveText(`${name} is available`)
  await choose.getByRole('button', { name: 'Register' }).click()
  // The e-mail wallet asks in its own frame before signing.
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const success = page.getByRole('dialog', { name: 'Name registered' })
  await expect(success.getByTestId('name-success')).toHaveText(
    `${name} is now your account name.`,
    { timeout: 20_000 },
  )
  expect(await accentFilled(success.getByRole('button', { name: 'Done' }))).toBe(true)
  await page.screenshot({ path: 'e2e/screenshots/names-success.png' })
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByTestId('account-name'),
  ).toHaveText(name)
  await page.screenshot({ path: 'e2e/screenshots/names-account.png' })

  // Plain viem, no Airlock code: the name resolves on the devnet through the gateway.
  expect(await client.getEnsAddress({ name })).toBe(address)
  expect(await client.getEnsName({ address })).toBe(name)

  // Another account sends to the name: the modal shows the address before confirming.
  const other = await browser.newPage()
  const wallet = await injectTestWallet(other)
  await other.goto('/')
  await other.getByRole('button', { name: 'Connect Wallet' }).click()
  await other
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await other
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  await other
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = other.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Select token' }).click()
  await other
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /ETH/ })
    .first()
    .click({ timeout: 20_000 })
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('To address').fill(name)
  await expect(send.getByTestId('send-resolved')).toContainText(address, { timeout: 15_000 })
  // The name's avatar (one drawn from the name: none was chosen), loaded, beside the address.
  const avatar = send.getByTestId('send-resolved').locator('img')
  await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  expect(await avatar.getAttribute('src')).toBe(await client.getEnsAvatar({ name }))
  const before = await client.getBalance({ address })
  await send.getByRole('button', { name: 'Preview send' }).click()
  const review = other.getByRole('dialog', { name: 'Review Send' })
  await expect(review.getByTestId('send-receiver-name')).toHaveText(name)
  await expect(review.getByTestId('send-receiver-name').locator('img')).toBeVisible()
  await other.screenshot({ path: 'e2e/screenshots/names-send.png' })
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(async () => (await client.getBalance({ address })) - before, { timeout: 20_000 })
    .toBe(10_000_000_000_000_000n)
})
