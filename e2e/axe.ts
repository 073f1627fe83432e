import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits until no finite animation runs on the page, the modal's shadow root included: axe reads
 * colours mid-fade otherwise. Spinners (infinite animations) are left alone.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * Serious and critical axe violations in the modal (its host element and shadow root), once its
 * entrance animation is over. Scoped to the modal: the demo page around it is not the product.
 */
export async function modalAxeViolations(page: Page) {
  await animationsDone(page)
  const { violations } = await new AxeBuilder({ page }).include('airlock-modal').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}
