import type { MailTexts } from './mailTexts.js'

// en-XA for the server's texts, as the modal makes it from its English catalogue: every literal
// accented, wrapped in [ ] and 40 % longer, so the pseudo-locale run sees at once a text of the
// e-mails or their pages that did not come from here. Values (a dapp, an address) stay as given.
const accents: Record<string, string | undefined> = Object.fromEntries(
  [...'aeioucnyszAEIOUCNYSZ'].map((char, index) => [char, [...'áéíöüçñýšžÅÉÎÖÛÇÑÝŠŽ'][index]]),
)
const accent = (text: string) => [...text].map((char) => accents[char] ?? char).join('')
const pad = (length: number) => ` ${'·'.repeat(Math.ceil(length * 0.4))}]`

// A value's place in a text while its literal parts change: a private-use character no text contains.
const mark = (index: number) => `\uE000${index}\uE000`
const marks = /\uE000(\d+)\uE000/

function pseudo<value>(text: value): value {
  if (typeof text === 'string') return `[${accent(text)}${pad(text.length)}` as value
  if (typeof text === 'function')
    return ((...values: unknown[]) => {
      const template = String(text(...values.map((_, index) => mark(index))))
      const parts = template.split(marks)
      const literal = parts.filter((_, index) => index % 2 === 0).join('')
      const filled = parts
        .map((part, index) => (index % 2 === 0 ? accent(part) : String(values[Number(part)])))
        .join('')
      return `[${filled}${pad(literal.length)}`
    }) as value
  return Object.fromEntries(
    Object.entries(text as object).map(([key, item]) => [key, pseudo(item)]),
  ) as value
}

/**
 * The server's texts in the pseudo-locale en-XA (tests only): English, accented and longer.
 *
 * @param english - The English texts.
 * @returns The same texts, pseudo-localised; values passed to them stay as they are.
 *
 * @example
 * pseudoMailTexts(en).pages.lock.confirmButton // '[Löçk réçövérý ······]'
 */
export function pseudoMailTexts(english: MailTexts): MailTexts {
  return pseudo(english)
}
