import type { CompiledMessages } from './createTranslate.js'

// Pseudo-locales for tests, made from the compiled English catalogue: en-XA (accented and 40 %
// longer, to catch clipping and concatenated strings) and ar-XB (English shown right to left, to
// catch layouts that do not mirror). Only literal text changes; arguments and plurals stay.
const accents: Record<string, string | undefined> = Object.fromEntries(
  [...'aeioucnyszAEIOUCNYSZ'].map((char, index) => [char, [...'áéíöüçñýšžÅÉÎÖÛÇÑÝŠŽ'][index]]),
)

type Part = CompiledMessages[string]

function mapText(message: Part, change: (text: string) => string): Part {
  if (typeof message === 'string') return change(message)
  return message.map((part) => {
    // '#' is a plural's number, not text.
    if (typeof part === 'string') return part === '#' ? part : change(part)
    if (!Array.isArray(part)) return part
    const [name, kind, cases] = part as [string, string?, Record<string, unknown>?]
    if (!cases) return part
    const branches = Object.fromEntries(
      Object.entries(cases).map(([form, branch]) => [
        form,
        Array.isArray(branch) || typeof branch === 'string'
          ? mapText(branch as Part, change)
          : branch,
      ]),
    )
    return [name, kind, branches]
  }) as Part
}

/**
 * A pseudo-locale's compiled catalogue, made from English.
 *
 * @param english - The compiled English catalogue.
 * @param tag - `en-XA` (accented, 40 % longer) or `ar-XB` (right to left).
 * @returns The pseudo-locale's compiled catalogue.
 *
 * @example
 * pseudoLocalize({ 'send.max': ['Max'] }, 'en-XA') // { 'send.max': ['[Måx ·]'] }
 */
export function pseudoLocalize(
  english: CompiledMessages,
  tag: 'en-XA' | 'ar-XB',
): CompiledMessages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      if (tag === 'ar-XB') return [id, mapText(message, (text) => `\u202e${text}\u202c`)]
      const accented = mapText(message, (text) => [...text].map((c) => accents[c] ?? c).join(''))
      let length = 0
      mapText(message, (text) => {
        length += text.length
        return text
      })
      const parts = typeof accented === 'string' ? [accented] : accented
      return [id, ['[', ...parts, ` ${'·'.repeat(Math.ceil(length * 0.4))}]`]]
    }),
  )
}
