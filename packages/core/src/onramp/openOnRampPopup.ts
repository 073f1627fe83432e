/**
 * Size of the provider's window, in CSS pixels: the model product's 600×800. The same figures as
 * `@airlock/protocol`'s `onRampPopup`, which lives beside zod schemas the browser must not load
 * (a test keeps the two equal).
 */
const size = { width: 600, height: 800 } as const

/** The window's name: a second purchase reuses the first one's window instead of opening more. */
const windowName = 'airlock-onramp'

export type OpenOnRampPopupParameters = {
  /** Defaults to `window.open`. */
  open?: ((url: string, target: string, features: string) => Window | null) | undefined
  /** The screen to centre on. Defaults to `window`'s own position and size. */
  screen?: { left: number; top: number; width: number; height: number } | undefined
}

/**
 * Opens an empty 600×800 window for the provider's checkout, centred over the page. Call it in the
 * click handler, before any `await`: browsers allow popups only in the user's gesture. The page
 * is pointed at the checkout once its URL is known (`startOnRampPurchase` does that).
 *
 * @param parameters - The opener and screen, for tests; browsers need neither.
 * @returns The window, or null when the browser blocked it.
 *
 * @example
 * import { openOnRampPopup } from '@airlock/core'
 * button.onclick = () => {
 *   const popup = openOnRampPopup()
 *   if (!popup) showBlockedMessage()
 * }
 */
export function openOnRampPopup({
  open = (url, target, features) => window.open(url, target, features),
  screen = currentScreen(),
}: OpenOnRampPopupParameters = {}): Window | null {
  const left = Math.max(0, Math.round(screen.left + (screen.width - size.width) / 2))
  const top = Math.max(0, Math.round(screen.top + (screen.height - size.height) / 2))
  const features = `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`
  return open('', windowName, features)
}

function currentScreen() {
  if (typeof window === 'undefined')
    return { left: 0, top: 0, width: size.width, height: size.height }
  return {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  }
}
