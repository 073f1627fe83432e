import { swapStyles } from './swapStyles.js'

const adopted = new WeakSet<ShadowRoot>()

/**
 * Adds the swap views' stylesheet to the shadow root `node` is in, once per root. A constructed
 * stylesheet, like the modal's own, passes a page CSP that forbids inline `<style>`.
 *
 * @param node - An element inside the modal.
 *
 * @example
 * useLayoutEffect(() => adoptSwapStyles(ref.current), [])
 */
export function adoptSwapStyles(node: Node | null): void {
  const root = node?.getRootNode()
  if (!(root instanceof ShadowRoot) || adopted.has(root)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(swapStyles)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  adopted.add(root)
}
