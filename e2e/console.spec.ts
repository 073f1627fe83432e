import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { openBuy, openCheckout, pay, quoteFor } from './onRampHelpers.js'

// The operator console against `npm start`: a setup link from the CLI (which reaches the running
// server through its admin API), an owner who creates and edits a project the modal's config
// route serves at once, the audit log, a version conflict, a passkey, and a viewer who can look
// but not change.
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8787}`
const consoleUrl = `${serverUrl}/console/`
const webUrl = `http://localhost:${process.env.WEB_PORT ?? 3000}`
const password = 'a console password for e2e'
const runId = Date.now().toString(36)
const projectId = `console-e2e-${runId}`
// Admin names of this attempt: a retry runs against the same server, where the first attempt's
// admins exist already.
const owner = `olivia-${runId}`
const viewer = `victor-${runId}`
const invitee = `wendy-${runId}`
const origin = 'http://localhost:5173'

/** `npm run airlock -- admin create --role <role>` while the server runs: the link it prints. */
async function setupLink(role: 'owner' | 'viewer'): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=@airlock/source',
      '--import',
      'tsx',
      'apps/server/src/cli.ts',
      'admin',
      'create',
      '--role',
      role,
    ],
    {
      cwd: new URL('..', import.meta.url).pathname,
      // The stack's own settings (playwright.config.ts): its embedded database, whatever
      // DATABASE_URL and REDIS_URL the test run itself has (CI sets them for the unit tests).
      env: {
        ...process.env,
        DATA_DIR: process.env.AIRLOCK_E2E_DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
      },
    },
  )
  const link = /https?:\/\/\S+#setup=[\w-]+/.exec(stdout)?.[0]
  if (!link) throw new Error(`no setup link in: ${stdout}`)
  return link
}

/** Serious and critical axe violations of the console page as it is now. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

async function setUpAdmin(browser: Browser, role: 'owner' | 'viewer', name: string) {
  const link = await setupLink(role)
  const page = await (await browser.newContext()).newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Create your admin account' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${name} (${role})`)).toBeVisible()
  // The link is spent: it is out of the address bar, and a second use is refused.
  expect(page.url()).not.toContain('setup=')
  return { page, link }
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

test('an owner sets up, creates a project the config route serves at once, edits it, and reads the audit log', async ({
  browser,
}) => {
  const { page, link } = await setUpAdmin(browser, 'owner', owner)
  const reused = await (await browser.newContext()).newPage()
  await reused.goto(link)
  await reused.getByLabel('Name').fill('mallory')
  await reused.getByLabel('Password').fill(password)
  await reused.getByRole('button', { name: 'Create account' }).click()
  await expect(reused.getByRole('alert')).toContainText('This setup link is no longer valid')

  // Sign out, then in again with the password (a wrong one first).
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused()
  await page.getByLabel('Name').fill(owner)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Wrong name or password')
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeFocused()

  // Create a project with an origin: its config answers that origin at once, no restart.
  await page.getByRole('link', { name: 'Create project' }).click()
  await page.getByLabel('Project id').fill(projectId)
  await page.getByLabel('Name', { exact: true }).fill('Console e2e')
  await page.getByLabel('Allowed origins').fill(origin)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Project Console e2e' })).toBeVisible()
  const config = await fetch(`${serverUrl}/appkit/v1/config?projectId=${projectId}`, {
    headers: { origin },
  })
  expect(config.status).toBe(200)
  const swap = (body: { features: { id: string; isEnabled: boolean }[] }) =>
    body.features.find((feature) => feature.id === 'swap')?.isEnabled
  expect(swap(await config.json())).toBe(true)

  // Edit: rename and turn swaps off; the config follows within its cache time.
  await page.getByLabel('Name', { exact: true }).fill('Console e2e renamed')
  await page.getByLabel('Swaps').uncheck()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved (version 2).')
  expect(await axeViolations(page)).toEqual([])
  await expect
    .poll(async () =>
      swap(
        await (
          await fetch(`${serverUrl}/appkit/v1/config?projectId=${projectId}`, {
            headers: { origin },
          })
        ).json(),
      ),
    )
    .toBe(false)

  // Two tabs on one project: the second save, based on the old version, is refused and said so.
  const other = await page.context().newPage()
  await other.goto(`${consoleUrl}#/projects/${projectId}`)
  await expect(other.getByLabel('Name', { exact: true })).toHaveValue('Console e2e renamed')
  await page.getByLabel('Analytics').check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved (version 3).')
  await other.getByLabel('Name', { exact: true }).fill('Lost update')
  await other.getByRole('button', { name: 'Save changes' }).click()
  const conflict = other.getByRole('alert')
  await expect(conflict).toContainText('Someone else changed this project since you opened it')
  await expect(conflict).toContainText('It is at version 3 now')
  await other.screenshot({ path: 'e2e/screenshots/console/editor-conflict.png', fullPage: true })
  await other.getByRole('button', { name: 'Reload the project' }).click()
  await expect(other.getByLabel('Name', { exact: true })).toHaveValue('Console e2e renamed')
  await expect(other.getByLabel('Analytics')).toBeChecked()
  // The second save kept the first one's setting.
  await expect(other.getByLabel('Swaps')).not.toBeChecked()
  await other.close()

  // The audit log lists each change, by whom, with before and after.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeFocused()
  const rows = page.getByRole('row').filter({ hasText: projectId })
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(2)).toContainText('project.create')
  await expect(rows.nth(0)).toContainText('{"features":{"swaps":false,"analytics":true}}')
  await expect(rows.nth(1)).toContainText(`admin ${owner}`)
  await expect(rows.nth(1)).toContainText('{"name":"Console e2e","features":{}}')
  await expect(rows.nth(1)).toContainText(
    '{"name":"Console e2e renamed","features":{"swaps":false}}',
  )
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/audit.png', fullPage: true })

  // The projects page first (its heading takes focus), so the audit page's rows are gone.
  await page.getByRole('link', { name: 'Projects' }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeFocused()
  await expect(page.getByRole('row').filter({ hasText: projectId })).toContainText(
    'http://localhost:5173',
  )
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/projects.png', fullPage: true })
})

test('a viewer sees projects and the audit log but cannot change anything', async ({ browser }) => {
  const { page } = await setUpAdmin(browser, 'viewer', viewer)
  await expect(page.getByRole('link', { name: 'Create project' })).toHaveCount(0)
  // By its id: a retry's project has the same name as the first attempt's.
  await page.locator(`a[href="#/projects/${projectId}"]`).click()
  await expect(page.getByText('Viewers can look but not change anything.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete for good' })).toHaveCount(0)
  // Past the page: the API refuses the viewer's change, CSRF token and all.
  const status = await page.evaluate(async (id) => {
    const session = await (await fetch('/admin/v1/auth/session')).json()
    const response = await fetch(`/admin/v1/projects/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-airlock-csrf': session.csrfToken },
      body: JSON.stringify({ name: 'Viewer was here' }),
    })
    return response.status
  }, projectId)
  expect(status).toBe(403)
  await page.screenshot({ path: 'e2e/screenshots/console/viewer-editor.png', fullPage: true })
})

test('an owner adds a passkey and signs in with it (virtual authenticator)', async ({
  browser,
}) => {
  // Passkeys need a host name: the console at localhost.
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  await page.goto(consoleUrl.replace('127.0.0.1', 'localhost'))
  await page.getByLabel('Name').fill(owner)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Passkey added: you can sign in with it next time.',
  )
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText(`Signed in as ${owner} (owner)`)).toBeVisible()
})

test('the console page keeps its strict CSP and no admin route answers without a session', async () => {
  const response = await fetch(consoleUrl)
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
  expect((await fetch(`${serverUrl}/admin/v1/projects`)).status).toBe(401)
})

/** Olivia, signed in with her password, in a browser context of her own. */
async function signInOlivia(browser: Browser, colorScheme: 'light' | 'dark' = 'light') {
  const page = await (await browser.newContext({ colorScheme })).newPage()
  await page.goto(consoleUrl)
  await page.getByLabel('Name').fill(owner)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeFocused()
  return page
}

