import { cacheTimes } from '@airlock/protocol'

export type RetryGuard = {
  /** Notes a failed read, now. */
  failed(): void
  /** Whether a read may start: always when asked by the person, else only once the guard passed. */
  allows(parameters?: { manual?: boolean | undefined }): boolean
}

/**
 * After a failed read, automatic reads wait (SPEC §9: 30 s after a failed balance read); a read the
 * person asked for (a retry click) does not.
 *
 * @param parameters - How long the guard holds, and the clock. Defaults to
 * `cacheTimes.balanceRetryGuardMs` and `Date.now`.
 * @returns The guard of one read.
 *
 * @example
 * import { createRetryGuard } from '@airlock/core'
 * const guard = createRetryGuard()
 * if (guard.allows()) api.balances(parameters).catch(() => guard.failed())
 */
export function createRetryGuard({
  ms = cacheTimes.balanceRetryGuardMs,
  now = Date.now,
}: {
  ms?: number | undefined
  now?: (() => number) | undefined
} = {}): RetryGuard {
  let failedAt = Number.NEGATIVE_INFINITY
  return {
    failed() {
      failedAt = now()
    },
    allows({ manual = false } = {}) {
      return manual || now() - failedAt >= ms
    },
  }
}
