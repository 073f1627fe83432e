/**
 * Makes a function that adds `css` to the shadow root an element is in, once per root: how a lazy
 * chunk brings its own stylesheet. A constructed stylesheet, like the modal's own, passes a page
 * CSP that forbids inline `<style>`.
 *
 * @param css - The chunk's stylesheet.
 * @returns `adopt(node)`: adds the sheet to `node`'s shadow root (nothing outside a shadow root).
 *
 * @example
 * export const adoptSwapStyles = createStyleAdopter(swapStyles)
 * useLayoutEffect(() => adoptSwapStyles(ref.current), [])
 */
export function createStyleAdopter(css: string): (node: Node | null) => void {
  const adopted = new WeakSet<ShadowRoot>()
  return (node) => {
    const root = node?.getRootNode()
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot) || adopted.has(root))
      return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    adopted.add(root)
  }
}
