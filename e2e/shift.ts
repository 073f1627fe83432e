import { expect, type Locator } from '@playwright/test'

// Layout shift, measured: what an error line appearing does to what is below it.

/**
 * How far `below` and the dialog's foot moved while `act` made `error` appear, in px, to a tenth.
 */
export async function shiftOf(
  dialog: Locator,
  below: Locator,
  error: Locator,
  act: () => Promise<void>,
) {
  // The card has come to its size for this view (it animates to its content's height, and
  // re-centres, a moment after a view opens): measured before that, everything seems to move.
  await settled(dialog)
  const before = { below: await below.boundingBox(), dialog: await dialog.boundingBox() }
  await act()
  await expect(error).not.toBeEmpty()
  // The line's opening animation (150 ms) has ended.
  await expect.poll(() => error.evaluate((line) => line.getAnimations().length)).toBe(0)
  const after = { below: await below.boundingBox(), dialog: await dialog.boundingBox() }
  if (!before.below || !after.below || !before.dialog || !after.dialog) throw new Error('no box')
  return {
    below: Math.round((after.below.y - before.below.y) * 10) / 10,
    foot:
      Math.round(
        (after.dialog.y + after.dialog.height - (before.dialog.y + before.dialog.height)) * 10,
      ) / 10,
  }
}

/** Waits until `locator`'s box reads the same twice in a row, 100 ms apart. */
export async function settled(locator: Locator) {
  let last = ''
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox())
        const same = box === last
        last = box
        return same
      },
      { intervals: [100] },
    )
    .toBe(true)
}
