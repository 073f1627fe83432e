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
