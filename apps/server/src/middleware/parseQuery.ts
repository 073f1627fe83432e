import type { z } from 'zod'
import { ValidationError } from '../errors/http.js'

/**
 * Parses a request's query with a zod schema.
 *
 * @param schema - The query's schema.
 * @param query - `c.req.query()`.
 * @returns The parsed query.
 * @throws {ValidationError} 400 naming the parameters that are wrong.
 *
 * @example
 * import { parseQuery } from '../middleware/parseQuery.js'
 * const { chainId } = parseQuery(z.object({ chainId: z.string().optional() }), c.req.query())
 */
export function parseQuery<schema extends z.ZodType>(
  schema: schema,
  query: Record<string, string>,
): z.output<schema> {
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw new ValidationError({ error: parsed.error, subject: 'query' })
  return parsed.data
}
