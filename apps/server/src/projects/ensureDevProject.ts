import type { Project, ProjectRepository } from '../db/createProjectRepository.js'
import { ProjectAlreadyExistsError } from '../errors/project.js'

/** The id of the project `ensureDevProject` creates. */
export const devProjectId = 'dev'

/**
 * Makes sure the development project exists: id `dev`, named "Development", allowing
 * `http://localhost:*` and `http://127.0.0.1:*`, default features but gas sponsorship on: the
 * embedded wallet's default account is its smart account, which holds nothing when it is new, and
 * local development expects its first send to work (within the per-account daily gas budget; the
 * paymaster sponsors only where the server's paymaster key is trusted, as on the devnet). An
 * existing `dev` project is
 * returned as it is, so edits made with `airlock project set dev …` survive restarts. Safe when
 * several server replicas start at once.
 *
 * @param repository - From `createProjectRepository`.
 * @returns The `dev` project.
 *
 * @example
 * import { ensureDevProject } from './projects/ensureDevProject.js'
 * if (config.devProject) await ensureDevProject(createProjectRepository(db.db))
 */
export async function ensureDevProject(
  repository: Pick<ProjectRepository, 'create' | 'get'>,
): Promise<Project> {
  try {
    return await repository.create({
      id: devProjectId,
      name: 'Development',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      features: { sponsorship: true },
    })
  } catch (error) {
    if (error instanceof ProjectAlreadyExistsError) return repository.get(devProjectId)
    throw error
  }
}
