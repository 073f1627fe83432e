import { expect, test } from '@playwright/test'
import {
  axeViolations,
  consoleUrl,
  runId,
  serverUrl,
  setUpAdmin,
  signIn,
  webUrl,
} from './consoleHelpers.js'
import { openBuy, openCheckout, pay, quoteFor } from './onRampHelpers.js'

// The console's owner pages against `npm start`: the wallet catalogue, the sign-in providers and
// the usage charts of a connect the modal makes.
const owner = `olga-${runId}`

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

test.beforeAll(async ({ browser }) => {
  const { page } = await setUpAdmin(browser, 'owner', owner)
  await page.context().close()
})

/** Olga, signed in with her password, in a browser context of her own. */
const signInOlga = (browser: Parameters<typeof signIn>[0], colorScheme?: 'light' | 'dark') =>
  signIn(browser, owner, colorScheme)

test('an owner reorders the featured wallets by drag and by keyboard, hides a wallet, and an import is refused whole', async ({
  browser,
}) => {
  const page = await signInOlga(browser)
  await page.getByRole('link', { name: 'Wallets' }).click()
  await expect(page.getByRole('heading', { name: 'Wallets', level: 1 })).toBeFocused()
  const featured = page.getByRole('list', { name: 'Featured wallets' }).getByRole('listitem')
  await expect(featured.first()).toBeVisible()
  const names = async () =>
    (await featured.locator('.wallet-name').allTextContents()).map((name) => name.trim())
  const original = await names()
  expect(original.length).toBeGreaterThanOrEqual(3)
  const [first, second, third] = original as [string, string, string]
  expect(await axeViolations(page)).toEqual([])

  // Drag the second wallet onto the first, then save: the order holds after a reload.
  await featured.nth(1).dragTo(featured.nth(0))
  await expect.poll(names).toEqual([second, first, third, ...original.slice(3)])
  await page.getByRole('button', { name: 'Save order' }).click()
  await expect(page.getByRole('status')).toHaveText('Featured order saved.')
  await page.reload()
  await expect.poll(names).toEqual([second, first, third, ...original.slice(3)])
  await page.screenshot({ path: 'e2e/screenshots/console/catalogue.png', fullPage: true })

  // Back with the keyboard alone: focus the first wallet's Move down button and press Enter.
  await page.getByRole('button', { name: `Move ${second} down` }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByText(`${second} moved to position 2 of ${original.length}.`),
  ).toBeAttached()
  await expect.poll(names).toEqual(original)
  await page.getByRole('button', { name: 'Save order' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText('Featured order saved.')

  // Hide a wallet from every modal, then list it again.
  await page.getByLabel('Search wallets').fill(third)
  const listed = page.getByRole('checkbox', { name: `List ${third}` })
  await listed.uncheck()
  await expect(page.getByRole('status')).toHaveText(`${third} is no longer listed.`)
  await listed.check()
  await expect(page.getByRole('status')).toHaveText(`${third} is listed again.`)

  // An import lands whole or not at all: a half-valid file and a file that is no catalogue.
  const upload = async (name: string, content: unknown) => {
    await page.getByLabel('Export file').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(content)),
    })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
  }
  await upload('half.json', [{ id: 'e2e-wallet', name: 'E2E Wallet' }, { name: 'no id' }])
  const refusal = page.getByRole('alert')
  await expect(refusal).toContainText('Nothing imported')
  await expect(refusal).toContainText('1 of 2 entries are invalid')
  await expect(refusal).toContainText('Entry 1: id must be')
  await upload('notes.json', { hello: 'world' })
  await expect(refusal).toContainText('this file is not a wallet catalogue')
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Search wallets').fill('E2E Wallet')
  await expect(page.getByText('0 of 0 wallets shown.')).toBeVisible()

  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'catalogue.reorder' })).toHaveCount(2)
  await expect(page.getByRole('row').filter({ hasText: 'wallet.disable' })).toHaveCount(1)
})

