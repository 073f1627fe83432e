/**
 * Where a link to a wallet app opens: in this tab (`_self`), so the app takes over and the person
 * comes back to the page; `_top` when the dapp itself runs in a frame, which may not navigate the
 * app link (SPEC §1.6a).
 *
 * @example
 * <a href={link} target={appLinkTarget()}>Open MetaMask</a>
 */
export function appLinkTarget(): '_self' | '_top' {
  try {
    return typeof window !== 'undefined' && window.top !== window.self ? '_top' : '_self'
  } catch {
    // A cross-origin parent: reading it throws, which says we are framed.
    return '_top'
  }
}
