import type { Context } from 'hono'
import { linkPageStyleSource } from '../email/linkPageStyle.js'

/**
 * Answers with a page opened from an e-mailed link (device approval, the recovery lock): any
 * origin may open it, so it carries no script and nothing external, and only its own inline
 * stylesheet (allowed by its hash), under headers that forbid the rest, framing, sniffing and
 * referrers.
 *
 * @example
 * return emailPage(c, renderApprovalPage(page), 200)
 */
export function emailPage(c: Context, html: string, status: 200 | 400 | 502) {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${linkPageStyleSource}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('Referrer-Policy', 'no-referrer')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
  return c.html(html, status)
}
