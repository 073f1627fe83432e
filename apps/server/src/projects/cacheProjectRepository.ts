import type { Project, ProjectRepository } from '../db/createProjectRepository.js'
import { ProjectNotFoundError } from '../errors/project.js'

export type CacheProjectRepositoryParameters = {
  /** How long a project (or its absence) is remembered, in milliseconds. Defaults to `5000`. */
  ttlMs?: number
  /** At most this many ids are remembered; the oldest go first. Defaults to `1000`. */
  maxEntries?: number
  /** The clock, for tests. Defaults to `Date.now`. */
  now?: () => number
}

type Entry = { expiresAt: number; project: Promise<Project> }

/**
 * Wraps a project repository so `get` answers from memory for a few seconds: the configuration
 * endpoints are called on every page load, with the same id. Unknown ids are remembered too, so a
 * flood of bad ids costs one query each per `ttlMs`. Concurrent `get`s of one id share a query.
 * `create`, `update` and `remove` through this repository refresh the entry at once; changes made elsewhere
 * (the CLI, another replica) show within `ttlMs`.
 *
 * @param repository - From `createProjectRepository`.
 * @param parameters - TTL and size.
 * @returns A repository with the same methods.
 *
 * @example
 * import { cacheProjectRepository } from './projects/cacheProjectRepository.js'
 * const projects = cacheProjectRepository(createProjectRepository(db.db))
 * app.use('/appkit/v1/config', requireProject({ projects }))
 */
export function cacheProjectRepository(
  repository: ProjectRepository,
  { ttlMs = 5000, maxEntries = 1000, now = Date.now }: CacheProjectRepositoryParameters = {},
): ProjectRepository {
  const entries = new Map<string, Entry>()

  function remember(id: string, project: Promise<Project>) {
    entries.delete(id)
    entries.set(id, { expiresAt: now() + ttlMs, project })
    // Maps iterate in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    get(id) {
      const entry = entries.get(id)
      if (entry && entry.expiresAt > now()) return entry.project
      const project = repository.get(id)
      remember(id, project)
      // Only "not found" is worth remembering; any other failure is retried on the next call.
      project.catch((error) => {
        if (!(error instanceof ProjectNotFoundError) && entries.get(id)?.project === project)
          entries.delete(id)
      })
      return project
    },
    async create(parameters) {
      const project = await repository.create(parameters)
      remember(project.id, Promise.resolve(project))
      return project
    },
    list: () => repository.list(),
    async update(id, parameters, options) {
      entries.delete(id)
      const project = await repository.update(id, parameters, options)
      remember(id, Promise.resolve(project))
      return project
    },
    async remove(id) {
      entries.delete(id)
      return repository.remove(id)
    },
  }
}
