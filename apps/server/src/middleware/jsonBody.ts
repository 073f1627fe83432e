import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { type ReadJsonBodyOptions, readJsonBody } from './readJsonBody.js'

/**
 * Reads a JSON request body with `readJsonBody` before the handler, which gets it from
 * `c.req.valid('json')`. A refused body (415, 413, 400) never reaches the handler.
 *
 * @param schema - The body's schema.
 * @param options - Size limit, accepted media types and the storability check.
 *
 * @example
 * import { z } from 'zod'
 * import { jsonBody } from './middleware/jsonBody.js'
 * app.post('/projects', jsonBody(z.object({ name: z.string() }), { limit: 4096 }), (c) =>
 *   c.json(c.req.valid('json')),
 * )
 */
export function jsonBody<schema extends z.ZodType>(
  schema: schema,
  options: ReadJsonBodyOptions,
): MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: Hono's own validators leave the env open the same way.
  any,
  string,
  { in: { json: z.input<schema> }; out: { json: z.output<schema> } }
> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await readJsonBody(c, schema, options)) as object)
    await next()
  }
}
