import type { Context } from 'hono'
import type { z } from 'zod'
import { InvalidJsonError, UnsupportedMediaTypeError, ValidationError } from '../errors/http.js'
import { readLimitedText } from './readLimitedText.js'

// The model product's client posts some bodies without a Content-Type of its own (text/plain).
const jsonOrText = /^(application\/json|text\/plain)$/i

/**
 * Reads a POST body as the model product's client sends it: JSON, labelled `application/json` or
 * `text/plain` (or not at all), at most `maxBytes`, checked against `schema`.
 *
 * @param c - The request's context.
 * @param schema - The body's zod schema.
 * @param maxBytes - The largest body read.
 * @returns The parsed body.
 * @throws {UnsupportedMediaTypeError} 415 for another Content-Type.
 * @throws {InvalidJsonError} 400 when the body is not JSON.
 * @throws {ValidationError} 400 naming the first field that does not fit.
 *
 * @example
 * import { fungiblePriceRequest } from '@airlock/protocol'
 * import { readPostedJson } from '../middleware/readPostedJson.js'
 * const body = await readPostedJson(c, fungiblePriceRequest, 64 * 1024)
 */
export async function readPostedJson<schema extends z.ZodType>(
  c: Context,
  schema: schema,
  maxBytes: number,
): Promise<z.output<schema>> {
  const contentType = c.req.header('content-type')
  if (contentType !== undefined && !jsonOrText.test(contentType.split(';')[0]?.trim() ?? ''))
    throw new UnsupportedMediaTypeError({ contentType })
  let value: unknown
  try {
    value = JSON.parse(await readLimitedText(c.req.raw, maxBytes))
  } catch (cause) {
    if (!(cause instanceof SyntaxError)) throw cause
    throw new InvalidJsonError({ cause })
  }
  const body = schema.safeParse(value)
  if (!body.success) throw new ValidationError({ error: body.error, subject: 'request body' })
  return body.data
}
