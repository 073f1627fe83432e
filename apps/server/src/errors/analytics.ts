import { BaseError } from '@airlock/protocol'

// One class for every body reader (server, secure origin, sandbox): see `readLimitedBody`.
export { PayloadTooLargeError, type PayloadTooLargeErrorType } from '@airlock/protocol'

export type UnsupportedAnalyticsBodyErrorType = UnsupportedAnalyticsBodyError & {
  name: 'UnsupportedAnalyticsBodyError'
}
/**
 * The analytics body is valid JSON that Postgres cannot store or that nests too deeply: a NUL
 * character, an unpaired UTF-16 surrogate, or more than `maxDepth` levels.
 */
export class UnsupportedAnalyticsBodyError extends BaseError {
  override name = 'UnsupportedAnalyticsBodyError'
  readonly status = 400
  constructor({ reason }: { reason: string }) {
    super(`Invalid request body: ${reason}`)
  }
}

export type AnalyticsRateLimitedErrorType = AnalyticsRateLimitedError & {
  name: 'AnalyticsRateLimitedError'
}
/** Too many events from one origin for one project in the current window. */
export class AnalyticsRateLimitedError extends BaseError {
  override name = 'AnalyticsRateLimitedError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('Too many analytics events', { details: `Retry after ${retryAfterSeconds} seconds.` })
    this.retryAfterSeconds = retryAfterSeconds
  }
}
