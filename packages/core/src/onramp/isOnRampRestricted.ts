/**
 * Whether buying is hidden in the browser's time zone: the operator lists restricted zones as
 * upper-case IANA names (`ASIA/SHANGHAI`), which the model product declared but never used.
 *
 * @param parameters.restrictedTimezones - The operator's list, from `GET /v1/onramp/providers`.
 * @param parameters.timeZone - The browser's zone. Defaults to
 *   `Intl.DateTimeFormat().resolvedOptions().timeZone`.
 * @returns `true` when the zone is on the list, whatever its case.
 *
 * @example
 * import { isOnRampRestricted } from '@airlock/core'
 * isOnRampRestricted({ restrictedTimezones: ['ASIA/SHANGHAI'], timeZone: 'Asia/Shanghai' }) // true
 */
export function isOnRampRestricted({
  restrictedTimezones,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: {
  restrictedTimezones: readonly string[]
  timeZone?: string | undefined
}): boolean {
  if (!timeZone) return false
  const zone = timeZone.toUpperCase()
  return restrictedTimezones.some((restricted) => restricted.toUpperCase() === zone)
}
