import type { MiddlewareHandler } from 'hono'
import { type Project, type ProjectRepository, projectId } from '../db/createProjectRepository.js'
import {
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
  ProjectNotFoundError,
} from '../errors/project.js'

/** The Hono env of routes behind `requireProject`: `c.var.project` is the caller's project. */
export type ProjectEnv = { Variables: { project: Project } }

export type RequireProjectParameters = {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
}

/**
 * Resolves the project a request is for, from the `projectId` query parameter (what the model
 * product's clients send) or else the `x-project-id` header, and sets `c.var.project`.
 * - none or empty → 400 `ProjectIdNotConfiguredError`, "Project ID Not Configured";
 * - malformed or unknown → 403 `InvalidProjectIdError`, "Invalid Project ID" (403, not 401: the
 *   id is public, not a credential, so there is nothing to authenticate).
 *
 * @param parameters.projects - The project repository, preferably cached.
 * @returns The middleware.
 *
 * @example
 * import { requireProject } from './middleware/requireProject.js'
 * app.use('/appkit/v1/config', requireProject({ projects }))
 * app.get('/appkit/v1/config', (c) => c.json({ name: c.var.project.name }))
 */
export function requireProject({
  projects,
}: RequireProjectParameters): MiddlewareHandler<ProjectEnv> {
  return async (c, next) => {
    const id = c.req.query('projectId') || c.req.header('x-project-id') || ''
    if (!id.trim()) throw new ProjectIdNotConfiguredError()
    // A malformed id cannot name a project: refuse it without a query.
    if (!projectId.safeParse(id).success) throw new InvalidProjectIdError({ id })
    try {
      c.set('project', await projects.get(id))
    } catch (error) {
      if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
      throw error
    }
    await next()
  }
}
