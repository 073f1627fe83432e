import { demoAccounts } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { modalAxeViolations } from './axe.js'
import { signAndVerify } from './emailHelpers.js'

// Social login end to end, offline: the modal's social tiles (only those the server offers), the
// provider's window opened in the click at the secure origin, the sandbox's identity provider
// playing Google, GitHub and X (its test users and consent page), the wallet made in the secure
// frame, its approval screen, the session kept across a reload, and the link to an e-mail wallet
// confirmed with the code from the sandbox's inbox.

const rpcUrl = 'http://127.0.0.1:8545'
const inbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8790}/mail/api/messages`
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
const names: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

const nameOf = (id: string) => names[id] ?? id

test.describe.configure({ timeout: 150_000 })

type Mail = { id: string; subject: string; text: string | null }

/** Waits for a mail to `to` that was not there before with a code in it; returns the code. */
async function nextCode(to: string, seen: Set<string>): Promise<string> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const answer = await fetch(`${inbox}?to=${encodeURIComponent(to)}`)
    const { messages } = (await answer.json()) as { messages: Mail[] }
    for (const mail of messages) {
      if (seen.has(mail.id)) continue
      seen.add(mail.id)
      const match = `${mail.subject}\n${mail.text ?? ''}`.match(/code is (\d{6})/)
      if (match?.[1]) return match[1]
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No new code to ${to}`)
}

/** Marks every mail to `to` so far as read. */
async function markSeen(to: string, seen: Set<string>) {
  const answer = await fetch(`${inbox}?to=${encodeURIComponent(to)}`)
  const { messages } = (await answer.json()) as { messages: Mail[] }
  for (const mail of messages) seen.add(mail.id)
}

/** The address wagmi's own hooks see on the page (the web app's panel). */
async function connectedAddress(page: Page) {
  const panel = page.getByTestId('wagmi-panel')
  await expect(panel).toContainText('Email', { timeout: 20_000 })
  return ((await panel.locator('dd.mono').first().textContent()) ?? '') as `0x${string}`
}

const frame = (page: Page) => page.frameLocator('#airlock-wallet-frame')
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Opens Connect and reads the socials the server offers (its `/appkit/v1/config`). */
async function openConnect(page: Page) {
  const config = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const body = (await (await config).json()) as {
    features: { id: string; isEnabled: boolean; config: string[] | null }[]
  }
  const feature = body.features.find((entry) => entry.id === 'social_login')
  const offered = (feature?.config ?? []).filter((id) => id !== 'email')
  return { connect: page.getByRole('dialog', { name: 'Connect Wallet' }), offered }
}

/** Clicks a social in `scope`; logs in as `user` in the provider's window and allows. */
async function logInWith(page: Page, button: ReturnType<Page['getByRole']>, user: RegExp) {
  const opened = page.waitForEvent('popup')
  await button.click()
  const popup = await opened
  await popup.getByRole('button', { name: user }).click({ timeout: 20_000 })
  await popup.getByRole('button', { name: 'Allow' }).click()
  return popup
}

/** Waits until connected; opens Account, then AccountSettings. Returns the address and the dialog. */
async function openSettings(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  return { address, settings: page.getByRole('dialog', { name: 'Account Settings' }) }
}

async function signOut(page: Page, provider: string, username: string) {
  const { settings } = await openSettings(page)
  await expect(settings).toContainText(`Logged in with ${provider}`)
  await expect(settings.getByTestId('settings-social')).toHaveText(username)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })
}

