import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ProjectConfigResponse,
} from '@airlock/protocol'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { publicCors } from '../middleware/cors.js'
import { type ProjectEnv, requireProject } from '../middleware/requireProject.js'
import { type GetProjectConfigParameters, getProjectConfig } from '../projects/getProjectConfig.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'

export type ConfigRoutesParameters = GetProjectConfigParameters & {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
}

const paths = ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'] as const

/**
 * The project configuration API the modal reads at start (SPEC §7), each for `?projectId=`:
 * - `GET /appkit/v1/config` → `{ features, connectMethodsOrder, theme }` (`getProjectConfig`);
 * - `GET /projects/v1/origins` → `{ allowedOrigins }`;
 * - `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`.
 *
 * Public and read-only: any origin may read them (`publicCors`). A missing project id is 400
 * "Project ID Not Configured", an unknown one 403 "Invalid Project ID" (`requireProject`).
 * Answers carry an ETag and `Cache-Control: no-cache`, so a browser revalidates (304) and a
 * project's changes show on the next page load.
 *
 * @param parameters.projects - The project repository, preferably cached.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { configRoutes } from './routes/config.js'
 * app.route('/', configRoutes({ projects: cacheProjectRepository(createProjectRepository(db.db)) }))
 */
export function configRoutes({ projects, ...providers }: ConfigRoutesParameters) {
  const app = new Hono<ProjectEnv>()
  for (const path of paths) {
    app.use(path, publicCors(), requireProject({ projects }), etag(), async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-cache')
    })
  }
  return app
    .get('/appkit/v1/config', (c) =>
      c.json(getProjectConfig(c.var.project, providers) satisfies ProjectConfigResponse),
    )
    .get('/projects/v1/origins', (c) =>
      c.json({ allowedOrigins: c.var.project.allowedOrigins } satisfies AllowedOriginsResponse),
    )
    .get('/getAnalyticsConfig', (c) =>
      c.json({
        isAnalyticsEnabled: resolveFeatureSettings(c.var.project.features).analytics,
      } satisfies AnalyticsConfigResponse),
    )
}
