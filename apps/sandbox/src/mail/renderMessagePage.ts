import type { MailMessage } from './createMailbox.js'
import { escapeHtml } from './escapeHtml.js'
import { renderPage } from './renderPage.js'

/**
 * The page of one message at `/mail/:id`: its headers, its text body as preformatted text, and
 * its HTML body in a sandboxed iframe loaded from `/mail/:id/html` (served under its own
 * `sandbox` CSP), so the mail's markup never becomes part of this page and no script in it runs.
 *
 * @param message - The message.
 * @returns The HTML document.
 *
 * @example
 * import { renderMessagePage } from './mail/renderMessagePage.js'
 * c.html(renderMessagePage(message))
 */
export function renderMessagePage(message: MailMessage): string {
  const id = encodeURIComponent(message.id)
  const fields: [string, string][] = [
    ['From', message.from],
    ['To', message.to.join(', ')],
    ['Subject', message.subject || '(no subject)'],
    ['Received', `${message.receivedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
  ]
  const text =
    message.text === null
      ? ''
      : `<section aria-labelledby="text-body"><h2 id="text-body">Text</h2><pre>${escapeHtml(message.text)}</pre></section>`
  const html =
    message.html === null
      ? ''
      : `<section aria-labelledby="html-body"><h2 id="html-body">HTML</h2><iframe sandbox src="/mail/${id}/html" title="HTML body of the message"></iframe></section>`
  return renderPage(
    message.subject || 'Message',
    `<h1>${escapeHtml(message.subject || '(no subject)')}</h1><dl>${fields.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>${text}${html}${text || html ? '' : '<p>This message has no text or HTML body.</p>'}<p><a href="/mail/${id}/raw">Raw source</a></p>`,
  )
}
