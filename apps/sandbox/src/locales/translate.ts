import { escapeHtml } from '../mail/escapeHtml.js'
import { catalogues, type SandboxLocale } from './catalogues.js'
import type { MessageKey } from './types.js'

/** Markup to put into a message as is (already escaped), such as an isolated address. */
export type Markup = { readonly html: string }

/** A placeholder's value: text (escaped in HTML), a number (formatted for the locale) or markup. */
export type MessageParameter = string | number | Markup

/**
 * The message `key` in `locale` with its `{placeholders}` filled, as plain text. A plural message
 * takes the form `Intl.PluralRules` picks for `params.count`; numbers are formatted with the
 * locale's `Intl.NumberFormat`.
 *
 * @param locale - One of `sandboxLocales`.
 * @param key - The message id.
 * @param params - The placeholders' values.
 * @returns The text.
 *
 * @example
 * import { translate } from './locales/translate.js'
 * translate('de', 'inbox.caption', { count: 2 }) // '2 Nachrichten, neueste zuerst'
 */
export function translate(
  locale: SandboxLocale,
  key: MessageKey,
  params: Record<string, MessageParameter> = {},
): string {
  return fill(locale, key, params, (value) => (typeof value === 'string' ? value : value.html))
}

/**
 * Like `translate`, as HTML: the message and text parameters are escaped, markup parameters
 * (`isolate`) go in as they are.
 *
 * @param locale - One of `sandboxLocales`.
 * @param key - The message id.
 * @param params - The placeholders' values.
 * @returns The HTML.
 *
 * @example
 * import { isolate, translateHtml } from './locales/translate.js'
 * translateHtml('ar', 'inbox.emptyTo', { recipient: isolate('a@example.org') })
 */
export function translateHtml(
  locale: SandboxLocale,
  key: MessageKey,
  params: Record<string, MessageParameter> = {},
): string {
  const escaped: Record<string, MessageParameter> = {}
  for (const [name, value] of Object.entries(params))
    escaped[name] = typeof value === 'string' ? escapeHtml(value) : value
  return fill(locale, key, escaped, (value) => (typeof value === 'string' ? value : value.html), {
    escapeText: true,
  })
}

/**
 * Text that stays left to right inside a right-to-left sentence (an address, an amount, a hash):
 * escaped and wrapped in `<bdi dir="ltr">`.
 *
 * @param text - The text.
 * @returns The markup.
 *
 * @example
 * import { isolate } from './locales/translate.js'
 * isolate('0x7099…79C8').html // '<bdi dir="ltr">0x7099…79C8</bdi>'
 */
export function isolate(text: string): Markup {
  return { html: `<bdi dir="ltr">${escapeHtml(text)}</bdi>` }
}

function fill(
  locale: SandboxLocale,
  key: MessageKey,
  params: Record<string, MessageParameter>,
  render: (value: string | Markup) => string,
  { escapeText = false } = {},
): string {
  const message = catalogues[locale][key] ?? catalogues.en[key]
  const count = params.count
  const text =
    typeof message === 'string'
      ? message
      : (message[new Intl.PluralRules(locale).select(typeof count === 'number' ? count : 0)] ??
        message.other)
  const source = escapeText ? escapeHtml(text) : text
  return source.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined) return placeholder
    return render(typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value)
  })
}
