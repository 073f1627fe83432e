import type { SandboxLocale } from '../locales/catalogues.js'
import { formatUtcDateTime } from '../locales/formatAmounts.js'
import { isolate, translate, translateHtml } from '../locales/translate.js'
import type { MailMessage } from './createMailbox.js'
import { escapeHtml } from './escapeHtml.js'
import { renderPage } from './renderPage.js'

export type RenderInboxPageParameters = {
  messages: readonly MailMessage[]
  /** The recipient the list is filtered by, if any. */
  to?: string | undefined
  /** Where the SMTP server listens, shown so a developer knows where to send. */
  smtpUrl?: string | undefined
  /** The page's language. Defaults to English. */
  locale?: SandboxLocale | undefined
  /** The inbox keeps this many messages (said on the page). */
  limit?: number | undefined
  /** The `?lang=` the page was asked for, kept on its links and filter. */
  lang?: SandboxLocale | undefined
}

/**
 * The inbox page at `/mail`: the received messages, newest first, in a table whose subjects link
 * to `/mail/:id`, and a recipient filter, in the given language. Plain HTML without scripts;
 * every value is escaped, and addresses stay left to right in a right-to-left page.
 *
 * @param parameters - Messages, filter, SMTP address and language.
 * @returns The HTML document.
 *
 * @example
 * import { renderInboxPage } from './mail/renderInboxPage.js'
 * c.html(renderInboxPage({ messages: mailbox.list(), locale: 'de' }))
 */
export function renderInboxPage({
  messages,
  to,
  smtpUrl,
  locale = 'en',
  limit = 500,
  lang,
}: RenderInboxPageParameters): string {
  const t = (key: Parameters<typeof translateHtml>[1], params = {}) =>
    translateHtml(locale, key, params)
  const link = (path: string, query: Record<string, string | undefined>) => {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries({ ...query, lang }))
      if (value) search.set(name, value)
    const text = search.toString()
    return escapeHtml(text ? `${path}?${text}` : path)
  }
  const rows = messages
    .map(
      (message) =>
        `<tr><td><time datetime="${message.receivedAt.toISOString()}">${escapeHtml(formatUtcDateTime(locale, message.receivedAt))}</time></td><td>${isolate(message.to.join(', ')).html}</td><td>${isolate(message.from).html}</td><td><a href="${link(`/mail/${encodeURIComponent(message.id)}`, {})}">${message.subject ? `<bdi>${escapeHtml(message.subject)}</bdi>` : t('mail.noSubject')}</a></td></tr>`,
    )
    .join('')
  const recipient = to ? isolate(to) : undefined
  const caption = recipient
    ? t('inbox.captionTo', { count: messages.length, recipient })
    : t('inbox.caption', { count: messages.length })
  const list =
    messages.length === 0
      ? `<p>${recipient ? t('inbox.emptyTo', { recipient }) : t('inbox.empty')}</p>`
      : `<table><caption>${caption}</caption><thead><tr><th scope="col">${t('inbox.received')}</th><th scope="col">${t('mail.to')}</th><th scope="col">${t('mail.from')}</th><th scope="col">${t('mail.subject')}</th></tr></thead><tbody>${rows}</tbody></table>`
  const server = smtpUrl
    ? ` ${t('inbox.server', { server: { html: `<code dir="ltr">${escapeHtml(smtpUrl)}</code>` } })}`
    : ''
  return renderPage(
    locale,
    translate(locale, 'inbox.title'),
    `<h1>${t('inbox.title')}</h1><p>${t('inbox.intro', { limit })}${server} <a href="${link('/mail', { to })}">${t('inbox.refresh')}</a></p><form method="get" action="/mail" role="search"><label for="to">${t('inbox.recipient')}</label> <input id="to" name="to" type="email" dir="ltr" autocomplete="email" value="${escapeHtml(to ?? '')}">${lang ? `<input type="hidden" name="lang" value="${lang}">` : ''} <button type="submit">${t('inbox.show')}</button></form>${list}`,
  )
}
