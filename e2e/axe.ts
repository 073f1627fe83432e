import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits until no finite animation runs on the page, the modal's shadow root included: axe reads
 * colours mid-fade otherwise. Spinners (infinite animations) are left alone.
 */
export async function animationsDone(page: Page) {
  // Every running finite animation of the document and of each shadow root: the document's own
  // getAnimations() leaves out the modal's shadow tree, where the sheet slides and views fade.
  const settled = () => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (const element of Array.from(document.querySelectorAll('*')))
      if (element.shadowRoot) roots.push(element.shadowRoot)
    return roots
      .flatMap((root) => root.getAnimations())
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      )
  }
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForFunction(settled)
    // Two frames later, still nothing running: a view mounted just after is caught too.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    quiet = (await page.evaluate(settled)) ? quiet + 1 : 0
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

/**
 * Serious and critical axe violations in the secure origin's frame (its approval screens), once
 * the page's animations are over.
 */
export async function frameAxeViolations(page: Page) {
  await animationsDone(page)
  const { violations } = await new AxeBuilder({ page }).include('#airlock-wallet-frame').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}
