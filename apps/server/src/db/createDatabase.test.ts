import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createDatabase } from './createDatabase.js'
import { acquireDataDirLock, releaseDataDirLock } from './dataDirLock.js'
import { runMigrations } from './runMigrations.js'

/** Every path under `dir` whose mode lets anyone but its owner in, with that mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = []
  const mode = (await stat(dir)).mode & 0o777
  if (mode & 0o077) found.push(`${dir} ${mode.toString(8)}`)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await openToOthers(path)))
    else if (entry.isFile()) {
      const fileMode = (await stat(path)).mode & 0o777
      if (fileMode & 0o077) found.push(`${path} ${fileMode.toString(8)}`)
    }
  }
  return found
}

test('DATA_DIR and the PGlite files in it are private to their owner (0700 and 0600)', async () => {
  const root = await mkdtemp(join(tmpdir(), 'airlock-modes-'))
  const dataDir = join(root, 'data')
  // The worst case the attack found: a process creating files with mode 0666.
  const umask = process.umask(0)
  try {
    const lock = await acquireDataDirLock(dataDir, 'server')
    const database = await createDatabase({ config: { dataDir, databaseUrl: undefined } })
    await runMigrations(database)
    await database.close()
    await releaseDataDirLock(lock)
  } finally {
    process.umask(umask)
  }
  expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
  expect(await openToOthers(dataDir)).toEqual([])
  await rm(root, { recursive: true, force: true })
}, 180_000)
