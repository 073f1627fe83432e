import type { Database } from '../db/createDatabase.js'
import {
  type CreateProjectParameters,
  createProjectRepository,
  type Project,
  type UpdateProjectParameters,
} from '../db/createProjectRepository.js'
import { ProjectDeletionNotConfirmedError } from '../errors/project.js'
import { type AuditEntry, createAuditLog } from './createAuditLog.js'

/** What an operator can do with projects, through the admin API or the CLI alike. */
export type ProjectAdmin = {
  list(): Promise<Project[]>
  get(id: string): Promise<Project>
  create(parameters: CreateProjectParameters): Promise<Project>
  /** With `version`, refused (409) when the project changed since: no lost update. */
  update(
    id: string,
    parameters: UpdateProjectParameters,
    options?: { version?: number | undefined },
  ): Promise<Project>
  /** `confirm` must repeat the id: a slip of the keyboard deletes nothing. */
  remove(id: string, options: { confirm: string }): Promise<Project>
  /** The audit log, newest first. */
  audit(options?: {
    target?: string | undefined
    before?: number | undefined
  }): Promise<AuditEntry[]>
}

export type CreateProjectAdminParameters = {
  db: Database
  /** Who makes the changes, as the audit log names them (`cli (alice)`, `operator token`…). */
  actor: string
}

/**
 * Project management with an audit trail: every change and its audit entry are written in one
 * transaction, so neither lands without the other.
 *
 * @param parameters - The database and who acts.
 * @returns The operations.
 *
 * @example
 * import { createProjectAdmin } from './admin/createProjectAdmin.js'
 * const admin = createProjectAdmin({ db: database.db, actor: 'cli (alice)' })
 * await admin.update('demo', { name: 'Demo' }, { version: 3 })
 */
export function createProjectAdmin({ db, actor }: CreateProjectAdminParameters): ProjectAdmin {
  const projects = createProjectRepository(db)
  const change = async (
    id: string,
    action: string,
    write: (repository: ReturnType<typeof createProjectRepository>) => Promise<{
      before: Project | null
      after: Project | null
    }>,
  ) => {
    const result = await db.transaction(async (tx) => {
      const { before, after } = await write(createProjectRepository(tx))
      await createAuditLog(tx).record({
        actor,
        action,
        target: id,
        before: before && snapshot(before),
        after: after && snapshot(after),
      })
      return after ?? before
    })
    return result as Project
  }
  return {
    list: () => projects.list(),
    get: (id) => projects.get(id),
    create: (parameters) =>
      change(parameters.id, 'project.create', async (repository) => ({
        before: null,
        after: await repository.create(parameters),
      })),
    update: (id, parameters, options) =>
      change(id, 'project.update', async (repository) => ({
        before: await repository.get(id),
        after: await repository.update(id, parameters, options),
      })),
    remove: (id, { confirm }) => {
      if (confirm !== id) return Promise.reject(new ProjectDeletionNotConfirmedError({ id }))
      return change(id, 'project.delete', async (repository) => ({
        before: await repository.remove(id),
        after: null,
      }))
    },
    audit: (options) => createAuditLog(db).list(options),
  }
}

/** The stored fields, with dates as text: what the audit log keeps of a project. */
function snapshot({ createdAt, updatedAt, ...project }: Project): Record<string, unknown> {
  return { ...project, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() }
}
