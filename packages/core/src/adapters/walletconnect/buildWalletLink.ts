// Schemes that run code or read local data in the page's context when opened from a link.
const unsafeSchemes = new Set(['javascript', 'data', 'vbscript', 'blob', 'file', 'about'])
const schemePattern = /^[a-z][a-z0-9+.-]*$/i

/**
 * The link that opens a wallet on the pairing URI `uri`, from the wallet's link in the catalogue
 * (`mobile_link`, `desktop_link` or `webapp_link`). An http(s) link becomes
 * `<link>/wc?uri=<encoded>`; an app's own scheme is normalised to `scheme://` first
 * (`metamask:` → `metamask://`), then becomes `scheme://wc?uri=<encoded>`.
 *
 * @param link - The wallet's link as the catalogue has it.
 * @param uri - The `wc:` pairing URI.
 * @returns The link, or `undefined` when there is none or its scheme is unsafe
 *   (`javascript:`, `data:`, …).
 *
 * @example
 * import { buildWalletLink } from '@airlock/core'
 * buildWalletLink('https://metamask.app.link', 'wc:ab@2?relay-protocol=irn')
 * // 'https://metamask.app.link/wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 * buildWalletLink('trust:', 'wc:ab@2') // 'trust://wc?uri=wc%3Aab%402'
 */
export function buildWalletLink(link: string | null | undefined, uri: string): string | undefined {
  const trimmed = link?.trim()
  if (!trimmed) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL
    try {
      url = new URL(trimmed)
    } catch {
      return undefined
    }
    const base = url.href.endsWith('/') ? url.href : `${url.href}/`
    return `${base}wc?uri=${encoded}`
  }
  // `trust:`, `trust:/`, `trust://` or `trust`: the scheme however it was written, then any path.
  const colon = trimmed.indexOf(':')
  const scheme = colon === -1 ? trimmed.replaceAll('/', '') : trimmed.slice(0, colon)
  if (!schemePattern.test(scheme) || unsafeSchemes.has(scheme.toLowerCase())) return undefined
  const rest = colon === -1 ? '' : trimmed.slice(colon + 1).replace(/^\/+/, '')
  const base = `${scheme}://${rest}`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
