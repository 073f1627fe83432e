import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'

// The first click gives feedback at once (issue 16, item 16): opened before the modal's chunk has
// come (here held back), the dialog's shell shows in the next frame, in the card the modal then
// fills: the card's box does not move when the wallet list comes.

type Box = { busy: boolean; x: number; y: number; width: number; height: number }
type Watched = Window & { airlockCardBoxes?: Box[] }

// The modal's module: Modal-<hash>.js in a build, Modal.tsx from the dev server.
const modalChunk = /\/Modal(-[\w-]+\.js|\.tsx)(\?.*)?$/

test('a click before the modal’s chunk shows its shell in the next frame; the modal takes its box', async ({
  page,
}) => {
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

  // From the click on, the card's box on every animation frame (none until there is a card).
  await page.evaluate(() => {
    const watched = window as Watched
    const boxes: Box[] = []
    watched.airlockCardBoxes = boxes
    const tick = () => {
      const card = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('.card')
      if (card) {
        const { x, y, width, height } = card.getBoundingClientRect()
        boxes.push({ busy: card.getAttribute('aria-busy') === 'true', x, y, width, height })
      }
      requestAnimationFrame(tick)
    }
    document.addEventListener('click', () => requestAnimationFrame(tick), {
      capture: true,
      once: true,
    })
  })
  await connect.click()
  const boxes = () => page.evaluate(() => (window as Watched).airlockCardBoxes ?? [])
  // The first frame after the click already has the shell's card.
  await expect.poll(async () => (await boxes()).length).toBeGreaterThan(0)
  const [first] = await boxes()
  expect(first?.busy).toBe(true)
  expect(first?.height).toBeGreaterThan(100)

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-busy', 'true')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

  release()
  await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true')
  await expect(dialog.getByTestId('featured-skeleton')).toHaveCount(0)
  await page.waitForTimeout(300)
  // Focus where the modal puts it: its first control.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

  const seen = await boxes()
  const last = seen.at(-1)
  if (!first || !last) throw new Error('No card box')
  expect(last.busy).toBe(false)
  // Every frame from the shell's first to the wallet list's: the card's box within 1 px of it.
  const moved = Math.max(
    ...seen.map((box) =>
      Math.max(
        Math.abs(box.x - first.x),
        Math.abs(box.y - first.y),
        Math.abs(box.width - first.width),
        Math.abs(box.height - first.height),
      ),
    ),
  )
  expect(moved, JSON.stringify({ first, last })).toBeLessThanOrEqual(1)
})
