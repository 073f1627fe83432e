import type { SandboxLocale } from '../locales/catalogues.js'
import { directionOf } from '../locales/resolveLocale.js'
import { translateHtml } from '../locales/translate.js'
import { escapeHtml } from '../mail/escapeHtml.js'

/**
 * A page of the sandbox's identity provider, in the given language and direction: its title,
 * the provider's name as a banner and the main content. No script and no inline style: the page
 * works under `default-src 'none'` with the stylesheet `/oidc/oidc.css`.
 *
 * @param parameters - The language, the provider's name, the page title (text) and the `<main>`
 * content (HTML).
 * @returns The HTML document.
 *
 * @example
 * import { renderOidcPage } from './oidc/renderOidcPage.js'
 * renderOidcPage({ locale: 'en', providerName: 'Google', title: 'Sign in', main: '<h1>Sign in</h1>' })
 */
export function renderOidcPage({
  locale = 'en',
  providerName,
  title,
  main,
}: {
  locale?: SandboxLocale | undefined
  providerName: string
  title: string
  main: string
}): string {
  const pageTitle = translateHtml(locale, 'oidc.pageTitle', { title, provider: providerName })
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${pageTitle}</title><link rel="stylesheet" href="/oidc/oidc.css"></head><body><header><p class="banner"><bdi>${escapeHtml(providerName)}</bdi> <span>· ${translateHtml(locale, 'oidc.banner')}</span></p></header><main>${main}</main></body></html>`
}
