import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DataDirLockedError } from '../errors/dataDir.js'
import { ensurePrivateDir } from './ensurePrivateDir.js'

/** Who holds the lock: the server, or an `airlock` CLI command. */
export type DataDirLockOwner = 'server' | 'cli'

export type DataDirLock = {
  /** `${dataDir}/airlock.lock`. */
  path: string
  pid: number
  owner: DataDirLockOwner
}

const lockFileName = 'airlock.lock'

/**
 * Claims `DATA_DIR` for this process before it opens PGlite there: PGlite is single-process, and
 * two processes on one directory corrupt it. Writes `${dataDir}/airlock.lock` with the pid; a lock
 * left by a process that no longer runs is taken over. Not needed with `DATABASE_URL`.
 *
 * @param dataDir - `config.dataDir`.
 * @param owner - What is taking it, for the message another process prints. Defaults to `server`.
 * @returns The lock, for `releaseDataDirLock`.
 * @throws {DataDirLockedError} When a live process holds it ("The Airlock server is running on
 *   <dataDir>; stop it first, or use DATABASE_URL").
 *
 * @example
 * import { acquireDataDirLock, releaseDataDirLock } from './db/dataDirLock.js'
 * const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir, 'server')
 * // … open PGlite, serve, close …
 * if (lock) await releaseDataDirLock(lock)
 */
export async function acquireDataDirLock(
  dataDir: string,
  owner: DataDirLockOwner = 'server',
): Promise<DataDirLock> {
  await ensurePrivateDir(dataDir)
  const path = join(dataDir, lockFileName)
  const lock: DataDirLock = { path, pid: process.pid, owner }
  // Two tries: the second after removing a stale lock. `wx` makes creation atomic.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, `${JSON.stringify({ pid: lock.pid, owner })}\n`, {
        flag: 'wx',
        mode: 0o600,
      })
      return lock
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = await readHolder(path)
    if (holder && holder.pid !== process.pid && isAlive(holder.pid))
      throw new DataDirLockedError({
        dataDir,
        pid: holder.pid,
        owner: holder.owner,
        lockFile: path,
      })
    await rm(path, { force: true })
  }
  throw new DataDirLockedError({ dataDir, pid: 0, owner: 'cli', lockFile: path })
}

/**
 * Gives `DATA_DIR` back: deletes the lock file if this process still holds it.
 *
 * @param lock - From `acquireDataDirLock`.
 *
 * @example
 * import { releaseDataDirLock } from './db/dataDirLock.js'
 * await releaseDataDirLock(lock)
 */
export async function releaseDataDirLock(lock: DataDirLock): Promise<void> {
  const holder = await readHolder(lock.path)
  if (holder?.pid === lock.pid) await rm(lock.path, { force: true })
}

async function readHolder(
  path: string,
): Promise<{ pid: number; owner: DataDirLockOwner } | undefined> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8'))
    if (Number.isInteger(value?.pid) && value.pid > 0)
      return { pid: value.pid, owner: value.owner === 'cli' ? 'cli' : 'server' }
  } catch {}
  // Unreadable or half-written: treat as stale.
  return undefined
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
