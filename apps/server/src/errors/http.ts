import { BaseError } from '@airlock/protocol'
import type { z } from 'zod'

/** The status code `app.onError` answers an error with. Only 4xx: anything else is a bug (500). */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429

/** An error the client caused; `app.onError` answers it with `status` and `{ name, message, details? }`. */
export type ClientError = BaseError & { status: ClientErrorStatus }

/**
 * Tells an error the client caused from a bug.
 *
 * @param error - Anything thrown.
 * @returns Whether `error` is a typed Airlock error carrying a 4xx `status`.
 */
export function isClientError(error: unknown): error is ClientError {
  if (!(error instanceof BaseError) || !('status' in error)) return false
  const { status } = error
  return typeof status === 'number' && status >= 400 && status < 500
}

export type NotFoundErrorType = NotFoundError & { name: 'NotFoundError' }
/** No route matches the request's method and path. */
export class NotFoundError extends BaseError {
  override name = 'NotFoundError'
  readonly status = 404
  constructor({ method, path }: { method: string; path: string }) {
    super(`No route for ${method} ${path}`)
  }
}

export type InvalidJsonErrorType = InvalidJsonError & { name: 'InvalidJsonError' }
/** The request body is not valid JSON. */
export class InvalidJsonError extends BaseError {
  override name = 'InvalidJsonError'
  readonly status = 400
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Malformed JSON in request body', { cause })
  }
}

export type UnsupportedMediaTypeErrorType = UnsupportedMediaTypeError & {
  name: 'UnsupportedMediaTypeError'
}
/** The request body is not `application/json`. */
export class UnsupportedMediaTypeError extends BaseError {
  override name = 'UnsupportedMediaTypeError'
  readonly status = 415
  constructor({ contentType }: { contentType: string | undefined }) {
    super('Expected a JSON request body (Content-Type: application/json)', {
      details: contentType ? `Got Content-Type "${contentType}".` : 'Got no Content-Type.',
    })
  }
}

/** One field that failed validation. `path` is dotted (`allowedOrigins[0]`), empty for the root. */
export type ValidationIssue = { path: string; message: string }

export type ValidationErrorType = ValidationError & { name: 'ValidationError' }
/** Input failed its zod schema; the message names the first bad field, `details` lists them all. */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
  readonly status = 400
  readonly issues: readonly ValidationIssue[]

  /**
   * @param parameters.error - The zod error.
   * @param parameters.subject - What was validated, such as `request body` or `project`.
   */
  constructor({ error, subject }: { error: z.ZodError; subject: string }) {
    const issues = error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    }))
    const [first] = issues
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''
    super(
      first === undefined
        ? `Invalid ${subject}`
        : first.path
          ? `Invalid ${subject} field "${first.path}": ${first.message}${more}`
          : `Invalid ${subject}: ${first.message}${more}`,
      {
        // One issue is already the message; list them all only when there are more.
        details:
          issues.length > 1
            ? issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ')
            : undefined,
        cause: error,
      },
    )
    this.issues = issues
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`
    const name = String(key)
    return text ? `${text}.${name}` : name
  }, '')
}
