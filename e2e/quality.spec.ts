import { writeFileSync } from 'node:fs'
import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { PNG } from 'pngjs'
import { animationsDone, modalAxeViolations } from './axe.ts'

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 8787}`

async function chooseTheme(page: Page, theme: 'Light' | 'Dark') {
  await page.getByRole('radio', { name: theme }).check()
}

for (const theme of ['Light', 'Dark'] as const) {
  test(`axe finds no serious or critical violation on any view, ${theme.toLowerCase()} theme`, async ({
    page,
  }) => {
    // A ceiling for a hung test: a dozen views, an axe run each, on a busy two-core machine.
    test.setTimeout(180_000)
    const wallet = await injectTestWallet(page)
    await page.goto('/')
    await chooseTheme(page, theme)
    const checks: [string, string[]][] = []
    const check = async (view: string) => {
      checks.push([view, await modalAxeViolations(page)])
    }

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    await check('Connect')

    await connect.getByRole('button', { name: /All wallets/ }).click()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(all.getByRole('list', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(40)
    await check('AllWallets')
    await all.getByRole('button', { name: 'Rainbow' }).click()
    // A catalogue wallet's QR code view is titled with its name (WalletConnect's own entry's is
    // 'WalletConnect').
    await expect(page.getByRole('dialog', { name: 'Rainbow', exact: true })).toBeVisible()
    await check('ConnectingWalletConnectBasic')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Back', exact: true })
      .first()
      .click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Back', exact: true })
      .first()
      .click()

    wallet.rejectNext()
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    const connecting = page.getByRole('dialog', { name: 'Connecting' })
    await expect(connecting.getByRole('status')).toContainText('Connection declined')
    await check('ConnectingExternalWallet')
    await connecting.getByRole('button', { name: 'Try again' }).click()

    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    await page.getByRole('button', { name: short }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('balance')).toContainText('ETH')
    await check('Account')
    await page.screenshot({ path: `e2e/screenshots/account-${theme.toLowerCase()}.png` })

    await account.getByRole('button', { name: /Switch network/ }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await expect(networks.getByRole('button', { name: /Airlock Devnet L2/ })).toBeVisible()
    await check('Networks')

    wallet.rejectNext()
    await networks.getByRole('button', { name: /Airlock Devnet L2/ }).click()
    const switching = page.getByRole('dialog', { name: 'Switch Network' })
    await expect(switching.getByRole('status')).toContainText('Switch declined')
    await check('SwitchNetwork')

    await wallet.moveToChain(999)
    await expect(
      page.getByRole('dialog', { name: 'Switch Network' }).getByRole('alert'),
    ).toBeVisible()
    await check('UnsupportedChain')

    expect(Object.fromEntries(checks)).toEqual(
      Object.fromEntries(checks.map(([view]) => [view, []])),
    )
  })
}

test('a whole connection works with the keyboard alone', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  // Tab from the top of the page to the Connect button, as a keyboard user would.
  for (let presses = 0; presses < 10; presses++) {
    if (await connectButton.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(connectButton).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const walletButton = dialog.getByRole('button', { name: /Airlock Test Wallet/ })
  await expect(walletButton).toBeVisible()
  while (!(await walletButton.evaluate((element) => element.matches(':focus')))) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  const accountButton = page.getByRole('button', { name: short })
  await expect(accountButton).toBeVisible()
  await expect(dialog).toBeHidden()

  // The focus trap keeps Tab inside the dialog; Escape closes it and focus goes back.
  await accountButton.focus()
  await page.keyboard.press('Enter')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
      'airlock-modal',
    )
  }
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await expect(accountButton).toBeFocused()
})

test('a hostile host stylesheet does not change how the modal looks', async ({ page }) => {
  await injectTestWallet(page)
  await page.goto('/')
  const shot = async () => {
    await page.getByRole('button', { name: /Connect Wallet/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    // The featured wallets (asked for after the first paint) are in, and every wallet image has
    // loaded (or given up), so both shots show the same state.
    await expect
      .poll(() => dialog.locator('img.wallet-image').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4)
    await dialog.locator('img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map((image) =>
          image.complete
            ? undefined
            : // An image ends in 'load' or 'error' (it fires no 'loadend').
              new Promise((done) => {
                image.addEventListener('load', done, { once: true })
                image.addEventListener('error', done, { once: true })
              }),
        ),
      ),
    )
    await animationsDone(page)
    const image = await dialog.screenshot({ animations: 'disabled' })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    return image
  }
  // The first open is by mouse; later ones follow an Escape, after which Chromium shows the focus
  // ring: compare two opens made the same way.
  await shot()
  const plain = await shot()
  // The host's own stylesheet, from its own origin: the web app's CSP (style-src 'self' and a
  // nonce) refuses inline styles, as a careful dapp's would.
  await page.route('**/hostile.css', (route) =>
    route.fulfill({
      contentType: 'text/css',
      body: `
      * { all: revert }
      button { color: red !important; font: 30px serif !important }
      *, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; margin: 0; padding: 0 }
      html, body { line-height: 3; font-family: serif; letter-spacing: 4px; text-transform: uppercase; word-spacing: 12px; font-style: italic; color: lime }
      img, svg { display: block; vertical-align: middle; max-width: 100%; height: auto }
      ul, ol { list-style: square }
    `,
    }),
  )
  await page.addStyleTag({ url: '/hostile.css' })
  // It reached the page: the host's own text turned italic.
  await expect(page.locator('body')).toHaveCSS('font-style', 'italic')
  const hostile = await shot()
  writeFileSync('e2e/screenshots/isolation-plain.png', plain)
  writeFileSync('e2e/screenshots/isolation-hostile.png', hostile)
  // Same size, and no pixel off by more than a rounding step (anti-aliasing at the card's corner
  // can differ by one level between two paints). Outside the card's rounded corners the shot
  // shows the host page through the overlay, which the hostile sheet does restyle: not compared.
  const [a, b] = [PNG.sync.read(plain), PNG.sync.read(hostile)]
  expect([b.width, b.height]).toEqual([a.width, a.height])
  const radius = 16
  const corner = (x: number, y: number) =>
    (x < radius || x >= a.width - radius) && (y < radius || y >= a.height - radius)
  let worst = 0
  for (let index = 0; index < a.data.length; index++) {
    const pixel = index >> 2
    if (corner(pixel % a.width, Math.floor(pixel / a.width))) continue
    worst = Math.max(worst, Math.abs((a.data[index] ?? 0) - (b.data[index] ?? 0)))
  }
  expect(worst).toBeLessThanOrEqual(2)
})

test('before the visitor interacts the page asks nothing beyond its origin and our server; no analytics by default', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await injectTestWallet(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const pageOrigin = new URL(page.url()).origin
  const foreign = requests.filter((url) => {
    const { origin, protocol } = new URL(url)
    return protocol !== 'data:' && origin !== pageOrigin && origin !== serverOrigin
  })
  expect(foreign).toEqual([])
  // Of our server, only the network button's icon (a static image): no API call, no analytics.
  expect(
    requests.filter(
      (url) =>
        url.startsWith(serverOrigin) && !url.startsWith(`${serverOrigin}/public/getAssetImage/`),
    ),
  ).toEqual([])

  // Open, connect, close: the web app does not opt in to analytics, so no event leaves.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.waitForLoadState('networkidle')
  const analytics = requests.filter((url) => /\/(e|getAnalyticsConfig)\?/.test(url))
  expect(analytics).toEqual([])
})
