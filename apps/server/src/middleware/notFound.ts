import type { ErrorBody } from '@airlock/protocol'
import type { NotFoundHandler } from 'hono'
import { NotFoundError } from '../errors/http.js'

/**
 * The app's `notFound`: 404 with `{ name: 'NotFoundError', message: 'No route for GET /x' }`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { notFound } from './middleware/notFound.js'
 * const app = new Hono()
 * app.notFound(notFound)
 */
export const notFound: NotFoundHandler = (c) => {
  const error = new NotFoundError({ method: c.req.method, path: c.req.path })
  const body: ErrorBody = { name: error.name, message: error.shortMessage }
  return c.json(body, error.status)
}
