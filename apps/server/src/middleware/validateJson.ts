import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { jsonBody } from './jsonBody.js'
import { jsonMediaTypes } from './readJsonBody.js'

export type ValidateJsonOptions = {
  /** The largest body read; a larger one is refused with 413 as it streams in. Defaults to 64 KiB. */
  maxBytes?: number | undefined
}

/**
 * Parses a JSON request body with a zod schema; the handler reads it with `c.req.valid('json')`.
 * Another content type → 415 (so a cross-site form cannot post without a CORS preflight), a body
 * over `maxBytes` → 413 (by its `Content-Length`, or as soon as that many bytes have arrived),
 * malformed JSON → 400 `InvalidJsonError`, a schema mismatch → 400 `ValidationError` naming the field.
 * The package's name for `jsonBody` with `application/json` and `application/*+json`.
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
  return jsonBody(schema, { limit: maxBytes, mediaType: jsonMediaTypes.jsonSuffix })
}
