/** The part of a `Window` the social login drives: the provider's window it opened. */
export type SocialPopup = {
  readonly closed: boolean
  location: { href: string }
  close(): void
}

/** `window.open`, or a stand-in in tests. */
export type OpenWindow = (url: string, target: string, features: string) => SocialPopup | null

const size = { width: 600, height: 800 }

/**
 * Opens the social login's window at the secure origin's loading page ("Connecting to Google…"),
 * centred over the page. Must run inside the click, before any `await`: browsers block a window
 * opened later.
 *
 * @param parameters - The secure origin's page, the provider, the modal's language and `open`.
 * @returns The window, or `null` when the browser blocked it.
 *
 * @example
 * const popup = openSocialPopup({ url: 'http://localhost:8788', provider: 'google', locale: 'en' })
 */
export function openSocialPopup({
  url,
  provider,
  locale,
  open = (target, name, features) => window.open(target, name, features),
}: {
  url: string
  provider: string
  locale: string
  open?: OpenWindow | undefined
}): SocialPopup | null {
  const page = new URL('/social/loading', url)
  page.searchParams.set('provider', provider)
  page.searchParams.set('locale', locale)
  const screen = globalThis as {
    screenX?: number
    screenY?: number
    outerWidth?: number
    outerHeight?: number
  }
  const left = Math.max(
    0,
    (screen.screenX ?? 0) + ((screen.outerWidth ?? size.width) - size.width) / 2,
  )
  const top = Math.max(
    0,
    (screen.screenY ?? 0) + ((screen.outerHeight ?? size.height) - size.height) / 2,
  )
  return open(
    page.href,
    'airlock-social',
    `popup=yes,width=${size.width},height=${size.height},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}
