import { escapeHtml } from '../mail/escapeHtml.js'
import type { MailLanguage } from '../mail/messages/mailCatalogue.js'
import { linkPageStyle } from './linkPageStyle.js'

/**
 * The document of a page an e-mailed link opens, in the visitor's language and its direction:
 * plain HTML with its own inline stylesheet (`linkPageStyle`) and no script or external resource.
 *
 * @param language - The page's language (`mailLanguage`).
 * @param title - The page's title and heading, as text.
 * @param body - Its content, as HTML.
 * @returns The HTML document.
 *
 * @example
 * linkPageHtml(mailLanguage('de'), texts.pages.invalidTitle, '<p>…</p>')
 */
export function linkPageHtml(language: MailLanguage, title: string, body: string): string {
  const { tag, dir } = language
  return `<!doctype html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${linkPageStyle}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

// A value's place in a translated text while the text is escaped: a private-use character no text contains.
const mark = (index: number) => `\uE000${index}\uE000`

/**
 * A translated text with values as HTML (an address in bold): the text is escaped, the values are
 * put in as given, so the caller escapes what is in them.
 *
 * @param text - The translated text, a function of its values.
 * @param html - The values' HTML, in the text's order.
 * @returns The text's HTML.
 *
 * @example
 * textWithHtml(texts.pages.approval.confirmWho, '<strong>a@b.example</strong>', 'Demo')
 */
export function textWithHtml(text: (...values: string[]) => string, ...html: string[]): string {
  return escapeHtml(text(...html.map((_, index) => mark(index)))).replace(
    /\uE000(\d+)\uE000/g,
    (_, index: string) => html[Number(index)] ?? '',
  )
}

/**
 * The hidden field that carries the page's language to the page its form answers with.
 *
 * @example
 * `<form method="post">${languageField(language)}…</form>`
 */
export function languageField(language: MailLanguage): string {
  return `<input type="hidden" name="lang" value="${escapeHtml(language.tag)}">`
}
