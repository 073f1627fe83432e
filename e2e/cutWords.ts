import type { Locator } from '@playwright/test'

/**
 * The words of the texts in `selector` under `root` that a line break cuts: a word whose letters
 * lie on more than one line. A break at a space, after a hyphen or a URL's slash, or between the
 * text's pieces (a `<wbr>`, which splits it into two text nodes) cuts none. `[]` when none is.
 */
export function cutWords(root: Locator, selector: string): Promise<string[]> {
  return root.evaluate((element, selector) => {
    const found: string[] = []
    for (const text of Array.from(element.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/[^\s/-]+[/-]*/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const tops = Array.from(range.getClientRects(), (rect) => Math.round(rect.top))
          if (new Set(tops).size > 1) found.push(word[0])
        }
    }
    return found
  }, selector)
}
