import { devices, expect, type Page, test } from '@playwright/test'
import { connectedAddress, frame, verifyOnDevnet } from './emailHelpers.js'
import { farcasterCli, short, socialButton } from './socialHelpers.js'

// Farcaster login end to end, offline: the Farcaster tile among the socials, ConnectingFarcaster's
// QR code (a farcaster://connect link of the server's own relay), the sandbox's Farcaster app
// approving it (by its page, and by `npm run farcaster -- approve`), the wallet of the FID made
// in the secure frame with the username shown, a signature that verifies, the login kept across a
// reload, sign-out; a custody transfer on the devnet's ID registry making the old key's approval
// fail; an expired link renewed in place (the old one refused); and on a phone, the "open the
// app" link instead of the QR code.

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8790}`
const signedText = 'Hello from the Airlock web app'

test.describe.configure({ timeout: 150_000 })

/** The page's Connect → Farcaster (among the socials or under All socials): the Farcaster dialog. */
async function openFarcaster(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await (await socialButton(page, connect, 'farcaster')).click()
  return page.getByRole('dialog', { name: 'Farcaster' })
}

/** Connect → Farcaster: the QR code's link once it is there. */
async function startFarcaster(page: Page) {
  const dialog = await openFarcaster(page)
  await expect(dialog.getByRole('status')).toContainText('Scan with your Farcaster app')
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /^farcaster:\/\/connect\?channelToken=/, {
    timeout: 20_000,
  })
  return { dialog, url: (await qr.getAttribute('data-uri')) ?? '' }
}

async function openSettings(page: Page, address: string) {
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  return page.getByRole('dialog', { name: 'Account Settings' })
}

test('Farcaster: QR code, approved in the sandbox app, a wallet that signs, a reload, sign-out', async ({
  page,
  context,
}) => {
  const started = await startFarcaster(page)
  await page.screenshot({ path: 'e2e/screenshots/farcaster-qr.png' })

  // The sandbox's Farcaster app, as a person without a camera uses it: the copied link pasted.
  const app = await context.newPage()
  await app.goto(`${sandbox}/farcaster?lang=en`)
  await app.getByLabel('Sign-in link').fill(started.url)
  await app.getByRole('button', { name: 'Open' }).click()
  await expect(app.getByRole('heading', { name: 'Sign in to localhost:8788?' })).toBeVisible()
  await app.getByLabel(/Ada Devnet/).check()
  const approvedAt = Date.now()
  await app.getByRole('button', { name: 'Approve' }).click()
  await expect(app.getByRole('status')).toContainText('Signed in to localhost:8788 as @ada')
  await app.close()

  // Connected: the modal closed, the embedded wallet's address; the username in the settings.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  console.log(`approval → modal closed: ${Date.now() - approvedAt} ms`)
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('button', { name: short(address) }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email'),
  ).toHaveText('@ada')
  await page.keyboard.press('Escape')
  let settings = await openSettings(page, address)
  await expect(settings).toContainText('Logged in with Farcaster')
  await expect(settings.getByTestId('settings-social')).toHaveText('ada')
  await page.keyboard.press('Escape')

  // Sign, approved in the secure frame; the signature verifies.
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  await expect(frame(page).getByText(signedText)).toBeVisible({ timeout: 20_000 })
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

  // A reload keeps the login and the username; then sign out.
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  settings = await openSettings(page, address)
  await expect(settings.getByTestId('settings-social')).toHaveText('ada')
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })
})

test('Farcaster by the CLI; after a custody transfer the old key is refused', async ({ page }) => {
  const first = await startFarcaster(page)
  const { stdout } = await farcasterCli('approve', first.url, '--fid', '1002')
  expect(stdout).toContain('@grace (fid 1002) signed in to localhost:8788')
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  const settings = await openSettings(page, address)
  await expect(settings.getByTestId('settings-social')).toHaveText('grace')
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })

  // fid 1003's custody moves to another key: its seeded key's approval fails, the modal waits.
  await farcasterCli('transfer', '1003', '--to', 'spare')
  try {
    const second = await startFarcaster(page)
    const refused = await farcasterCli('approve', second.url, '--fid', '1003').then(
      () => undefined,
      (error: { stderr: string }) => error.stderr,
    )
    expect(refused).toMatch(/refused the sign-in.*(does not own|owner of) fid 1003/)
    await expect(second.dialog.getByTestId('farcaster-qr')).toHaveAttribute('data-uri', second.url)
    // Going back cancels the wait.
    await second.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  } finally {
    await farcasterCli('transfer', '1003', '--to', 'seeded')
  }
})

test('an expired link: the QR code renews in place, the old link is refused, the new one logs in', async ({
  page,
}) => {
  // The e2e stack's links live 60 s (FARCASTER_CHANNEL_TTL_SECONDS); a reused stack's may live 5 min.
  test.setTimeout(480_000)
  const first = await startFarcaster(page)
  const qr = first.dialog.getByTestId('farcaster-qr')
  await expect(qr).not.toHaveAttribute('data-uri', first.url, { timeout: 360_000 })
  await expect(qr).toHaveAttribute('data-uri', /^farcaster:\/\/connect\?channelToken=/)
  const renewed = (await qr.getAttribute('data-uri')) ?? ''
  await expect(first.dialog.getByRole('status')).toContainText('Scan with your Farcaster app')

  // The Farcaster app, given the old link, finds no sign-in request behind it.
  const refused = await farcasterCli('approve', first.url).then(
    () => 'approved',
    (error: { stderr: string }) => error.stderr,
  )
  expect(refused).toMatch(/expired or was already answered/)
  await expect(qr).toHaveAttribute('data-uri', renewed)

  // The renewed one logs in.
  const { stdout } = await farcasterCli('approve', renewed, '--fid', '1001')
  expect(stdout).toContain('@ada (fid 1001) signed in to localhost:8788')
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  const settings = await openSettings(page, address)
  await expect(settings.getByTestId('settings-social')).toHaveText('ada')
  await settings.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('wagmi-panel')).toHaveCount(0, { timeout: 10_000 })
})

test('on a phone: the "open the app" link instead of a QR code; following it logs in', async ({
  browser,
}) => {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  const context = await browser.newContext({
    ...phone,
    baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
  })
  try {
    const page = await context.newPage()
    const dialog = await openFarcaster(page)
    await expect(dialog.getByRole('status')).toContainText('Open Farcaster')
    const open = dialog.getByRole('link', { name: 'Open Farcaster', exact: true })
    await expect(open).toHaveAttribute('href', /^farcaster:\/\/connect\?channelToken=/, {
      timeout: 20_000,
    })
    await expect(dialog.getByTestId('farcaster-qr')).toHaveCount(0)

    // Following the link: the phone hands it to the Farcaster app (the sandbox's), which asks.
    const href = (await open.getAttribute('href')) ?? ''
    const app = await context.newPage()
    await app.goto(
      `${sandbox}/farcaster/connect?${new URLSearchParams({ link: href, lang: 'en' })}`,
    )
    await expect(app.getByRole('heading', { name: 'Sign in to localhost:8788?' })).toBeVisible()
    await app.getByLabel(/Grace Devnet/).check()
    await app.getByRole('button', { name: 'Approve' }).click()
    await expect(app.getByRole('status')).toContainText('Signed in to localhost:8788 as @grace')
    await app.close()

    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    expect(await connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  } finally {
    await context.close()
  }
})
