import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { animationsDone } from './axe.js'

// The first click gives feedback at once (issue 16, item 16): opened before the modal's chunk has
// come (here held back), the dialog's shell shows in the next frame, in the card the modal then
// fills.

type Box = { busy: boolean; x: number; y: number; width: number; height: number }
type Watched = Window & { airlockCardBoxes?: Box[] }

// The modal's module: Modal-<hash>.js in a build, Modal.tsx from the dev server.
const modalChunk = /\/Modal(-[\w-]+\.js|\.tsx)(\?.*)?$/

/** How far (px) box `b` is from box `a`: the largest difference of its edges and size. */
const distance = (a: Box, b: Box) =>
  Math.max(
    Math.abs(b.x - a.x),
    Math.abs(b.y - a.y),
    Math.abs(b.width - a.width),
    Math.abs(b.height - a.height),
  )

/**
 * Holds the modal's chunk back, clicks Connect Wallet, checks the shell (a busy dialog named
 * Connect Wallet, focus on Close), lets the chunk come and waits for the wallet list. Returns the
 * card's box on every animation frame from the click on.
 */
async function openBeforeTheChunk(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(modalChunk, async (route) => {
    await held
    await route.continue()
  })
  await injectTestWallet(page)
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  await page.evaluate(() => {
    const boxes: Box[] = []
    ;(window as Watched).airlockCardBoxes = boxes
    const tick = () => {
      const card = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('.card')
      if (card) {
        const { x, y, width, height } = card.getBoundingClientRect()
        boxes.push({ busy: card.getAttribute('aria-busy') === 'true', x, y, width, height })
      }
      requestAnimationFrame(tick)
    }
    // The first frame after the click is the first sample.
    document.addEventListener('click', () => requestAnimationFrame(tick), {
      capture: true,
      once: true,
    })
  })
  await connect.click()
  const boxes = () => page.evaluate(() => (window as Watched).airlockCardBoxes ?? [])
  await expect.poll(async () => (await boxes()).length).toBeGreaterThan(0)
  const [first] = await boxes()
  expect(first?.busy, 'the shell in the first frame after the click').toBe(true)
  expect(first?.height).toBeGreaterThan(100)

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-busy', 'true')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

  release()
  await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
  await expect(dialog.getByTestId('featured-skeleton')).toHaveCount(0)
  // Past the card's height transition (150 ms).
  await animationsDone(page)
  // Focus where the modal puts it: its first control.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  const seen = await boxes()
  expect(seen.at(-1)?.busy).toBe(false)
  return seen
}

test('a click before the modal’s chunk shows its shell in the next frame; the modal takes its box', async ({
  page,
}) => {
  // 1280×720: the web app's Connect (e-mail, socials, five wallets) is taller than the card may be.
  await page.setViewportSize({ width: 1280, height: 720 })
  const seen = await openBeforeTheChunk(page)
  const [first] = seen
  if (!first) throw new Error('No card box')
  // Every frame from the shell's first to the wallet list's: the card's box within 1 px.
  const moved = Math.max(...seen.map((box) => distance(first, box)))
  expect(moved, JSON.stringify({ first, last: seen.at(-1) })).toBeLessThanOrEqual(1)
})

test('where Connect is shorter than the shell, the modal starts in the shell’s box and eases to its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 })
  const seen = await openBeforeTheChunk(page)
  const shell = seen.findLast((box) => box.busy)
  const modal = seen.find((box) => !box.busy)
  if (!shell || !modal) throw new Error('No card box')
  expect(distance(shell, modal), JSON.stringify({ shell, modal })).toBeLessThanOrEqual(1)
})
