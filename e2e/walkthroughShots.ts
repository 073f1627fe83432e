import { expect, type Locator, type Page } from '@playwright/test'
import { animationsDone } from './axe.ts'

// The walkthrough's camera: each view of the modal, in both themes at both viewports, checked for
// what a screenshot alone would not prove (the header and Close in view, no notification over a
// control) and saved as e2e/screenshots/walkthrough/<view>-<theme>-<viewport>.png.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const themes = ['light', 'dark'] as const

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The shown notification's box and those of the modal's focusable controls, in the page. */
function readBoxes(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const boxOf = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }
    const toast = root?.querySelector('.toast')
    const selector = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])'
    const controls = Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? [])
      .filter((element) => element.closest('.toast-region') === null)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        ...boxOf(element),
      }))
      .filter((box) => box.width > 0 && box.height > 0)
    return { toast: toast ? boxOf(toast) : undefined, controls }
  })
}

/**
 * Empty error lines that take room: an error line shows nothing and takes no space (not even a
 * gap of its grid) until there is an error. A field's error line is the exception: it keeps one
 * line's room, no more, so its error coming moves nothing (the e-mail field's shares the room of
 * the 'or' under it). `[]` when none does.
 */
export function emptyErrorRoom(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const found: string[] = []
    for (const line of Array.from(root?.querySelectorAll<HTMLElement>('.error') ?? [])) {
      if (line.textContent !== '') continue
      const { height } = line.getBoundingClientRect()
      const { position, display, fontSize } = getComputedStyle(line)
      if (line.matches('.field-error, .email-feedback > .error')) {
        if (height > Number.parseFloat(fontSize) * 1.2 + 0.5)
          found.push(`${line.id || line.parentElement?.className}: ${height}px, over one line`)
        continue
      }
      if (height > 0 || (position !== 'absolute' && display !== 'none'))
        found.push(`${line.id || line.parentElement?.className}: ${height}px, ${position}`)
    }
    return found
  })
}

/**
 * Photographs the open view as `view` four times (light and dark, desktop and phone), after its
 * animations settled, checking each time that the dialog's header and Close are wholly in view
 * and that no notification covers a focusable control, then runs `check` (the view's own
 * assertions, at each size and theme). Leaves the page at desktop, light.
 */
export async function captureView(
  page: Page,
  view: string,
  check: () => Promise<void> = async () => {},
) {
  const dialog = page.getByRole('dialog')
  for (const viewport of viewports)
    for (const theme of themes) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      await animationsDone(page)
      await expect(dialog.locator('.header'), `${view}: header`).toBeInViewport({ ratio: 1 })
      await expect(
        dialog.getByRole('button', { name: 'Close', exact: true }),
        `${view}: Close`,
      ).toBeInViewport({ ratio: 1 })
      await check()
      expect(await emptyErrorRoom(page), `${view}: empty error lines take room`).toEqual([])
      const { toast, controls } = await readBoxes(page)
      if (toast) {
        const covered = controls.filter((control) => overlaps(control, toast))
        expect(covered, `${view}: a notification covers controls`).toEqual([])
      }
      await page.screenshot({
        path: `e2e/screenshots/walkthrough/${view}-${theme}-${viewport.name}.png`,
      })
    }
  await page.setViewportSize(viewports[0])
  await page.emulateMedia({ colorScheme: 'light' })
  await animationsDone(page)
}

/**
 * The room (px) between the foot of `last`, a view's last control, and the foot of the dialog's
 * card: the body's padding (16 px) and its border when the card fits its content.
 */
export async function roomBelow(dialog: Locator, last: Locator) {
  const control = await last.boundingBox()
  const card = await dialog.boundingBox()
  if (!control || !card) throw new Error('no card or no control')
  return card.y + card.height - (control.y + control.height)
}
