import type { SandboxLocale } from '../locales/catalogues.js'
import { directionOf } from '../locales/resolveLocale.js'
import { translateHtml } from '../locales/translate.js'
import { escapeHtml } from './escapeHtml.js'

/**
 * The inbox's HTML document around a page's main content: language and direction, viewport,
 * title, the same-origin stylesheet and a breadcrumb back to the inbox. No scripts, so the page
 * works under `default-src 'self'`.
 *
 * @param locale - The page's language.
 * @param title - The page's title, escaped here.
 * @param main - The `<main>` content, already HTML.
 * @returns The HTML document.
 *
 * @example
 * import { renderPage } from './mail/renderPage.js'
 * renderPage('en', 'Inbox', '<h1>Inbox</h1>')
 */
export function renderPage(locale: SandboxLocale, title: string, main: string): string {
  const t = (key: Parameters<typeof translateHtml>[1]) => translateHtml(locale, key)
  const dir = directionOf(locale)
  // The breadcrumb's arrow points the way the line reads.
  const separator = dir === 'rtl' ? '‹' : '›'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${t('brand')}</title><link rel="stylesheet" href="/mail/inbox.css"></head><body><header><nav aria-label="${t('breadcrumb')}"><a href="/">${t('brand')}</a> <span aria-hidden="true" class="separator">${separator}</span> <a href="/mail">${t('inbox.title')}</a></nav></header><main>${main}</main></body></html>`
}