test('the sign-in providers page shows what the environment configured, no secret', async ({
  browser,
}) => {
  const page = await signInOlga(browser, 'dark')
  await page.getByRole('link', { name: 'Sign-in providers' }).click()
  await expect(page.getByRole('heading', { name: 'Sign-in providers' })).toBeFocused()
  await expect(page.getByRole('row', { name: /^github/i })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Farcaster' })).toBeVisible()
  const email = page.getByRole('region', { name: 'E-mail login' })
  await expect(email).toContainText('Configured')
  await expect(email).toContainText('smtp://')
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/providers-dark.png', fullPage: true })
})

test('the usage charts show the connect the modal just made', async ({ browser }) => {
  const page = await signInOlga(browser)
  // The dev project (the web app's) turns analytics on; the web app opts in with ?analytics=on.
  await page.goto(`${consoleUrl}#/projects/dev`)
  await page.getByLabel('Analytics').check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toContainText('Saved')
  await expect
    .poll(async () => {
      const response = await fetch(`${serverUrl}/getAnalyticsConfig?projectId=dev`, {
        headers: { origin: 'http://localhost:3000' },
      })
      return ((await response.json()) as { isAnalyticsEnabled?: boolean }).isAnalyticsEnabled
    })
    .toBe(true)

  // A visitor connects the injected test wallet in the modal, then buys 20 USD of USDC from the
  // sandbox provider with its test card.
  const visitor = await browser.newContext()
  const dapp = await visitor.newPage()
  const buy = await openBuy(dapp, `${webUrl}/?analytics=on`)
  await quoteFor(buy, '20')
  const completed = dapp.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/e' &&
      (response.request().postData() ?? '').includes('ONRAMP_SUCCESS'),
    { timeout: 30_000 },
  )
  await pay(await openCheckout(visitor, buy), '4242 4242 4242 4242')
  await expect(dapp.getByRole('dialog', { name: 'Purchases' }).getByRole('status')).toContainText(
    'Purchase complete',
    { timeout: 30_000 },
  )
  expect((await completed).status()).toBe(202)
  await visitor.close()

  await page.goto(`${consoleUrl}#/usage`)
  await expect(page.getByRole('heading', { name: 'Usage' })).toBeFocused()
  await page.getByLabel('Project').selectOption('dev')
  const connected = page.getByRole('listitem').filter({ hasText: 'Connected' })
  await expect(async () => {
    await page.getByLabel('Period').selectOption('7')
    await page.getByLabel('Period').selectOption('14')
    await expect(connected.locator('.funnel-count')).not.toHaveText('0', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const byWallet = page.getByRole('figure', { name: 'Connects per day by wallet' })
  await expect(byWallet.locator('canvas')).toBeAttached()
  await byWallet.getByText('Show as a table').click()
  await expect(byWallet.getByRole('columnheader', { name: 'Airlock Test Wallet' })).toBeVisible()
  const byMethod = page.getByRole('figure', { name: 'Connects per day by method' })
  await byMethod.getByText('Show as a table').click()
  await expect(byMethod.getByRole('columnheader', { name: 'Browser wallet' })).toBeVisible()
  // The purchase: the on-ramp opened, the provider chosen and the purchase completed, today.
  const onRamp = page.getByRole('figure', { name: 'On-ramp per day' })
  await expect(async () => {
    await page.getByLabel('Period').selectOption('7')
    await page.getByLabel('Period').selectOption('14')
    await expect(onRamp.getByText('Show as a table')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await onRamp.getByText('Show as a table').click()
  await expect(onRamp.getByRole('columnheader', { name: 'Completed' })).toBeVisible()
  // Its table fits its card at 1280 px: every column header whole, nothing scrolled out of view.
  expect(
    await onRamp.locator('details').evaluate((table) => table.scrollWidth - table.clientWidth),
  ).toBeLessThanOrEqual(0)
  const onRampToday = onRamp.getByRole('row').last()
  const column = async (name: string) =>
    (await onRamp.getByRole('columnheader').allTextContents()).indexOf(name)
  for (const step of ['Opened', 'Provider chosen', 'Completed'])
    await expect(onRampToday.getByRole('cell').nth((await column(step)) - 1)).toHaveText('1')
  // Days are written as the console's language writes them, not as ISO dates.
  await expect(byWallet.getByRole('rowheader').last()).toHaveText(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
  )
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Modal opened' }).locator('.funnel-count'),
  ).not.toHaveText('0')
  await expect(page.getByRole('heading', { name: 'Health checks' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/usage.png', fullPage: true })
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/usage-dark.png', fullPage: true })

  // In German, the console writes its dates and numbers the German way.
  const german = await (
    await browser.newContext({ locale: 'de-DE', storageState: await page.context().storageState() })
  ).newPage()
  await german.goto(`${consoleUrl}#/usage`)
  await expect(german.getByRole('heading', { name: 'Nutzung' })).toBeFocused()
  const byWalletDe = german.getByRole('figure', { name: 'Verbindungen pro Tag nach Wallet' })
  await byWalletDe.getByText('Als Tabelle zeigen').click()
  await expect(byWalletDe.getByRole('rowheader').last()).toHaveText(
    new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
  )
  await german.context().close()

  // The dev project as the other specs expect it: analytics off again.
  await page.goto(`${consoleUrl}#/projects/dev`)
  await page.getByLabel('Analytics').uncheck()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toContainText('Saved')
})
