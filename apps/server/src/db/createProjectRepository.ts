import { originPattern } from '@airlock/protocol/schemas'
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ValidationError } from '../errors/http.js'
import {
  ProjectAlreadyExistsError,
  ProjectNotFoundError,
  ProjectVersionConflictError,
} from '../errors/project.js'
import { featureSettingsPatch } from '../projects/featureSettings.js'
import { projectTheme } from '../projects/projectTheme.js'
import type { Database } from './createDatabase.js'
import { projects } from './schema.js'

/** A stored project. */
export type Project = typeof projects.$inferSelect

/** A project id: what a dapp passes as `projectId`. */
export const projectId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    'expected 1 to 64 letters, digits, "-" or "_", starting with a letter or digit',
  )

const projectFields = {
  name: z.string().trim().min(1, 'expected a name').max(100, 'expected at most 100 characters'),
  // `https://app.example.org`, `https://*.vercel.app`, `http://localhost:*`; stored normalized.
  allowedOrigins: z
    .array(originPattern)
    .max(100, 'expected at most 100 origins')
    .transform((origins) => [...new Set(origins)]),
  // Only the settings the project chose; `resolveFeatureSettings` adds the defaults.
  features: featureSettingsPatch,
  theme: projectTheme.nullable(),
}

/** What `create` accepts. Unknown keys are refused. */
export const createProjectParameters = z.strictObject({
  id: projectId,
  name: projectFields.name,
  allowedOrigins: projectFields.allowedOrigins.default([]),
  features: projectFields.features.default({}),
  theme: projectFields.theme.default(null),
})
export type CreateProjectParameters = z.input<typeof createProjectParameters>

/** What `update` accepts: any of the fields `create` takes except `id`. */
export const updateProjectParameters = z.strictObject({
  name: projectFields.name.optional(),
  allowedOrigins: projectFields.allowedOrigins.optional(),
  features: projectFields.features.optional(),
  theme: projectFields.theme.optional(),
})
export type UpdateProjectParameters = z.input<typeof updateProjectParameters>

/** Reads and writes projects. Every method validates its input before touching the database. */
export type ProjectRepository = {
  /** Stores a new project. Throws `ProjectAlreadyExistsError` (409) when the id is taken. */
  create(parameters: CreateProjectParameters): Promise<Project>
  /** Throws `ProjectNotFoundError` (404) when no project has this id. */
  get(id: string): Promise<Project>
  /** Every project, by id. */
  list(): Promise<Project[]>
  /**
   * Changes the given fields and `updatedAt`, and counts `version` up. With `version`, only when
   * the stored project is at that version: otherwise `ProjectVersionConflictError` (409) and
   * nothing written. Throws `ProjectNotFoundError` (404).
   */
  update(
    id: string,
    parameters: UpdateProjectParameters,
    options?: { version?: number | undefined },
  ): Promise<Project>
  /** Deletes the project (its analytics go with it) and returns it. Throws `ProjectNotFoundError`. */
  remove(id: string): Promise<Project>
}

/**
 * Creates the repository of projects over a database. Invalid input throws `ValidationError`
 * (400) naming the field; each write is a single statement, so a failed one leaves nothing behind.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns `create`, `get`, `list`, `update` and `remove`.
 *
 * @example
 * import { createDatabase, createProjectRepository, loadConfig, runMigrations } from '@airlock/server'
 * const database = await createDatabase({ config: loadConfig() })
 * await runMigrations(database)
 * const repository = createProjectRepository(database.db)
 * await repository.create({ id: 'demo', name: 'Demo', allowedOrigins: ['http://localhost:3000'] })
 */
export function createProjectRepository(db: Database): ProjectRepository {
  return {
    async create(parameters) {
      const values = parse(createProjectParameters, parameters)
      // A taken id inserts nothing and returns no row: no error to parse, no partial write.
      const [project] = await db.insert(projects).values(values).onConflictDoNothing().returning()
      if (!project) throw new ProjectAlreadyExistsError({ id: values.id })
      return project
    },
    async get(id) {
      const [project] = await db.select().from(projects).where(eq(projects.id, id))
      if (!project) throw new ProjectNotFoundError({ id })
      return project
    },
    list() {
      return db.select().from(projects).orderBy(asc(projects.id))
    },
    async update(id, parameters, { version } = {}) {
      const values = parse(updateProjectParameters, parameters)
      const [project] = await db
        .update(projects)
        .set({
          ...withoutUndefined(values),
          version: sql`${projects.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          version === undefined
            ? eq(projects.id, id)
            : and(eq(projects.id, id), eq(projects.version, version)),
        )
        .returning()
      if (project) return project
      const [current] = await db.select().from(projects).where(eq(projects.id, id))
      if (!current || version === undefined) throw new ProjectNotFoundError({ id })
      throw new ProjectVersionConflictError({ id, version, currentVersion: current.version })
    },
    async remove(id) {
      const [project] = await db.delete(projects).where(eq(projects.id, id)).returning()
      if (!project) throw new ProjectNotFoundError({ id })
      return project
    },
  }
}

function parse<schema extends z.ZodType>(schema: schema, value: unknown): z.output<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new ValidationError({ error: result.error, subject: 'project' })
  return result.data
}

function withoutUndefined<value extends Record<string, unknown>>(object: value) {
  return Object.fromEntries(
    Object.entries(object).filter(([, field]) => field !== undefined),
  ) as Partial<value>
}
