import { createMiddleware } from 'hono/factory'
import { OperatorTokenRequiredError } from '../errors/admin.js'

/** What `requireOperator` sets: who acts, for the audit log. */
export type OperatorEnv = { Variables: { actor: string } }

/**
 * Lets a request through only with `Authorization: Bearer <operator token>` (the token the
 * running server left in `KEYS_DIR` for the CLI): otherwise 401 and nothing runs. A project id,
 * an origin or a cookie never count.
 *
 * @param check - The token check of `issueOperatorToken`.
 *
 * @example
 * app.use('/admin/v1/*', requireOperator(operator.check))
 */
export function requireOperator(check: (token: string) => boolean) {
  return createMiddleware<OperatorEnv>(async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').split(' ', 2)
    if (scheme?.toLowerCase() !== 'bearer' || !token || !check(token))
      throw new OperatorTokenRequiredError()
    c.set('actor', 'operator token (CLI on the server machine)')
    await next()
  })
}
