import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError } from '../errors/dataDir.js'
import { acquireDataDirLock, releaseDataDirLock } from './dataDirLock.js'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-lock-test-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const writeLock = (pid: number, owner: string) =>
  writeFile(join(dataDir, 'airlock.lock'), JSON.stringify({ pid, owner }))

// The pid of a process that has exited.
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid as number
}

// A live process that is not this one, until `kill`.
function livePid() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
  return { pid: child.pid as number, kill: () => child.kill() }
}

describe('acquireDataDirLock', () => {
  it('writes the pid, and releasing removes the file', async () => {
    const lock = await acquireDataDirLock(join(dataDir, 'new'), 'cli')
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toEqual({
      pid: process.pid,
      owner: 'cli',
    })
    await releaseDataDirLock(lock)
    await expect(readFile(lock.path)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('refuses a directory held by a live server, saying what to do', async () => {
    const other = livePid()
    try {
      await writeLock(other.pid, 'server')
      const error = await acquireDataDirLock(dataDir, 'cli').catch((e) => e)
      expect(error).toBeInstanceOf(DataDirLockedError)
      expect(error.shortMessage).toBe(
        `The Airlock server is running on ${dataDir}; stop it first, or use DATABASE_URL`,
      )
      await writeLock(other.pid, 'cli')
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
        `Another airlock command (pid ${other.pid}) is using ${dataDir}`,
      )
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that has exited, or an unreadable one', async () => {
    await writeLock(await deadPid(), 'server')
    const lock = await acquireDataDirLock(dataDir, 'cli')
    expect(lock.pid).toBe(process.pid)
    await writeFile(lock.path, 'garbage')
    await expect(acquireDataDirLock(dataDir)).resolves.toMatchObject({ owner: 'server' })
  })

  it('does not remove a lock another process has taken since', async () => {
    const lock = await acquireDataDirLock(dataDir)
    const other = livePid()
    try {
      await writeLock(other.pid, 'server')
      await releaseDataDirLock(lock)
      expect(JSON.parse(await readFile(lock.path, 'utf8')).pid).toBe(other.pid)
    } finally {
      other.kill()
    }
  })
})
