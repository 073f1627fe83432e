import { isOriginAllowed } from '@airlock/protocol'
import type { MiddlewareHandler } from 'hono'
import { OriginNotAllowedError } from '../errors/project.js'
import type { ProjectEnv } from './requireProject.js'

/**
 * CORS for public, read-only endpoints (configuration, catalogue, images): any origin may read
 * them (`Access-Control-Allow-Origin: *`), never with credentials. Mount it before
 * `requireProject`, so its refusals ("Invalid Project ID") are readable by the dapp too.
 *
 * @returns The middleware; it answers preflight `OPTIONS` requests itself with 204.
 *
 * @example
 * import { publicCors } from './middleware/cors.js'
 * app.use('/appkit/v1/config', publicCors(), requireProject({ projects }))
 */
export function publicCors(): MiddlewareHandler {
  return async (c, next) => {
    // Set before the handler runs, these headers go into the response it builds. (Setting them
    // on `c.res` afterwards, as hono/cors does, rebuilds every response: /getWallets ran at a
    // quarter of its speed.)
    c.header('Access-Control-Allow-Origin', '*')
    if (c.req.method !== 'OPTIONS') return next()
    c.header('Access-Control-Allow-Methods', 'GET,HEAD')
    c.header('Access-Control-Max-Age', '86400')
    const requested = c.req.header('Access-Control-Request-Headers')
    if (requested) {
      c.header('Access-Control-Allow-Headers', requested)
      c.header('Vary', 'Access-Control-Request-Headers')
    }
    return c.body(null, 204)
  }
}

export type ProjectCorsParameters = {
  /** Methods a preflight allows. Defaults to `['GET', 'HEAD', 'POST']`. */
  allowMethods?: readonly string[]
  /** Send `Access-Control-Allow-Credentials: true` to allowed origins. Defaults to `false`. */
  credentials?: boolean
  /** How long a browser may cache a preflight, in seconds. Defaults to `600`. */
  maxAge?: number
}

/**
 * CORS for endpoints that act for a user (`POST /e`, later auth and relay): only the project's
 * allowed origins, echoed with `Vary: Origin`. Mount it after `requireProject`.
 * - An allowed origin gets `Access-Control-Allow-Origin: <origin>`; a preflight gets 204.
 * - Any other origin gets 403 `OriginNotAllowedError` ("Invalid App Configuration"), and that
 *   refusal alone is readable by it, so the dapp's developer learns why (SPEC §8); a refused
 *   preflight fails in the browser, as it should.
 * - A request without `Origin` (not from a browser) passes without CORS headers; routes that need
 *   an origin check it themselves.
 *
 * @param parameters - Methods, credentials and preflight lifetime.
 * @returns The middleware.
 *
 * @example
 * import { projectCors } from './middleware/cors.js'
 * app.use('/e', requireProject({ projects }), projectCors())
 */
export function projectCors({
  allowMethods = ['GET', 'HEAD', 'POST'],
  credentials = false,
  maxAge = 600,
}: ProjectCorsParameters = {}): MiddlewareHandler<ProjectEnv> {
  const methods = allowMethods.join(', ')
  return async (c, next) => {
    c.header('Vary', 'Origin', { append: true })
    const origin = c.req.header('origin')
    if (!origin) return next()
    c.header('Access-Control-Allow-Origin', origin)
    if (!isOriginAllowed(origin, c.var.project.allowedOrigins))
      throw new OriginNotAllowedError({ origin })
    if (credentials) c.header('Access-Control-Allow-Credentials', 'true')
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      c.header('Access-Control-Allow-Methods', methods)
      const requested = c.req.header('access-control-request-headers')
      if (requested) {
        // The origin is trusted: allow the headers it asks for.
        c.header('Access-Control-Allow-Headers', requested)
        c.header('Vary', 'Access-Control-Request-Headers', { append: true })
      }
      c.header('Access-Control-Max-Age', String(maxAge))
      return c.body(null, 204)
    }
    await next()
  }
}
