/**
 * Whether the visitor is on a phone or tablet, where wallets are apps opened by link rather than
 * by scanning a code shown on the same screen.
 *
 * @example
 * isMobile() // false on a desktop browser
 */
export function isMobile(): boolean {
  return (
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  )
}

/**
 * The phone platform whose app store applies: iOS (App Store only), Android (Play Store only),
 * or neither (a desktop, where every store and the browser extension are offered).
 *
 * @example
 * phonePlatform() // 'ios' on an iPhone
 */
export function phonePlatform(): 'ios' | 'android' | undefined {
  if (typeof navigator === 'undefined') return undefined
  if (/iPhone|iPad|iPod/i.test(navigator.userAgent)) return 'ios'
  if (/Android/i.test(navigator.userAgent)) return 'android'
  return undefined
}
