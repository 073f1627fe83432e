import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, inject } from 'vitest'
import {
  type CreateDatabaseParameters,
  createDatabase,
  type DatabaseHandle,
} from '../src/db/createDatabase.js'

/** A database opened for one test file; `dispose` closes it and deletes everything it stored. */
export type TestDatabase = DatabaseHandle & {
  /** What it was opened with: pass it to `createDatabase` for another connection (Postgres). */
  config: CreateDatabaseParameters['config']
  dispose(): Promise<void>
}

export type Backend = {
  name: 'pglite' | 'postgres'
  /** Why it is skipped, when it is. */
  skip: string | undefined
  open(): Promise<TestDatabase>
}

const databaseUrl = process.env.DATABASE_URL || undefined

/** PGlite in a temporary directory, always; Postgres when the test environment sets DATABASE_URL. */
export const backends: readonly Backend[] = [
  { name: 'pglite', skip: undefined, open: openPglite },
  {
    name: 'postgres',
    skip: databaseUrl ? undefined : 'set DATABASE_URL to run against Postgres',
    open: () => openPostgres(databaseUrl ?? ''),
  },
]

/**
 * Declares the same suite once per backend. A backend that is not available is reported as
 * skipped, with every test in it, rather than left out silently.
 */
export function describeEachBackend(name: string, suite: (backend: Backend) => void) {
  describe.each(backends.map((backend) => [backend.name, backend] as const))(
    `${name} on %s`,
    (_, backend) => {
      describe.skipIf(backend.skip !== undefined)(backend.skip ?? 'on a fresh database', () =>
        suite(backend),
      )
    },
  )
}

/**
 * A new `DATA_DIR` whose `pglite/` is a copy of the run's fresh, unmigrated PGlite cluster, or
 * with `migrated`, of one with every migration applied (a server started on it migrates nothing).
 */
export async function createDataDir({ migrated = false } = {}): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-server-test-'))
  const template = inject(migrated ? 'pgliteMigratedTemplate' : 'pgliteTemplate')
  await cp(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

/** PGlite in a fresh temporary directory (migrated with `migrated`), deleted by `dispose`. */
export async function openPglite({ migrated = false } = {}): Promise<TestDatabase> {
  const dataDir = await createDataDir({ migrated })
  const config = { dataDir, databaseUrl: undefined }
  const database = await createDatabase({ config })
  return {
    ...database,
    config,
    async dispose() {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

// Each test file gets its own database, so parallel workers and repeated runs never collide.
async function openPostgres(url: string): Promise<TestDatabase> {
  const name = `airlock_test_${randomBytes(6).toString('hex')}`
  await admin(url, `create database ${name}`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const config = { dataDir: tmpdir(), databaseUrl: testUrl.toString() }
  const database = await createDatabase({ config })
  return {
    ...database,
    config,
    async dispose() {
      await database.close()
      await admin(url, `drop database if exists ${name} with (force)`)
    },
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
