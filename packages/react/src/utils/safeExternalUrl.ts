// Schemes that run code or read local data in the page's context when opened from a link.
const unsafeSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'about:'])

/**
 * A catalogue link fit to put in an `href`, or undefined. Web links (`homepage`, `webapp_link`)
 * must be http(s); app links (`desktop_link`, such as `ledgerlive://`) may use their own scheme,
 * but never one that runs script or reads local files.
 *
 * @param url - The link as the catalogue has it.
 * @param parameters.web - Whether only http(s) will do. Defaults to `true`.
 * @returns The normalised URL, or undefined when it is missing, unparsable or unsafe.
 *
 * @example
 * safeExternalUrl('https://metamask.io') // 'https://metamask.io/'
 * safeExternalUrl('javascript:alert(1)', { web: false }) // undefined
 */
export function safeExternalUrl(
  url: string | null | undefined,
  { web = true }: { web?: boolean | undefined } = {},
): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return undefined
  }
  const protocol = parsed.protocol.toLowerCase()
  if (web ? protocol !== 'https:' && protocol !== 'http:' : unsafeSchemes.has(protocol))
    return undefined
  return parsed.href
}