test('an owner reorders the featured wallets by drag and by keyboard, hides a wallet, and an import is refused whole', async ({
  browser,
}) => {
  const page = await signInOlivia(browser)
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
  const page = await signInOlivia(browser, 'dark')
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
  const page = await signInOlivia(browser)
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

test('an owner invites an admin with a setup link, changes roles, and cannot lose the last owner', async ({
  browser,
}) => {
  const page = await signInOlivia(browser)
  await page.getByRole('link', { name: 'Admins' }).click()
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeFocused()
  await expect(page.getByRole('row', { name: new RegExp(`${owner} \\(you\\)`) })).toContainText(
    'owner',
  )
  await page.getByLabel('Role').selectOption('viewer')
  await page.getByRole('button', { name: 'Make a setup link' }).click()
  const link = await page.getByLabel('Setup link').inputValue()
  expect(link).toContain('/console/#setup=')
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/console/admins.png', fullPage: true })

  const invited = await (await browser.newContext()).newPage()
  await invited.goto(link)
  await invited.getByLabel('Name').fill(invitee)
  await invited.getByLabel('Password').fill(password)
  await invited.getByRole('button', { name: 'Create account' }).click()
  await expect(invited.getByText(`Signed in as ${invitee} (viewer)`)).toBeVisible()
  await expect(invited.getByRole('link', { name: 'Admins' })).toHaveCount(0)

  await page.reload()
  await page.getByRole('button', { name: `Make ${owner} a viewer` }).click()
  await expect(page.getByRole('alert')).toContainText(
    'The last owner cannot be removed or made a viewer',
  )
  await page.getByRole('button', { name: `Make ${invitee} an owner` }).click()
  await expect(page.getByRole('status')).toHaveText(`${invitee} is now owner.`)
  await page.getByRole('button', { name: `Remove ${invitee}` }).click()
  await page.getByRole('button', { name: `Really remove ${invitee}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${invitee} removed.`)
  await expect(page.getByRole('row', { name: invitee })).toHaveCount(0)
  // Her session ended with her account.
  await invited.reload()
  await expect(invited.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})
