import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { InvalidJsonError, UnsupportedMediaTypeError, ValidationError } from '../errors/http.js'
import { readLimitedText } from './readLimitedText.js'

export type ValidateJsonOptions = {
  /** The largest body read; a larger one is refused with 413 as it streams in. Defaults to 64 KiB. */
  maxBytes?: number | undefined
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

/**
 * Parses a JSON request body with a zod schema; the handler reads it with `c.req.valid('json')`.
 * Another content type → 415 (so a cross-site form cannot post without a CORS preflight), a body
 * over `maxBytes` → 413 (by its `Content-Length`, or as soon as that many bytes have arrived),
 * malformed JSON → 400 `InvalidJsonError`, a schema mismatch → 400 `ValidationError` naming the field.
 *
 * @param schema - The body's schema.
 * @param options - The body's size limit.
 *
 * @example
 * import { z } from 'zod'
 * import { validateJson } from './middleware/validateJson.js'
 * app.post('/projects', validateJson(z.object({ name: z.string() })), (c) =>
 *   c.json(c.req.valid('json')),
 * )
 */
export function validateJson<schema extends z.ZodType>(
  schema: schema,
  { maxBytes = 64 * 1024 }: ValidateJsonOptions = {},
): MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: Hono's own validators leave the env open the same way.
  any,
  string,
  { in: { json: z.input<schema> }; out: { json: z.output<schema> } }
> {
  return async (c, next) => {
    const contentType = c.req.header('content-type')
    if (!jsonMediaType.test(contentType?.split(';')[0]?.trim() ?? ''))
      throw new UnsupportedMediaTypeError({ contentType })
    const text = await readLimitedText(c.req.raw, maxBytes)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (cause) {
      throw new InvalidJsonError({ cause })
    }
    const result = schema.safeParse(value)
    if (!result.success) throw new ValidationError({ error: result.error, subject: 'request body' })
    c.req.addValidatedData('json', result.data as object)
    await next()
  }
}
