/**
 * The wait a refusal asks for before trying again, in whole seconds: the `seconds` parameter its
 * code carries (the server's `Retry-After`, as `{ code: 'emailCooldown', params: { seconds } }`),
 * or 0 when it asks for none.
 *
 * @param error - What a step threw, or a failed state with `messageParams`.
 * @returns Seconds to wait, 0 for none.
 *
 * @example
 * retryAfterSeconds(new EmailCooldownError({ seconds: 12 })) // 12
 */
export function retryAfterSeconds(error: unknown): number {
  if (!error || typeof error !== 'object') return 0
  const { messageParams } = error as { messageParams?: { seconds?: unknown } }
  const seconds = messageParams?.seconds
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : 0
}
