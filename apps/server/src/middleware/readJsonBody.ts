import type { Context } from 'hono'
import type { z } from 'zod'
import { type ParseJsonBodyOptions, parseJsonBody } from '../auth/parseJsonBody.js'
import { UnsupportedMediaTypeError } from '../errors/http.js'
import { readLimitedText } from './readLimitedText.js'

export type ReadJsonBodyOptions = {
  /** The largest body read; a larger one is refused with 413 as it streams in. */
  limit: number
  /**
   * The Content-Types read as JSON (the part before `;`). Defaults to `application/json` alone,
   * so a cross-site form cannot post without a CORS preflight.
   */
  mediaType?: RegExp | undefined
  /** Whether a body without a Content-Type is read too. Defaults to `false`. */
  allowMissingType?: boolean | undefined
  /**
   * Whether the value must be storable in Postgres `jsonb` and `text` (no NUL, no unpaired
   * surrogate, nesting limited), and with which options. Defaults to `false`.
   */
  storable?: boolean | ParseJsonBodyOptions | undefined
}

/** The Content-Types routes accept as JSON. */
export const jsonMediaTypes = {
  /** `application/json` alone: what no cross-site form can send without a preflight. */
  json: /^application\/json$/i,
  /** `application/json` and `application/<anything>+json`. */
  jsonSuffix: /^application\/([\w.-]+\+)?json$/i,
  /**
   * `application/json` or `text/plain`: the model product's client posts some bodies without a
   * Content-Type of its own (pair with `allowMissingType`).
   */
  jsonOrText: /^(application\/json|text\/plain)$/i,
} as const

/**
 * The server's one JSON body reader: checks the Content-Type, reads at most `limit` bytes with
 * `readLimitedText`, parses JSON and checks it against `schema` (and, if asked, that Postgres can
 * store it). Routes read bodies through the `jsonBody` middleware, which calls this.
 *
 * @param c - The request's context.
 * @param schema - The body's zod schema.
 * @param options - Size limit, accepted media types and the storability check.
 * @returns The parsed body.
 * @throws {UnsupportedMediaTypeError} 415 for another Content-Type.
 * @throws {PayloadTooLargeError} 413 for a body over `limit`.
 * @throws {InvalidJsonError} 400 when the body is not JSON.
 * @throws {ValidationError} 400 naming the first field that does not fit.
 * @throws {UnstorableJsonError} 400 for a value Postgres cannot store (with `storable`).
 *
 * @example
 * import { emailCodeRequest } from '@airlock/protocol/schemas'
 * import { readJsonBody } from './middleware/readJsonBody.js'
 * const { code } = await readJsonBody(c, emailCodeRequest, { limit: 4096 })
 */
export async function readJsonBody<schema extends z.ZodType>(
  c: Context,
  schema: schema,
  {
    limit,
    mediaType = jsonMediaTypes.json,
    allowMissingType = false,
    storable = false,
  }: ReadJsonBodyOptions,
): Promise<z.output<schema>> {
  const contentType = c.req.header('content-type')
  if (
    !(contentType === undefined && allowMissingType) &&
    !mediaType.test(contentType?.split(';')[0]?.trim() ?? '')
  )
    throw new UnsupportedMediaTypeError({ contentType })
  const text = await readLimitedText(c.req.raw, limit)
  const parseOptions = typeof storable === 'boolean' ? { storable } : storable
  return parseJsonBody(text, schema, parseOptions)
}
