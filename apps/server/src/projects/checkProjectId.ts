import { type ProjectRepository, projectId } from '../db/createProjectRepository.js'
import {
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
  ProjectNotFoundError,
} from '../errors/project.js'

/**
 * What `requireProject` checks, for a project id that came in a body or the query of a POST.
 *
 * @param projects - Where projects are looked up.
 * @param id - The project id, `''` when none was sent.
 * @throws {ProjectIdNotConfiguredError} 400 without an id.
 * @throws {InvalidProjectIdError} 403 for a malformed or unknown one.
 *
 * @example
 * import { checkProjectId } from '../projects/checkProjectId.js'
 * await checkProjectId(projects, c.req.query('projectId') || body.projectId || '')
 */
export async function checkProjectId(
  projects: Pick<ProjectRepository, 'get'>,
  id: string,
): Promise<void> {
  if (!id.trim()) throw new ProjectIdNotConfiguredError()
  if (!projectId.safeParse(id).success) throw new InvalidProjectIdError({ id })
  try {
    await projects.get(id)
  } catch (error) {
    if (error instanceof ProjectNotFoundError) throw new InvalidProjectIdError({ id })
    throw error
  }
}
