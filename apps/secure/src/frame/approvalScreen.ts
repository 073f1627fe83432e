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
