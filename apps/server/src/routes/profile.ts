import { cacheTimes, type ProfileErrorBody } from '@airlock/protocol'
import { profileRegisterRequest } from '@airlock/protocol/schemas'
import { type Context, Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { ZodError } from 'zod'
import type { Logger } from '../createLogger.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { SignatureVerificationUnavailableError } from '../errors/auth.js'
import { isClientError, ValidationError } from '../errors/http.js'
import { InvalidNameMessageError, NameNotFoundError } from '../errors/names.js'
import { projectCors, publicCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { normalizeProfileName } from '../names/normalizeProfileName.js'
import { type NameServiceContext, registerName } from '../names/registerName.js'
import { suggestNames } from '../names/suggestNames.js'
import { toProfileAccount } from '../names/toProfileAccount.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'

export type ProfileRoutesParameters = NameServiceContext & {
  projects: Pick<ProjectRepository, 'get'>
  logger: Logger
}

/**
 * The name service at the model product's paths, each with `?projectId=`; refusals are
 * `{ status, reasons: [{ name, description }] }` (the model's shape), never a 500 for bad input.
 * - `GET /v1/profile/account/{name}` → the name (`ProfileAccount`), 404 when unregistered.
 * - `GET /v1/profile/reverse/{address}` → the address's names, primary first (`[]` for none).
 * - `GET /v1/profile/suggestions/{name}?zone=` → the name and free alternatives.
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → the name, once
 *   `registerName` accepts it; the project's `nameRegistration` says who may.
 * GETs answer any origin and may be cached for 5 min (SPEC §9's name cache); the POST only the
 * project's origins.
 *
 * @param parameters - The name service, projects and logger.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', profileRoutes({ ...nameService, projects, logger }))
 */
export function profileRoutes({ projects, logger, ...context }: ProfileRoutesParameters) {
  const app = new Hono<ProjectEnv>()
  const cached = (c: Context) =>
    c.header('Cache-Control', `public, max-age=${cacheTimes.nameMs / 1000}`)
  app.use('/v1/profile/*', async (c, next) => {
    if (c.req.method === 'POST' || c.req.method === 'OPTIONS') return next()
    return publicCors()(c, next)
  })
  app.use('/v1/profile/*', requireProject({ projects }))
  app.post('/v1/profile/account', projectCors(), async (c) => {
    const body = await readJsonBody(c, profileRegisterRequest, {
      limit: 128 * 1024,
      mediaType: jsonMediaTypes.jsonOrText,
      allowMissingType: true,
    })
    const who = resolveFeatureSettings(c.var.project.features).nameRegistration
    return c.json(await registerName(context, { body, who }))
  })
  app.options('/v1/profile/*', projectCors(), (c) => c.body(null, 204))

  app.get('/v1/profile/account/:name', async (c) => {
    const { name } = normalizeProfileName(c.req.param('name'), context.zone)
    const row = await context.names.get(name)
    if (!row) throw new NameNotFoundError({ name })
    cached(c)
    return c.json(toProfileAccount(row))
  })
  app.get('/v1/profile/reverse/:address', async (c) => {
    const value = c.req.param('address')
    if (!isAddress(value, { strict: false }))
      throw new InvalidNameMessageError({
        reason: `${JSON.stringify(value.slice(0, 64))} is not an EVM address`,
      })
    const rows = await context.names.listByAddress(getAddress(value))
    cached(c)
    return c.json(rows.map(toProfileAccount))
  })
  app.get('/v1/profile/suggestions/:name', async (c) => {
    const zone = c.req.query('zone')
    // Only this server's zone is served: another zone's names are not ours to suggest.
    if (zone !== undefined && zone !== context.zone)
      throw new InvalidNameMessageError({
        reason: `zone ${JSON.stringify(zone.slice(0, 64))} is not served here; use ${context.zone}`,
      })
    return c.json(await suggestNames(context, c.req.param('name')))
  })

  app.onError((error, c) => {
    const known = isClientError(error)
      ? error
      : error instanceof ZodError
        ? new ValidationError({ error, subject: 'request' })
        : undefined
    if (known)
      return c.json(
        toBody(known.status, known.name, known.shortMessage, known.details),
        known.status,
      )
    if (error instanceof SignatureVerificationUnavailableError)
      return c.json(toBody(502, error.name, error.shortMessage), 502)
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json(toBody(500, 'InternalServerError', 'Internal server error'), 500)
  })
  return app
}

function toBody(status: number, name: string, message: string, details?: string): ProfileErrorBody {
  return { status, reasons: [{ name, description: details ? `${message}. ${details}` : message }] }
}