test('Google: only the offered socials, the provider window, a wallet that signs and sends, a reload, sign-out', async ({
  page,
}) => {
  const { connect, offered } = await openConnect(page)
  expect(offered).toContain('google')
  // The tiles follow the e-mail field; more than four socials: three, then "All socials".
  const tiles = connect.getByRole('list', { name: 'Log in with a social account' })
  await expect(tiles.getByRole('button')).toHaveCount(offered.length > 4 ? 4 : offered.length)
  const shown = offered.length > 4 ? offered.slice(0, 3) : offered
  for (const id of shown)
    await expect(tiles.getByRole('button', { name: nameOf(id), exact: true })).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/social-connect.png' })
  expect(await modalAxeViolations(page)).toEqual([])
  if (offered.length > 4) {
    await tiles.getByRole('button', { name: 'All socials' }).click()
    const all = page.getByRole('dialog', { name: 'All Socials' })
    await expect(all.getByRole('button', { name: /^Continue with / })).toHaveCount(offered.length)
    for (const id of offered)
      await expect(all.getByRole('button', { name: `Continue with ${nameOf(id)}` })).toBeVisible()
    expect(await modalAxeViolations(page)).toEqual([])
    await page.screenshot({ path: 'e2e/screenshots/social-all.png' })
    await all.getByRole('button', { name: 'Back' }).click()
  }

  // The window opens in the click, at the secure origin's loading page, then goes to the provider.
  const opened = page.waitForEvent('popup')
  await tiles.getByRole('button', { name: 'Google', exact: true }).click()
  const popup = await opened
  const connecting = page.getByRole('dialog', { name: 'Social Login' })
  await expect(connecting.getByRole('status')).toHaveText('Connect in the provider window')
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-connecting.png' })
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible({
    timeout: 20_000,
  })
  expect(new URL(popup.url()).pathname).toMatch(/^\/oidc\/google\//)
  await popup.getByRole('button', { name: /Carol Newcomer/ }).click()
  await popup.getByRole('button', { name: 'Allow' }).click()

  // Back in the modal: connected (the callback page closed the window), the modal closed.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(demoAccounts().map(({ account }) => account.address)).not.toContain(address)

  // The devnet funds it.
  const [funder] = demoAccounts()
  if (!funder) throw new Error('no demo account')
  const funding = await createWalletClient({
    account: funder.account,
    chain: foundry,
    transport: http(rpcUrl),
  }).sendTransaction({ to: address, value: parseEther('1') })
  await chain.waitForTransactionReceipt({ hash: funding })

  // Sign, approved in the secure frame; the signature verifies.
  await signAndVerify(page, address)

  // Send 0.01 ETH: mined.
  const receiver = demoAccounts()[2]?.account.address ?? '0x'
  const before = await chain.getBalance({ address: receiver })
  const nonce = await chain.getTransactionCount({ address })
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Select token' }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: /ETH/ })
    .first()
    .click({ timeout: 20_000 })
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('To address').fill(receiver)
  await send.getByRole('button', { name: 'Preview send' }).click()
  await page
    .getByRole('dialog', { name: 'Review Send' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  await expect(frame(page).getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 })
  expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
  expect(await chain.getTransactionCount({ address })).toBe(nonce + 1)
  await page.keyboard.press('Escape')

  // A reload keeps the login, and the provider and user name (SPEC §3 "social username").
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  await signOut(page, 'Google', 'carol')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('GitHub and X: a wallet of their own each, the provider and user name in the settings', async ({
  page,
}) => {
  for (const [id, user, username] of [
    ['github', /Dave Private/, 'dave'],
    ['x', /Bob Unverified/, 'bob'],
  ] as const) {
    const { connect, offered } = await openConnect(page)
    expect(offered).toContain(id)
    const tile = connect
      .getByRole('list', { name: 'Log in with a social account' })
      .getByRole('button', { name: nameOf(id), exact: true })
    // Beyond the first three: through All socials.
    const button = (await tile.count())
      ? tile
      : await (async () => {
          await connect.getByRole('button', { name: 'All socials' }).click()
          return page
            .getByRole('dialog', { name: 'All Socials' })
            .getByRole('button', { name: `Continue with ${nameOf(id)}` })
        })()
    await logInWith(page, button, user)
    await signOut(page, nameOf(id), username)
  }
})

test('AccountSettings: the only login cannot be unlinked; another social links in a window, then either can go', async ({
  page,
}) => {
  const { connect } = await openConnect(page)
  await logInWith(
    page,
    connect.getByRole('button', { name: 'Google', exact: true }),
    /Dave Private/,
  )
  const { address, settings } = await openSettings(page)
  const logins = settings.getByRole('region', { name: 'Social logins' })
  // Dave gives no e-mail: Google is his only way in.
  await expect(logins).toContainText('Your only login')
  await expect(logins.getByRole('button', { name: 'Unlink Google' })).toHaveCount(0)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-settings.png' })

  // Link Discord: its window opens in the click; back in the settings, both are listed.
  const opened = page.waitForEvent('popup')
  await logins.getByRole('button', { name: 'Link Discord' }).click()
  const popup = await opened
  await popup.getByRole('button', { name: /Dave Private/ }).click({ timeout: 20_000 })
  await popup.getByRole('button', { name: 'Allow' }).click()
  await expect(logins.getByRole('button', { name: 'Unlink Discord' })).toBeVisible({
    timeout: 20_000,
  })
  await logins.getByRole('button', { name: 'Unlink Google' }).click()
  await expect(logins.getByRole('button', { name: 'Link Google' })).toBeVisible()
  await expect(logins).toContainText('Your only login')
  await expect(logins.getByRole('button', { name: 'Unlink Discord' })).toHaveCount(0)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })

  // Discord now logs into the same wallet. The provider remembers Dave from the link: its window
  // may answer at once, without its login and consent pages.
  const again = await openConnect(page)
  // With Farcaster among the socials, Discord may be beyond the first three: in All socials.
  const discordTile = again.connect.getByRole('button', { name: 'Discord', exact: true })
  await expect(again.connect.getByRole('button', { name: 'Google', exact: true })).toBeVisible()
  const discord = (await discordTile.count())
    ? discordTile
    : await (async () => {
        await again.connect.getByRole('button', { name: 'All socials' }).click()
        return page
          .getByRole('dialog', { name: 'All Socials' })
          .getByRole('button', { name: 'Continue with Discord' })
      })()
  const reopened = page.waitForEvent('popup')
  await discord.click()
  const window2 = await reopened
  const dave = window2.getByRole('button', { name: /Dave Private/ })
  if (await dave.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await dave.click()
    await window2.getByRole('button', { name: 'Allow' }).click()
  }
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
})

test('a blocked window says so on ConnectingSocial, with Retry', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const { connect } = await openConnect(page)
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const connecting = page.getByRole('dialog', { name: 'Social Login' })
  await expect(connecting.getByRole('alert')).toHaveText('The login window was blocked')
  await expect(connecting.getByRole('button', { name: 'Retry' })).toBeVisible()
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-failed.png' })
})

test('closing the provider window returns to Connect', async ({ page }) => {
  const { connect } = await openConnect(page)
  const opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const popup = await opened
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible({
    timeout: 20_000,
  })
  await popup.close()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
})

test('Back on ConnectingSocial closes the window and gives the attempt up: its late answer logs no one in', async ({
  page,
}) => {
  const { connect } = await openConnect(page)
  const opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Google', exact: true }).click()
  const popup = await opened
  // The provider's answer reaches the secure origin's callback page (its address is kept), whose
  // call to the server is held back: the attempt stays pending.
  let late: string | undefined
  popup.on('request', (request) => {
    if (request.url().includes('/social/callback?')) late = request.url()
  })
  await popup.route('**/auth/v1/social/callback', (route) => route.abort())
  await popup.getByRole('button', { name: /Carol Newcomer/ }).click({ timeout: 20_000 })
  await popup.getByRole('button', { name: 'Allow' }).click()
  await expect.poll(() => late, { timeout: 20_000 }).toMatch(/code=/)

  const closed = popup.waitForEvent('close')
  await page
    .getByRole('dialog', { name: 'Social Login' })
    .getByRole('button', { name: 'Back' })
    .click()
  await closed
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

  // The answer arrives after all, in this browser (its attempt cookie): refused, no session.
  const callback = await page.context().newPage()
  await callback.goto(late ?? '')
  await expect(callback.getByText('This social login was cancelled')).toBeVisible({
    timeout: 20_000,
  })
  // The secure origin has no session for this browser.
  const me = await callback.evaluate(async () => (await fetch('/auth/v1/email/me')).status)
  expect(me).toBe(401)
  await callback.close()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0)
})

