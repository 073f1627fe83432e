import type { MailMessage } from './createMailbox.js'
import { escapeHtml } from './escapeHtml.js'
import { renderPage } from './renderPage.js'

export type RenderInboxPageParameters = {
  messages: readonly MailMessage[]
  /** The recipient the list is filtered by, if any. */
  to?: string | undefined
  /** Where the SMTP server listens, shown so a developer knows where to send. */
  smtpUrl?: string | undefined
}

/**
 * The inbox page at `/mail`: the received messages, newest first, in a table whose subjects link
 * to `/mail/:id`, and a recipient filter. Plain HTML without scripts; every value is escaped.
 *
 * @param parameters - Messages, filter and SMTP address.
 * @returns The HTML document.
 *
 * @example
 * import { renderInboxPage } from './mail/renderInboxPage.js'
 * c.html(renderInboxPage({ messages: mailbox.list() }))
 */
export function renderInboxPage({ messages, to, smtpUrl }: RenderInboxPageParameters): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td><time datetime="${message.receivedAt.toISOString()}">${formatTime(message.receivedAt)}</time></td><td>${escapeHtml(message.to.join(', '))}</td><td>${escapeHtml(message.from)}</td><td><a href="/mail/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('')
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}`
  const list =
    messages.length === 0
      ? `<p>No messages${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`
      : `<table><caption>${count}, newest first</caption><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
  return renderPage(
    'Inbox',
    `<h1>Inbox</h1><p>Mail sent to the sandbox's SMTP server${smtpUrl ? ` (<code>${escapeHtml(smtpUrl)}</code>)` : ''} lands here. It is kept in memory: the last 500 messages until the sandbox stops. <a href="/mail${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a></p><form method="get" action="/mail" role="search"><label for="to">Recipient</label> <input id="to" name="to" type="email" autocomplete="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Show</button></form>${list}`,
  )
}

function formatTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19)
}
