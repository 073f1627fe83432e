import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Picks one of the web app's settings that reload the page (the sign-in mode) and waits for the
 * page it reloads into to show it picked. Not `check()`: the radio is controlled, so until the
 * reload it reads unchecked again, and `check()` could read it then and fail. One already picked
 * is left as it is (a click would not reload).
 */
export async function pickReloading(page: Page, radio: Locator) {
  if (await radio.isChecked()) return
  const reloaded = page.waitForEvent('load')
  await radio.click()
  await reloaded
  await expect(radio).toBeChecked()
}

/** Turns the web app's sign-in setting to `mode`; the page reloads with it. */
export function signInMode(page: Page, mode: 'Off' | 'Optional' | 'Required') {
  return pickReloading(page, page.getByRole('radio', { name: mode }))
}
