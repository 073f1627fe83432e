import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised, closed, unmigrated PGlite data directory to copy, never to open. */
    pgliteTemplate: string
  }
}

/**
 * Provides one initialised PGlite data directory for tests to copy: initdb in WebAssembly takes
 * ~5 s, copying its result a fraction of that. It is kept in the system's temporary directory,
 * keyed by PGlite's version, so later runs skip initdb altogether. Each test still gets its own
 * copy, which it migrates itself.
 */
export default async function setup(project: TestProject) {
  const template = join(tmpdir(), `airlock-pglite-template-${pgliteVersion()}`)
  if (!existsSync(join(template, 'PG_VERSION'))) {
    // Built aside and renamed into place, so a parallel run never sees half a directory.
    const building = await mkdtemp(join(tmpdir(), 'airlock-pglite-template-building-'))
    const pglite = await PGlite.create(join(building, 'pglite'))
    await pglite.close()
    await rename(join(building, 'pglite'), template).catch(() => {})
    await rm(building, { recursive: true, force: true })
  }
  project.provide('pgliteTemplate', template)
}

// PGlite's package.json is not in its exports map: find it beside the module.
function pgliteVersion(): string {
  let directory = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(directory, 'package.json'))) directory = dirname(directory)
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).version
}
