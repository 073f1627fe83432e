import { expect, type Page } from '@playwright/test'

// The wallet frame's approval, watched on every animation frame: it must appear where it stays.

type Sample = { shown: boolean; x: number; y: number; width: number; height: number }
type Watched = Window & { airlockFrameSamples?: Sample[]; airlockFrameWatch?: boolean }

/** How many frames in a row the shown frame must keep one box to count as settled. */
const settledFrames = 20

/**
 * Records the wallet frame's box (`#airlock-wallet-frame`, in the page) on every animation frame
 * from now on, and whether it can be seen then (displayed, not hidden, not transparent).
 */
export async function watchFrame(page: Page) {
  await page.evaluate(() => {
    const watched = window as Watched
    const samples: Sample[] = []
    watched.airlockFrameSamples = samples
    watched.airlockFrameWatch = true
    const tick = () => {
      const element = document.getElementById('airlock-wallet-frame')
      if (element) {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        samples.push({
          shown:
            style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0,
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        })
      }
      if (watched.airlockFrameWatch) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

/**
 * Waits until the frame has been shown with the same box for `settledFrames` frames, stops
 * watching, and returns the largest distance (px, any edge) between a box it was seen at and
 * that final box, with the number of frames it was seen in.
 */
export async function frameMovement(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate((count) => {
          const samples = (window as Watched).airlockFrameSamples ?? []
          const last = samples.at(-1)
          if (!last?.shown) return false
          const same = (sample: Sample) =>
            sample.shown &&
            sample.x === last.x &&
            sample.y === last.y &&
            sample.width === last.width &&
            sample.height === last.height
          return samples.length >= count && samples.slice(-count).every(same)
        }, settledFrames),
      { timeout: 20_000 },
    )
    .toBe(true)
  const samples = await page.evaluate(() => {
    const watched = window as Watched
    watched.airlockFrameWatch = false
    return watched.airlockFrameSamples ?? []
  })
  const seen = samples.filter((sample) => sample.shown)
  const final = seen.at(-1)
  if (!final) throw new Error('The frame was never shown')
  const moved = Math.max(
    ...seen.map((sample) =>
      Math.max(
        Math.abs(sample.x - final.x),
        Math.abs(sample.y - final.y),
        Math.abs(sample.x + sample.width - (final.x + final.width)),
        Math.abs(sample.y + sample.height - (final.y + final.height)),
      ),
    ),
  )
  return { moved: Math.round(moved * 10) / 10, frames: seen.length, final }
}
