// Steps in the demo web app (apps/web) that the login benches share: its wagmi panel shows the
// connection, and Account settings signs the embedded wallet out.
import type { Page } from '@playwright/test'

/** Account → Account settings → Sign out, then waits for the Connect button. */
export async function signOut(page: Page) {
  const address =
    (await page.getByTestId('wagmi-panel').locator('dd.mono').first().textContent()) ?? ''
  await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Account settings' })
    .click()
  await page
    .getByRole('dialog', { name: 'Account Settings' })
    .getByRole('button', { name: 'Sign out' })
    .click()
  await page.getByTestId('wagmi-panel').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

/** Runs in the dapp's page: resolves when the web app's wagmi panel shows a connection. */
export function waitForConnected() {
  return new Promise<number>((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-testid=wagmi-panel]')) return false
      observer.disconnect()
      resolve(performance.timeOrigin + performance.now())
      return true
    }
    const observer = new MutationObserver(check)
    if (!check()) observer.observe(document.body, { subtree: true, childList: true })
  })
}
