import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import type { Translate } from '../packages/react/src/locales/createTranslate.js'
import { connectedAddress } from './emailHelpers.js'
import { textOf } from './localeViews.js'

// The social-login steps the social specs share: Connect with the socials the server offers,
// the provider's window (the sandbox's identity provider), AccountSettings and sign-out.

const names: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}

/** A social provider's name as its tile shows it. */
export const nameOf = (id: string) => names[id] ?? id

/** An address as the account button shows it. */
export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Opens Connect and reads the socials the server offers (its `/appkit/v1/config`). */
export async function openConnect(page: Page) {
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

/**
 * The button that logs in with `id` in Connect: its tile, or beyond the first three, its entry in
 * All socials (opened here). `t`: the modal's language (English unless given).
 */
export async function socialButton(
  page: Page,
  connect: ReturnType<Page['getByRole']>,
  id: string,
  t: Translate = textOf('en'),
) {
  const socials = connect.getByRole('list', { name: t('social.label') })
  // The tiles come with the server's config: the first is there once they all are.
  await expect(socials.getByRole('button').first()).toBeVisible({ timeout: 20_000 })
  const tile = socials.getByRole('button', { name: nameOf(id), exact: true })
  if (await tile.count()) return tile
  await connect.getByRole('button', { name: t('social.all') }).click()
  return page
    .getByRole('dialog', { name: t('view.ConnectSocials') })
    .getByRole('button', { name: t('social.continueWith', { provider: nameOf(id) }) })
}

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))

/** `npm run farcaster -- …` (the sandbox's Farcaster app) from the repository's root. */
export function farcasterCli(...args: string[]) {
  return run('npm', ['run', '--silent', 'farcaster', '--', ...args], { cwd: root })
}

/** Clicks a social in `scope`; logs in as `user` in the provider's window and allows. */
export async function logInWith(page: Page, button: ReturnType<Page['getByRole']>, user: RegExp) {
  const opened = page.waitForEvent('popup')
  await button.click()
  const popup = await opened
  await popup.getByRole('button', { name: user }).click({ timeout: 20_000 })
  await popup.getByRole('button', { name: 'Allow' }).click()
  return popup
}

/** Waits until connected; opens Account, then AccountSettings. Returns the address and the dialog. */
export async function openSettings(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  return { address, settings: page.getByRole('dialog', { name: 'Account Settings' }) }
}

/** Signs out in AccountSettings after checking it names the provider and the user. */
export async function signOut(page: Page, provider: string, username: string) {
  const { settings } = await openSettings(page)
  await expect(settings).toContainText(`Logged in with ${provider}`)
  await expect(settings.getByTestId('settings-social')).toHaveText(username)
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })
}

/**
 * Holds the page's requests (its frames' too) to the path `pathname` until `release()`: `asked`
 * settles when the first one arrives. Released, they go on to the server as they were.
 */
export async function holdRequests(page: Page, pathname: string) {
  let arrived = () => {}
  let release = () => {}
  const asked = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      arrived()
      await released
      await route.continue()
    },
  )
  return { asked, release }
}
