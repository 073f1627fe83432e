import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits until no finite animation runs on the page, the modal's shadow root included: axe reads
 * colours mid-fade otherwise. Spinners (infinite animations) are left alone.
 */
export async function animationsDone(page: Page) {
  // None running, and still none two frames later: a view that mounts a moment after the last one
  // settled (a lazy chunk, a re-render) starts its entrance then, and would be read mid-fade.
  // (Each function runs in the page on its own, so each carries the check.)
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    )
    const stillQuiet = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                document
                  .getAnimations()
                  .every(
                    (animation) =>
                      animation.playState !== 'running' ||
                      animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
                  ),
              ),
            ),
          ),
        ),
    )
    quiet = stillQuiet ? quiet + 1 : 0
  }
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
