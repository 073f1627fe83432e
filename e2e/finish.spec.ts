import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { animationsDone } from './axe.js'

// The modal's finish: what stays put, what moves, and what covers what, at a desktop and a phone
// viewport.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

async function connectAndOpenAccount(page: Page) {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  return { wallet, account }
}

/** True when the box lies wholly inside the viewport. */
async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  const size = page.viewportSize()
  if (!box || !size) return false
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  )
}

for (const viewport of viewports) {
  test(`${viewport.name}: on a long Activity list only the body scrolls; the header and Close stay`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const { account } = await connectAndOpenAccount(page)
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('tabpanel')
    await expect(activity.getByTestId('activity').first()).toBeVisible()
    // Load pages until the list is taller than the screen.
    for (let pages = 1; pages < 6; pages++) {
      const more = activity.getByRole('button', { name: 'Load more' })
      if ((await more.count()) === 0) break
      await more.click()
      await expect(activity.getByRole('button', { name: /Loading/ })).toHaveCount(0)
    }
    const rows = activity.getByTestId('activity')
    expect(await rows.count()).toBeGreaterThan(12)
    await rows.last().scrollIntoViewIfNeeded()
    await expect(rows.last()).toBeInViewport()
    const close = account.getByRole('button', { name: 'Close' })
    expect(await inViewport(page, close)).toBe(true)
    await expect(account.getByRole('heading', { name: 'Account' })).toBeInViewport()
    // Nothing scrolled over Close: it is what a click at its centre reaches.
    await close.click({ trial: true })
    await page.screenshot({
      path: `e2e/screenshots/account-activity-scrolled-${viewport.name}.png`,
    })
    await close.click()
    await expect(account).toBeHidden()
  })
}

for (const viewport of viewports) {
  test(`${viewport.name}: All Wallets' search field stays put while typing; a failed catalogue moves no row`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await injectTestWallet(page)
    // The catalogue answers only when the test says so, and then fails.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let failing = true
    await page.route('**/getWallets?**', async (route) => {
      if (!failing) return route.continue()
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const injected = connect.getByRole('button', { name: /Airlock Test Wallet/ })
    await expect(injected).toBeVisible()
    await expect(connect.getByTestId('featured-skeleton')).toBeVisible()
    const allWallets = connect.getByRole('button', { name: /All wallets/ })
    // Past the height animation: the card settles before the boxes are read.
    await animationsDone(page)
    const before = [await injected.boundingBox(), await allWallets.boundingBox()]
    release()
    await expect(connect.getByRole('button', { name: 'Retry' })).toBeVisible()
    await animationsDone(page)
    const after = [await injected.boundingBox(), await allWallets.boundingBox()]
    expect(after.map((box) => Math.round(box?.y ?? -1))).toEqual(
      before.map((box) => Math.round(box?.y ?? -1)),
    )
    await page.screenshot({ path: `e2e/screenshots/connect-catalogue-failed-${viewport.name}.png` })

    failing = false
    await allWallets.click()
    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
    await expect(dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(
      40,
    )
    await animationsDone(page)
    const top = (await search.boundingBox())?.y
    await search.pressSequentially('zzzz-no-such')
    await expect(dialog.getByText('No wallet found')).toBeVisible()
    await animationsDone(page)
    expect((await search.boundingBox())?.y).toBe(top)
    await search.fill('meta')
    await expect(
      dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first(),
    ).toContainText('MetaMask')
    expect((await search.boundingBox())?.y).toBe(top)
    await page.screenshot({ path: `e2e/screenshots/all-wallets-search-${viewport.name}.png` })
  })
}

/** The boxes of every focusable control in the modal's shadow root. */
async function controlBoxes(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const selector = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])'
    return Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? [])
      .map((element) => {
        const rect = element.getBoundingClientRect()
        return {
          name: element.getAttribute('aria-label') ?? element.textContent ?? '',
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
        }
      })
      .filter((box) => box.width > 0 && box.height > 0)
  })
}

