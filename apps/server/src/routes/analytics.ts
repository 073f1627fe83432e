import { isOriginAllowed, maxAnalyticsBodyBytes } from '@airlock/protocol'
import { Hono } from 'hono'
import { parseAnalyticsEvent } from '../analytics/parseAnalyticsEvent.js'
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import type { Database } from '../db/createDatabase.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { AnalyticsRateLimitedError } from '../errors/analytics.js'
import { UnsupportedMediaTypeError } from '../errors/http.js'
import { OriginNotAllowedError } from '../errors/project.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { projectCors } from '../middleware/cors.js'
import { readLimitedText } from '../middleware/readLimitedText.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'

export type AnalyticsRoutesParameters = {
  /** Where events are stored. */
  db: Database
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /**
   * Events accepted per project and origin per window, or `false` for no limit. Defaults to
   * `{ max: 600, windowMs: 60_000 }`.
   */
  rateLimit?: { max: number; windowMs: number } | false
  /** Where the per-IP counts live: in Redis with `REDIS_URL`. Defaults to this process's memory. */
  limiters?: RateLimiters
}

// Model clients post without a Content-Type header of their own, so fetch sends text/plain,
// which spares them a CORS preflight.
const bodyMediaType = /^(application\/json|text\/plain)$/i

/**
 * `POST /e?projectId=…`: stores a usage event or error report (`analyticsEvent` of
 * `@airlock/protocol`) and answers 202 `{ status: 'accepted' }`. In order, it refuses:
 * - a missing or unknown project: 400 / 403 (`requireProject`);
 * - an `Origin` that is absent or not on the project's allowed origins: 403
 *   `OriginNotAllowedError`, "Invalid App Configuration" (`projectCors`, and here for requests
 *   without an origin);
 * - a body that is not `application/json` or `text/plain`: 415;
 * - more than `rateLimit.max` events per project and origin in a window: 429 with `Retry-After`;
 * - a body over 64 KiB: 413, without reading past the limit;
 * - malformed JSON, a schema mismatch or an unstorable value: 400 naming the problem.
 *
 * A project with analytics off (they are opt-in) gets 202 `{ status: 'dropped' }` and nothing is
 * stored: the model product's client reads any refusal of `/e` as "Invalid App Configuration",
 * so a refusal here would break a dapp that merely keeps analytics off.
 *
 * An `eventId` the project already sent is accepted again without a second row, so clients may
 * retry freely.
 *
 * @param parameters - The database, projects and rate limit.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { analyticsRoutes } from './routes/analytics.js'
 * app.route('/', analyticsRoutes({ db: database.db, projects }))
 */
export function analyticsRoutes({
  db,
  projects,
  rateLimit = { max: 600, windowMs: 60_000 },
  limiters = memoryRateLimiters,
}: AnalyticsRoutesParameters) {
  const limiter = rateLimit ? limiters('analytics', rateLimit) : undefined
  return new Hono<ProjectEnv>()
    .use(
      '/e',
      closeUnreadRefusals,
      requireProject({ projects }),
      projectCors({ allowMethods: ['POST'] }),
    )
    .post('/e', async (c) => {
      const { project } = c.var
      const origin = c.req.header('origin')
      if (!isOriginAllowed(origin, project.allowedOrigins))
        throw new OriginNotAllowedError({ origin })
      const contentType = c.req.header('content-type')
      if (!bodyMediaType.test(contentType?.split(';')[0]?.trim() ?? ''))
        throw new UnsupportedMediaTypeError({ contentType })
      if (!resolveFeatureSettings(project.features).analytics) {
        // Read (and bound) the body so the connection stays usable, then forget it.
        await readLimitedText(c.req.raw, maxAnalyticsBodyBytes)
        return c.json({ status: 'dropped' as const }, 202)
      }
      const retryAfterSeconds = (await limiter?.hit(`${project.id} ${origin}`)) ?? 0
      if (retryAfterSeconds > 0) {
        c.header('Retry-After', String(retryAfterSeconds))
        throw new AnalyticsRateLimitedError({ retryAfterSeconds })
      }
      const event = parseAnalyticsEvent(await readLimitedText(c.req.raw, maxAnalyticsBodyBytes))
      await recordAnalyticsEvent(db, { projectId: project.id, origin, event })
      return c.json({ status: 'accepted' as const }, 202)
    })
}
