import { type Messages as CompiledMessages, setupI18n } from '@lingui/core'
import type { MessageId } from './en.js'

/**
 * A catalogue compiled by `npm run locales`: each message as Lingui's parsed form, or, for a
 * message that is only text (no placeholder, plural or select), that text itself
 * (`compactMessage`).
 */
export type { CompiledMessages }

/**
 * A compiled message that is one piece of plain text, as that text; any other, as it is. Most
 * messages (380 of English's 460) are plain text: a catalogue of them keeps one string each, not
 * a string in an array, and the page's heap with the modal open is about 40 KiB smaller
 * (bench/FLOOR.md, "stop 47").
 *
 * @example
 * compactMessage(['Connect Wallet']) // 'Connect Wallet'
 * compactMessage(['Continue in ', ['wallet']]) // unchanged
 */
export function compactMessage(message: CompiledMessages[string]): CompiledMessages[string] {
  if (!Array.isArray(message) || message.length !== 1) return message
  const [text] = message
  // A backslash may begin an escape sequence, which Lingui decodes: such a text keeps its array.
  return typeof text === 'string' && !text.includes('\\') ? text : message
}

/** Fills a message's placeholders, plurals and selects (ICU MessageFormat) in the active locale. */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string

/**
 * A translate function over a compiled catalogue. The runtime is Lingui's (about 2.4 KiB gzip in
 * production: it interpolates compiled messages and never parses ICU text). `overrides` are the
 * dapp's own texts, in ICU text: a plain `{name}` placeholder is compiled here; a plural or select
 * in an override is compiled by Lingui in development builds only.
 *
 * @param locale - BCP 47 tag whose plural rules and number formats apply.
 * @param messages - The compiled catalogue, English filled in for any missing id.
 * @param overrides - Texts that replace the catalogue's, by id.
 * @returns The translate function.
 *
 * @example
 * import { createTranslate } from './createTranslate.js'
 * import { messages } from './compiled/en.js'
 * createTranslate('en', messages)('allWallets.results', { count: 2 }) // '2 wallets found'
 */
export function createTranslate(
  locale: string,
  messages: CompiledMessages,
  overrides: Partial<Record<MessageId, string>> = {},
): Translate {
  const own: CompiledMessages = {}
  for (const [id, text] of Object.entries(overrides))
    if (text !== undefined) own[id] = compile(text)
  // No overrides (the usual case): the catalogue itself, not a copy of its ~460 entries.
  const merged = Object.keys(own).length === 0 ? messages : { ...messages, ...own }
  const i18n = setupI18n({ locale, messages: { [locale]: merged } })
  return (id, values) => {
    const message = merged[id]
    // Plain text (`compactMessage`) is the message itself; Lingui would take a string for ICU
    // text still to be compiled. A dapp's own text always goes through Lingui.
    return typeof message === 'string' && own[id] === undefined ? message : i18n._(id, values)
  }
}

// `Hello {name}` → ['Hello ', ['name']]; a text with nested braces (a plural) stays a string.
function compile(text: string): CompiledMessages[string] {
  if (/\{[^}]*\{/.test(text)) return text
  const parts: Array<string | [string]> = []
  for (const part of text.split(/(\{\w+\})/)) {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    if (name) parts.push([name])
    else if (part) parts.push(part)
  }
  return parts as CompiledMessages[string]
}
