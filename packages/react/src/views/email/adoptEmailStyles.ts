import { emailStyles } from './emailStyles.js'

const adopted = new WeakSet<ShadowRoot>()

/**
 * Adds the e-mail views' stylesheet to the shadow root `node` is in, once per root. A constructed
 * stylesheet, like the modal's own, passes a page CSP that forbids inline `<style>`.
 *
 * @param node - An element inside the modal.
 *
 * @example
 * useLayoutEffect(() => adoptEmailStyles(ref.current), [])
 */
export function adoptEmailStyles(node: Node | null): void {
  const root = node?.getRootNode()
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot) || adopted.has(root))
    return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(emailStyles)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  adopted.add(root)
}
