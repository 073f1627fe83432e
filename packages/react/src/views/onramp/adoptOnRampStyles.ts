import { onRampStyles } from './onRampStyles.js'

const adopted = new WeakSet<ShadowRoot>()

/**
 * Adds the on-ramp views' stylesheet to the shadow root `node` is in, once per root. A
 * constructed stylesheet, like the modal's own, passes a page CSP that forbids inline `<style>`.
 *
 * @param node - An element inside the modal.
 *
 * @example
 * useLayoutEffect(() => adoptOnRampStyles(ref.current), [])
 */
export function adoptOnRampStyles(node: Node | null): void {
  const root = node?.getRootNode()
  if (!(root instanceof ShadowRoot) || adopted.has(root)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(onRampStyles)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  adopted.add(root)
}
