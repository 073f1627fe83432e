import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../src/db/createDatabase.js'
import { runMigrations } from '../src/db/runMigrations.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised, closed, unmigrated PGlite data directory to copy, never to open. */
    pgliteTemplate: string
    /** The same, with every migration applied: for tests of a server, not of its migrations. */
    pgliteMigratedTemplate: string
  }
}

/**
 * Provides initialised PGlite data directories for tests to copy: initdb in WebAssembly takes
 * ~5 s, copying its result a fraction of that. They are kept in the system's temporary
 * directory, keyed by PGlite's version, so later runs skip initdb altogether. Each test still
 * gets its own copy. Two templates: a fresh cluster, which tests of the schema migrate
 * themselves, and a migrated one (keyed by the migrations too), for tests that start a server:
 * applying all migrations in WebAssembly took over 20 s of a test's time on a loaded machine.
 */
export default async function setup(project: TestProject) {
  const version = pgliteVersion()
  const template = join(tmpdir(), `airlock-pglite-template-${version}`)
  await buildOnce(template, async (pglite) => {
    await (await PGlite.create(pglite)).close()
  })
  const migrated = join(tmpdir(), `airlock-pglite-migrated-${version}-${migrationsHash()}`)
  await buildOnce(migrated, async (pglite, building) => {
    await cp(template, pglite, { recursive: true })
    const database = await createDatabase({ config: { dataDir: building, databaseUrl: undefined } })
    try {
      await runMigrations(database)
    } finally {
      await database.close()
    }
  })
  project.provide('pgliteTemplate', template)
  project.provide('pgliteMigratedTemplate', migrated)
}

// Built aside and renamed into place, so a parallel run never sees half a directory.
async function buildOnce(
  target: string,
  build: (pglite: string, building: string) => Promise<void>,
): Promise<void> {
  if (existsSync(join(target, 'PG_VERSION'))) return
  const building = await mkdtemp(join(tmpdir(), 'airlock-pglite-template-building-'))
  try {
    await build(join(building, 'pglite'), building)
    await rename(join(building, 'pglite'), target).catch(() => {})
  } finally {
    await rm(building, { recursive: true, force: true })
  }
}

// The migrations' SQL and journal: a changed or added migration makes a new migrated template.
function migrationsHash(): string {
  const folder = fileURLToPath(new URL('../drizzle/', import.meta.url))
  const hash = createHash('sha256')
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue
    hash.update(file).update(readFileSync(join(folder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

// PGlite's package.json is not in its exports map: find it beside the module.
function pgliteVersion(): string {
  let directory = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(directory, 'package.json'))) directory = dirname(directory)
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).version
}