for (const viewport of viewports) {
  test(`${viewport.name}: a notification is announced and covers no control`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { account } = await connectAndOpenAccount(page)
    await account.getByRole('button', { name: 'Copy address' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Address copied' })
    await expect(toast).toBeVisible()
    const box = await page.locator('.toast').boundingBox()
    if (!box) throw new Error('No toast box')
    const overlapping = (await controlBoxes(page)).filter(
      (control) =>
        control.x < box.x + box.width &&
        box.x < control.x + control.width &&
        control.y < box.y + box.height &&
        box.y < control.y + control.height,
    )
    expect(overlapping).toEqual([])
    expect(await inViewport(page, page.locator('.toast'))).toBe(true)
    await page.screenshot({ path: `e2e/screenshots/toast-${viewport.name}.png` })
  })
}

test('phone: the modal is a bottom sheet with a handle that drags it closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  // The modal itself, not the shell that holds its place while its chunk loads (a box read as
  // one replaces the other reads nothing), and the sheet has risen (sheet-up, 200 ms).
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
  await animationsDone(page)
  const box = await dialog.boundingBox()
  expect(Math.round(box?.x ?? -1)).toBe(0)
  expect(Math.round(box?.width ?? 0)).toBe(390)
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
  const handle = page.getByTestId('sheet-handle')
  await expect(handle).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/connect-sheet-phone.png' })
  const grip = await handle.boundingBox()
  if (!grip) throw new Error('No handle box')
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
  await page.mouse.down()
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 200, { steps: 8 })
  await page.mouse.up()
  await expect(dialog).toBeHidden()
})

test('desktop: no handle, a centred card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  // The modal itself: the shell that may show first has no handle anyway.
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
  await expect(page.getByTestId('sheet-handle')).toBeHidden()
})

test('iPhone: a wallet with a mobile link opens its app, with no QR code and no Chrome Web Store link', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    hasTouch: true,
    isMobile: true,
  })
  // Records the app link instead of leaving the page for it.
  await context.addInitScript(() => {
    const opened: string[] = []
    Object.assign(window, { openedLinks: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return null
    }
  })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /All wallets/ })
    .click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await all.getByRole('searchbox', { name: 'Search wallets' }).fill('MetaMask')
  await all
    .getByRole('button', { name: /^MetaMask/ })
    .first()
    .click()
  const connecting = page.getByRole('dialog')
  const open = connecting.getByRole('link', { name: 'Open MetaMask' })
  await expect(open).toBeVisible({ timeout: 15_000 })
  await expect(connecting.getByTestId('walletconnect-qr')).toHaveCount(0)
  await expect(connecting).not.toContainText('Chrome Web Store')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks))
    .toEqual([await open.getAttribute('href')])
  await page.screenshot({ path: 'e2e/screenshots/walletconnect-iphone.png' })
  await context.close()
})

for (const viewport of viewports) {
  for (const theme of ['Light', 'Dark'] as const) {
    test(`screenshots: ${viewport.name}, ${theme.toLowerCase()} theme`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme === 'Dark' ? 'dark' : 'light' })
      // Taken once the view has come to rest: mid-way through its 150 ms slide in, a view's
      // content sits 6 px right of where it stays (Send read as 483–809 in a card of 460–820).
      const shot = async (view: string) => {
        await animationsDone(page)
        await page.screenshot({
          path: `e2e/screenshots/finish-${view}-${viewport.name}-${theme.toLowerCase()}.png`,
        })
      }
      const wallet = await injectTestWallet(page)
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await expect(connect.getByRole('button', { name: /All wallets/ })).toContainText('+')
      await shot('connect')
      await connect.getByRole('button', { name: /All wallets/ }).click()
      const all = page.getByRole('dialog', { name: 'All Wallets' })
      await expect(all.getByRole('list', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(40)
      await shot('all-wallets')
      await all.getByRole('button', { name: 'Back', exact: true }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
      await page.getByRole('button', { name: short }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expect(account.getByTestId('balance')).toContainText('ETH')
      await shot('account')
      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect(account.getByRole('tabpanel').getByTestId('activity').first()).toBeVisible()
      await shot('activity')
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Send' })).toBeVisible()
      await shot('send')
    })
  }
}
