import type { Context } from 'hono'
import { matchedRoutes } from 'hono/route'

/**
 * The route pattern a request was answered by (`/v1/account/:address/balance`), never its raw
 * path, so metrics and traces stay bounded; `none` when no handler matched. Read it after `next()`.
 *
 * @param c - The request's context.
 * @returns The pattern.
 *
 * @example
 * import { routePattern } from './middleware/routePattern.js'
 * await next()
 * routePattern(c) // '/v1/account/:address/balance'
 */
export function routePattern(c: Context): string {
  const handler = matchedRoutes(c).findLast(
    (route) => route.method !== 'ALL' && !route.path.endsWith('*'),
  )
  return handler?.path ?? 'none'
}
