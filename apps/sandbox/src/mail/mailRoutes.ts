import { type Context, Hono } from 'hono'
import { matchLocale, resolveLocale } from '../locales/resolveLocale.js'
import { translate, translateHtml } from '../locales/translate.js'
import type { Mailbox, MailMessage } from './createMailbox.js'
import { renderInboxPage } from './renderInboxPage.js'
import { renderMessagePage } from './renderMessagePage.js'
import { renderPage } from './renderPage.js'

export type MailRoutesParameters = {
  mailbox: Mailbox
  /** The SMTP server's URL, shown on the inbox page. */
  smtpUrl?: string | undefined
}

/** A message as the JSON API gives it. */
export type MailJson = {
  id: string
  from: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
  /** When the inbox received it, ISO 8601. */
  date: string
}

// The pages load nothing but their stylesheet and, for an HTML body, the sandboxed frame.
const pageCsp =
  "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
// A mail's HTML: its own styles may apply, nothing may load or run, and it is an opaque origin.
const mailHtmlCsp =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'"

const stylesheet = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111;background:#fff}
table{border-collapse:collapse;width:100%}caption{text-align:start;font-weight:600;padding:.5rem 0}
th,td{text-align:start;border-bottom:1px solid #ccc;padding:.4rem .5rem;vertical-align:top}
a{color:#0645ad}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem;border-radius:4px}
iframe{width:100%;min-height:24rem;border:1px solid #ccc}dt{font-weight:600}dd{margin:0 0 .5rem}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4f8}pre{background:#222}th,td{border-color:#444}}
`

/**
 * The sandbox inbox over HTTP, for people and for tests:
 * - `GET /mail` (`?to=` filters): the inbox page, newest first; `GET /mail/:id` one message;
 *   both in the language of `?lang=` or else of `Accept-Language` (24 locales, English default);
 *   `/mail/:id/html` its HTML body under a `sandbox` CSP; `/mail/:id/raw` its source.
 * - `GET /mail/api/messages?to=<address>` → `{ messages: MailJson[] }`, newest first;
 *   `GET /mail/api/messages/:id` → `MailJson` or 404; `DELETE /mail/api/messages` →
 *   `{ deleted }`.
 *
 * @param parameters - The mailbox, and the SMTP URL to show.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { createMailbox } from './mail/createMailbox.js'
 * import { mailRoutes } from './mail/mailRoutes.js'
 * app.route('/', mailRoutes({ mailbox: createMailbox() }))
 */
export function mailRoutes({ mailbox, smtpUrl }: MailRoutesParameters): Hono {
  const notFound = { name: 'MessageNotFoundError', message: 'No message with this id' }
  return new Hono()
    .use('/mail/*', async (c, next) => {
      await next()
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Referrer-Policy', 'no-referrer')
      if (!c.res.headers.has('Content-Security-Policy'))
        c.header('Content-Security-Policy', pageCsp)
    })
    .use('/mail', async (c, next) => {
      await next()
      c.header('Content-Security-Policy', pageCsp)
    })
    .get('/mail', (c) => {
      const to = c.req.query('to')?.trim() || undefined
      const { locale, lang } = pageLocale(c)
      return c.html(renderInboxPage({ messages: mailbox.list({ to }), to, smtpUrl, locale, lang }))
    })
    .get('/mail/inbox.css', (c) => c.body(stylesheet, 200, { 'Content-Type': 'text/css' }))
    .get('/mail/api/messages', (c) =>
      c.json({ messages: mailbox.list({ to: c.req.query('to') }).map(toJson) }),
    )
    .get('/mail/api/messages/:id', (c) => {
      const message = mailbox.get(c.req.param('id'))
      return message ? c.json(toJson(message)) : c.json(notFound, 404)
    })
    .delete('/mail/api/messages', (c) => c.json({ deleted: mailbox.clear() }))
    .get('/mail/:id', (c) => {
      const message = mailbox.get(c.req.param('id'))
      const { locale } = pageLocale(c)
      if (!message)
        return c.html(
          renderPage(
            locale,
            translate(locale, 'mail.notFoundTitle'),
            `<h1>${translateHtml(locale, 'mail.notFound')}</h1><p>${translateHtml(locale, 'mail.notFoundHint')}</p>`,
          ),
          404,
        )
      return c.html(renderMessagePage(message, locale))
    })
    .get('/mail/:id/html', (c) => {
      const html = mailbox.get(c.req.param('id'))?.html
      if (html === null || html === undefined) return c.json(notFound, 404)
      c.header('Content-Security-Policy', mailHtmlCsp)
      return c.html(html)
    })
    .get('/mail/:id/raw', (c) => {
      const message = mailbox.get(c.req.param('id'))
      if (!message) return c.json(notFound, 404)
      return c.body(new Uint8Array(message.raw), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
      })
    })
}

/**
 * A page's language: `?lang=` when the sandbox speaks it (kept on the page's links), else the
 * browser's `Accept-Language`. The answer varies with that header.
 */
function pageLocale(c: Context) {
  const lang = matchLocale(c.req.query('lang') ?? '')
  c.header('Vary', 'Accept-Language')
  return {
    lang,
    locale: lang ?? resolveLocale({ acceptLanguage: c.req.header('accept-language') }),
  }
}

function toJson(message: MailMessage): MailJson {
  return {
    id: message.id,
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date: message.receivedAt.toISOString(),
  }
}
