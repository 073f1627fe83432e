/**
 * The origin of the page that framed this one. Chromium and Safari say it in
 * `location.ancestorOrigins`, which the parent cannot change; elsewhere the referrer's origin is
 * the best there is (browsers send at least the origin to a cross-origin frame by default). The
 * handshake is accepted only from this origin, so a page that frames the parent cannot speak for it.
 *
 * @param location - `window.location` (its `ancestorOrigins`, when the browser has them).
 * @param referrer - `document.referrer`.
 * @returns The parent's origin, or `undefined` when it cannot be told (then no handshake succeeds).
 *
 * @example
 * import { resolveParentOrigin } from './frame/resolveParentOrigin.js'
 * const parentOrigin = resolveParentOrigin(window.location, document.referrer)
 */
export function resolveParentOrigin(
  location: { ancestorOrigins?: { readonly length: number; item(index: number): string | null } },
  referrer: string,
): string | undefined {
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors.item(0) ?? undefined
  if (!referrer) return undefined
  try {
    const origin = new URL(referrer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
