import { escapeHtml } from './escapeHtml.js'

/**
 * The inbox's HTML document around a page's main content: language, viewport, title, the
 * same-origin stylesheet and a breadcrumb back to the inbox. No scripts, so the page works under
 * `default-src 'self'`.
 *
 * @param title - The page's title, escaped here.
 * @param main - The `<main>` content, already HTML.
 * @returns The HTML document.
 *
 * @example
 * import { renderPage } from './mail/renderPage.js'
 * renderPage('Inbox', '<h1>Inbox</h1>')
 */
export function renderPage(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Airlock sandbox</title><link rel="stylesheet" href="/mail/inbox.css"></head><body><header><nav aria-label="Breadcrumb"><a href="/">Airlock sandbox</a> › <a href="/mail">Inbox</a></nav></header><main>${main}</main></body></html>`
}
