import type { SandboxLocale } from '../locales/catalogues.js'
import { formatUtcDateTime } from '../locales/formatAmounts.js'
import { isolate, translate, translateHtml } from '../locales/translate.js'
import type { MailMessage } from './createMailbox.js'
import { escapeHtml } from './escapeHtml.js'
import { renderPage } from './renderPage.js'

/**
 * The page of one message at `/mail/:id`, in the given language: its headers, its text body as
 * preformatted text, and its HTML body in a sandboxed iframe loaded from `/mail/:id/html` (served
 * under its own `sandbox` CSP), so the mail's markup never becomes part of this page and no
 * script in it runs. Addresses stay left to right; the subject and bodies keep their own direction.
 *
 * @param message - The message.
 * @param locale - The page's language. Defaults to English.
 * @returns The HTML document.
 *
 * @example
 * import { renderMessagePage } from './mail/renderMessagePage.js'
 * c.html(renderMessagePage(message, 'ar'))
 */
export function renderMessagePage(message: MailMessage, locale: SandboxLocale = 'en'): string {
  const t = (key: Parameters<typeof translateHtml>[1]) => translateHtml(locale, key)
  const id = encodeURIComponent(message.id)
  const subject = message.subject
    ? `<bdi>${escapeHtml(message.subject)}</bdi>`
    : t('mail.noSubject')
  const fields: [string, string][] = [
    [t('mail.from'), isolate(message.from).html],
    [t('mail.to'), isolate(message.to.join(', ')).html],
    [t('mail.subject'), subject],
    [
      t('mail.received'),
      `<time datetime="${message.receivedAt.toISOString()}">${escapeHtml(formatUtcDateTime(locale, message.receivedAt))} UTC</time>`,
    ],
  ]
  const text =
    message.text === null
      ? ''
      : `<section aria-labelledby="text-body"><h2 id="text-body">${t('mail.text')}</h2><pre dir="auto">${escapeHtml(message.text)}</pre></section>`
  const html =
    message.html === null
      ? ''
      : `<section aria-labelledby="html-body"><h2 id="html-body">${t('mail.html')}</h2><iframe sandbox src="/mail/${id}/html" title="${t('mail.htmlFrame')}"></iframe></section>`
  return renderPage(
    locale,
    message.subject || translate(locale, 'mail.noSubject'),
    `<h1>${subject}</h1><dl>${fields.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('')}</dl>${text}${html}${text || html ? '' : `<p>${t('mail.noBody')}</p>`}<p><a href="/mail/${id}/raw">${t('mail.raw')}</a></p>`,
  )
}
