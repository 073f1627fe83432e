import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page } from '@playwright/test'

// What the console's e2e specs share: the stack's addresses, admins made through the CLI's setup
// link, signing in with a password, and axe on a console page.
export const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8787}`
export const consoleUrl = `${serverUrl}/console/`
export const webUrl = `http://localhost:${process.env.WEB_PORT ?? 3000}`
export const password = 'a console password for e2e'
/** Names of this attempt: a retry runs against the same server, where the first one's admins exist. */
export const runId = Date.now().toString(36)

/** `npm run airlock -- admin create --role <role>` while the server runs: the link it prints. */
export async function setupLink(role: 'owner' | 'viewer'): Promise<string> {
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
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}

export async function setUpAdmin(browser: Browser, role: 'owner' | 'viewer', name: string) {
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

/** An admin signed in with the password, in a browser context of their own. */
export async function signIn(
  browser: Browser,
  name: string,
  colorScheme: 'light' | 'dark' = 'light',
) {
  const page = await (await browser.newContext({ colorScheme })).newPage()
  await page.goto(consoleUrl)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeFocused()
  return page
}
