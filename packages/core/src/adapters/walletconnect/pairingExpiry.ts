/** How long a pairing URI is shown before a fresh one replaces it (SPEC §9: 4 min). */
export const pairingLifetimeMs = 4 * 60_000

/** A URI with this little time left is replaced: nobody can scan and approve it in time. */
export const pairingRefreshMarginMs = 10_000

/**
 * When a pairing URI made at `now` stops being shown: 4 minutes on (SPEC §9).
 *
 * @param now - When the URI was made, in ms since the epoch. Defaults to `Date.now()`.
 * @returns Its expiry, in ms since the epoch.
 *
 * @example
 * import { pairingExpiresAt } from '@airlock/core'
 * pairingExpiresAt(0) // 240000
 */
export function pairingExpiresAt(now: number = Date.now()): number {
  return now + pairingLifetimeMs
}

/**
 * How long until a pairing URI expiring at `expiresAt` must be regenerated: when 10 s or less
 * remain (SPEC §1.6a). Zero means now.
 *
 * @param expiresAt - From `pairingExpiresAt`, in ms since the epoch.
 * @param now - Defaults to `Date.now()`.
 * @returns Milliseconds, never negative.
 *
 * @example
 * import { msUntilPairingRefresh } from '@airlock/core'
 * msUntilPairingRefresh(240_000, 0) // 230000
 */
export function msUntilPairingRefresh(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, expiresAt - pairingRefreshMarginMs - now)
}
