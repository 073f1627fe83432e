/**
 * The EIP-1193 / JSON-RPC code of an error, looking through wrapped causes (wagmi and viem wrap
 * the wallet's own error).
 *
 * @example
 * codeOf(new Error('outer', { cause: { code: 4001 } })) // 4001
 */
export function codeOf(error: unknown): number | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'number') return code
  }
  return undefined
}

/** Whether the person refused in the wallet: code 4001, or viem's UserRejectedRequestError. */
export function isUserRejection(error: unknown): boolean {
  if (codeOf(error) === 4001) return true
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause.name === 'UserRejectedRequestError') return true
  return false
}
