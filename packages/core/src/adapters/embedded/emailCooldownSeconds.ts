import { embeddedWalletTimes } from '@airlock/protocol'

export type EmailCooldownSecondsParameters = {
  /** When a code was last e-mailed, in ms since the epoch; undefined when never. */
  lastEmailLoginTime: number | undefined
  /** Defaults to `Date.now()`. */
  now?: number | undefined
}

/**
 * Seconds until another code may be e-mailed (SPEC §9: 30 s between two), rounded up so the
 * countdown never shows 0 while still refusing; 0 when one may be sent now. A time in the future
 * (a clock set back) counts from now.
 *
 * @example
 * import { emailCooldownSeconds } from '@airlock/core'
 * emailCooldownSeconds({ lastEmailLoginTime: Date.now() - 12_500 }) // 18
 */
export function emailCooldownSeconds({
  lastEmailLoginTime,
  now = Date.now(),
}: EmailCooldownSecondsParameters): number {
  if (lastEmailLoginTime === undefined) return 0
  const elapsed = Math.max(0, now - lastEmailLoginTime)
  const remaining = embeddedWalletTimes.emailCooldownMs - elapsed
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}
