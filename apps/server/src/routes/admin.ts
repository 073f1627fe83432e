import { Hono } from 'hono'
import { z } from 'zod'
import type { ProjectAdmin } from '../admin/createProjectAdmin.js'
import { jsonBody } from '../middleware/jsonBody.js'
import { parseQuery } from '../middleware/parseQuery.js'
import { type OperatorEnv, requireOperator } from '../middleware/requireOperator.js'

export type AdminRoutesParameters = {
  /** Project management for the acting operator (the audit log names them). */
  projects: (actor: string) => ProjectAdmin
  /** The operator token check (`issueOperatorToken`). */
  checkToken: (token: string) => boolean
}

const json = { limit: 64 * 1024, storable: true } as const
const body = z.record(z.string(), z.unknown())
// The fields are checked by the repository (400 naming the field); `version` is the edit's base.
const patch = body.and(z.object({ version: z.number().int().positive().optional() }))
const auditQuery = z.strictObject({
  target: z.string().max(64).optional(),
  before: z.coerce.number().int().positive().optional(),
})
const deleteQuery = z.strictObject({ confirm: z.string().max(64) })

/**
 * The admin API under `/admin/v1`, for operators only (`requireOperator`: 401 without the operator
 * token; a project id or an origin never reaches it):
 * - `GET /projects`, `GET /projects/{id}`;
 * - `POST /projects` (`{ id, name, allowedOrigins?, features?, theme? }`) → 201;
 * - `PATCH /projects/{id}` (any of those fields, plus `version`: refused with 409 when the
 *   project changed since that version);
 * - `DELETE /projects/{id}?confirm={id}`;
 * - `GET /audit?target=&before=`: every change, newest first, with who made it.
 * Every change is written together with its audit entry.
 *
 * @param parameters - Project management and the token check.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', adminRoutes({ projects: (actor) => createProjectAdmin({ db, actor }), checkToken }))
 */
export function adminRoutes({ projects, checkToken }: AdminRoutesParameters) {
  const admin = projects
  return new Hono<OperatorEnv>()
    .basePath('/admin/v1')
    .use(requireOperator(checkToken))
    .get('/projects', async (c) => c.json({ projects: await admin(c.var.actor).list() }))
    .get('/projects/:id', async (c) => c.json(await admin(c.var.actor).get(c.req.param('id'))))
    .post('/projects', jsonBody(body, json), async (c) =>
      c.json(await admin(c.var.actor).create(c.req.valid('json') as never), 201),
    )
    .patch('/projects/:id', jsonBody(patch, json), async (c) => {
      const { version, ...changes } = c.req.valid('json')
      return c.json(
        await admin(c.var.actor).update(c.req.param('id'), changes as never, { version }),
      )
    })
    .delete('/projects/:id', async (c) => {
      const { confirm } = parseQuery(deleteQuery, c.req.query())
      return c.json(await admin(c.var.actor).remove(c.req.param('id'), { confirm }))
    })
    .get('/audit', async (c) => {
      const query = parseQuery(auditQuery, c.req.query())
      return c.json({ entries: await admin(c.var.actor).audit(query) })
    })
}
