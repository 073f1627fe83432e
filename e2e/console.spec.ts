import { expect, test } from '@playwright/test'
import {
  axeViolations,
  consoleUrl,
  password,
  runId,
  serverUrl,
  setUpAdmin,
  signIn,
} from './consoleHelpers.js'
import { cutWords } from './cutWords.ts'

// The operator console against `npm start`: a setup link from the CLI (which reaches the running
// server through its admin API), an owner who creates and edits a project the modal's config
// route serves at once, the audit log, a version conflict, a passkey, and a viewer who can look
// but not change, and the admins page (an invitation, roles, the last owner kept).
// consoleOwner.spec.ts has the owner's other pages.
const projectId = `console-e2e-${runId}`
const owner = `olivia-${runId}`
const viewer = `victor-${runId}`
const invitee = `wendy-${runId}`
const origin = 'http://localhost:5173'

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
  // Its values break between JSON members, at a space, after a hyphen or a URL's slash, never
  // inside a name, a word or a number.
  expect(await cutWords(page.locator('table.audit'), 'td')).toEqual([])
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

test('an owner invites an admin with a setup link, changes roles, and cannot lose the last owner', async ({
  browser,
}) => {
  const page = await signIn(browser, owner)
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