test('a verified e-mail of an e-mail wallet: the code from the inbox, then that wallet; in a new browser, the recovery code', async ({
  page,
  browser,
}) => {
  const email = 'alice@example.com'
  const seen = new Set<string>()
  await markSeen(email, seen)
  // The e-mail wallet first.
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await nextCode(email, seen))
  const { address, settings } = await openSettings(page)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })

  // Google as Alice, whose verified e-mail is that wallet's: the code goes there first.
  const again = await openConnect(page)
  await logInWith(
    page,
    again.connect.getByRole('button', { name: 'Google', exact: true }),
    /Alice Example/,
  )
  const link = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(link).toContainText('Confirm it is your wallet', { timeout: 20_000 })
  await expect(link).toContainText(email)
  expect(await modalAxeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/social-link-otp.png' })
  await link.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await nextCode(email, seen))
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)

  // A new browser: Google logs Alice in, and this device has no share of the wallet; as after an
  // e-mail login on a new device, a recovery code goes to the wallet's address, then the wallet.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
  })
  const other = await context.newPage()
  const elsewhere = await openConnect(other)
  await logInWith(
    other,
    elsewhere.connect.getByRole('button', { name: 'Google', exact: true }),
    /Alice Example/,
  )
  const recovery = other.getByRole('dialog', { name: 'Confirm Email' })
  await expect(recovery).toContainText('Enter the recovery code', { timeout: 20_000 })
  await expect(recovery).toContainText(email)
  expect(await modalAxeViolations(other)).toEqual([])
  await recovery.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await nextCode(email, seen))
  await expect(other.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  expect(await connectedAddress(other)).toBe(address)
  await signAndVerify(other, address)
  await context.close()
})
