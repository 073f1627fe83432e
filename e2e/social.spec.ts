import { demoAccounts } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { modalAxeViolations } from './axe.js'
import {
  connectedAddress,
  fundFromDevnet,
  sendFirstFromSmartAccount,
  signAndVerify,
} from './emailHelpers.js'
import {
  holdRequests,
  logInWith,
  nameOf,
  openConnect,
  openSettings,
  signOut,
  socialButton,
} from './socialHelpers.js'

// Social login end to end, offline: the modal's social tiles (only those the server offers), the
// provider's window opened in the click at the secure origin, the sandbox's identity provider
// playing Google, GitHub and X (its test users and consent page), the wallet made in the secure
// frame, its approval screen, the session kept across a reload, and the link to an e-mail wallet
// confirmed with the code from the sandbox's inbox.

// The attempts (a blocked or closed window, Back) and the link to an e-mail wallet are in
// socialAttempts.spec.ts.

test.describe.configure({ timeout: 150_000 })

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
  await fundFromDevnet(address, '1')

  // Sign, approved in the secure frame; the signature verifies.
  await signAndVerify(page, address)

  // Send 0.01 ETH from the EVM account's Send (its Solana account has one too): mined, from the
  // smart account (the default), which the send deployed, gas sponsored.
  await sendFirstFromSmartAccount(page, {
    from: address,
    to: (demoAccounts()[2]?.account.address ?? '0x') as `0x${string}`,
  })
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
    // Beyond the first three: through All socials.
    const button = await socialButton(page, connect, id)
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
  // The frame's answer with the social logins is held until the view has been looked at: a
  // control painted before it would move when it comes (the card grows and re-centres), under a
  // click made meanwhile.
  const held = await holdRequests(page, '/auth/v1/social/identities')
  const { address, settings } = await openSettings(page)
  await held.asked
  await expect(settings.getByRole('list', { name: 'Loading' })).toBeVisible()
  for (const name of ['Choose a name', 'Sign out'])
    await expect(settings.getByRole('button', { name })).toHaveCount(0)
  held.release()
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
