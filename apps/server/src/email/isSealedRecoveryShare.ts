const base64Url = /^[A-Za-z0-9_-]+$/

/**
 * Whether a registered recovery share is in the form the secure origin seals it to its own
 * recovery key (`sealRecoveryShare` in `apps/secure`): base64url of the JSON
 * `{ v, epk: { x, y }, iv, ct }`. The server cannot open it and does not try; it checks the form
 * only, so that a share in the clear (`0x…` hex, or anything else the server could read) is
 * refused instead of being kept next to the auth share.
 *
 * @param value - The `recoveryShare` of `POST /auth/v1/email/wallet`.
 * @returns `true` for a sealed share.
 *
 * @example
 * import { isSealedRecoveryShare } from './email/isSealedRecoveryShare.js'
 * isSealedRecoveryShare(`0x${'ab'.repeat(33)}`) // false
 */
export function isSealedRecoveryShare(value: string): boolean {
  if (!base64Url.test(value)) return false
  let sealed: unknown
  try {
    sealed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    return false
  }
  if (typeof sealed !== 'object' || sealed === null) return false
  const { v, epk, iv, ct } = sealed as Record<string, unknown>
  if (typeof epk !== 'object' || epk === null) return false
  const { x, y } = epk as Record<string, unknown>
  return (
    Number.isSafeInteger(v) &&
    (v as number) >= 1 &&
    [x, y, iv, ct].every((part) => typeof part === 'string' && base64Url.test(part))
  )
}
