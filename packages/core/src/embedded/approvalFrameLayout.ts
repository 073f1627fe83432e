import type { FrameLayout } from '../adapters/embedded/createFrameClient.js'

/** At this viewport width or less the frame spans the whole width (model-product §4.5). */
export const approvalFrameFullWidthPx = 430
/** The frame's height when it has not asked for one. */
export const approvalFrameHeightPx = 400

export type ApprovalFrameLayoutParameters = {
  /** The ApproveTransaction view's area, as `getBoundingClientRect()` gives it. */
  area: { top: number; left: number; width: number }
  /** `window.innerWidth`. */
  viewportWidth: number
  /** The height the frame asked for, if it did. */
  height?: number | undefined
}

/**
 * Where the wallet frame goes while it shows its approval UI: over the ApproveTransaction view's
 * area, as wide as it, 400 px high unless the frame asked for another height; on a phone-sized
 * viewport (430 px or less) across the whole width.
 *
 * @example
 * import { approvalFrameLayout } from '@airlock/core'
 * approvalFrameLayout({ area: { top: 80, left: 500, width: 328 }, viewportWidth: 1280 })
 * // { top: 80, left: 500, width: 328, height: 400 }
 */
export function approvalFrameLayout({
  area,
  viewportWidth,
  height,
}: ApprovalFrameLayoutParameters): FrameLayout {
  const asked = height !== undefined && Number.isFinite(height) && height > 0 ? height : undefined
  const full = viewportWidth <= approvalFrameFullWidthPx
  return {
    top: Math.round(area.top),
    left: full ? 0 : Math.round(area.left),
    width: Math.round(full ? viewportWidth : area.width),
    height: Math.round(asked ?? approvalFrameHeightPx),
  }
}
