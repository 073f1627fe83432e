import type { MiddlewareHandler } from 'hono'
import { UnsupportedMediaTypeError } from '../errors/http.js'

/**
 * Lets only an HTML form's body (`application/x-www-form-urlencoded`) through; 415 otherwise.
 *
 * @example
 * import { requireFormType } from './middleware/requireFormType.js'
 * app.post('/device/approve', requireFormType, handler)
 */
export const requireFormType: MiddlewareHandler = async (c, next) => {
  const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (contentType !== 'application/x-www-form-urlencoded')
    throw new UnsupportedMediaTypeError({ contentType })
  await next()
}
