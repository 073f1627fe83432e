import { escapeHtml } from '../mail/escapeHtml.js'

/**
 * A page of the sandbox's identity provider: its title, the provider's name as a banner and the
 * main content. No script and no inline style: the page works under `default-src 'none'` with
 * the stylesheet `/oidc/oidc.css`.
 *
 * @param parameters - The provider's name, the page title and the `<main>` content (HTML).
 * @returns The HTML document.
 *
 * @example
 * import { renderOidcPage } from './oidc/renderOidcPage.js'
 * renderOidcPage({ providerName: 'Google', title: 'Sign in', main: '<h1>Sign in</h1>' })
 */
export function renderOidcPage({
  providerName,
  title,
  main,
}: {
  providerName: string
  title: string
  main: string
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(providerName)} (Airlock sandbox)</title><link rel="stylesheet" href="/oidc/oidc.css"></head><body><header><p class="banner">${escapeHtml(providerName)} <span>· Airlock sandbox identity provider</span></p></header><main>${main}</main></body></html>`
}
