/** Makes elements of `document` with a class and, optionally, their text. */
function elementMaker(document: Document) {
  return <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    className: string,
    content?: string,
  ): HTMLElementTagNameMap[tag] => {
    const node = document.createElement(tag)
    node.className = className
    if (content !== undefined) node.textContent = content
    return node
  }
}

/**
 * The frame's screen: a `main` landmark named by its `h1`, which takes focus (tabIndex -1), as every
 * approval and status screen has it.
 *
 * @example
 * const { element, main, title } = approvalScreen(document, { className: 'approval', title: 'Sign message' })
 */
export function approvalScreen(
  document: Document,
  { className, title: titleText }: { className: string; title: string },
) {
  const element = elementMaker(document)
  const main = element('main', className)
  main.setAttribute('aria-labelledby', 'approval-title')
  const title = element('h1', 'approval-title', titleText)
  title.id = 'approval-title'
  title.tabIndex = -1
  return { element, main, title }
}

/** A screen's size in CSS pixels: its height, and the width it was laid out at. */
export type ScreenSize = { height: number; width: number }

/**
 * Tells `onResize` the screen's size as it is shown and whenever it changes (a fee that arrives,
 * the modal giving the frame another width); returns the function that stops telling. The modal
 * sizes the frame to the height, and shows it once the height is the one for the frame's width.
 *
 * @example
 * const stop = watchSize(main, (size) => frameHost.emit(frameContentHeightEvent, size))
 */
export function watchSize(main: HTMLElement, onResize: ((size: ScreenSize) => void) | undefined) {
  const view = main.ownerDocument.defaultView
  if (!onResize || !view || !('ResizeObserver' in view)) return () => {}
  const observer = new view.ResizeObserver(() => {
    const { height, width } = main.getBoundingClientRect()
    onResize({ height, width })
  })
  observer.observe(main)
  return () => observer.disconnect()
}
