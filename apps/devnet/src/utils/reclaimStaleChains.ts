import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { basename } from 'node:path'
import { promisify } from 'node:util'
import { DevnetRunningError } from '../errors/devnet.js'
import { type ChainsLock, chainsLockFile } from './chainsLockFile.js'
import { isPortFree } from './isPortFree.js'

export type ReclaimStaleChainsParameters = {
  /** The devnet's data dir. */
  dataDir: string
  /** Receives a line per chain stopped. Defaults to discarding them. */
  log?: (line: string) => void
}

/**
 * Before a devnet start checks its ports: stops the chains a previous start on the same data dir
 * left running (it was killed with SIGKILL, so no exit hook ran), as `chains.lock` records them.
 * A recorded pid is stopped only while it still is an anvil serving the recorded port; whatever
 * else holds a port is left alone, and the start's port check then refuses it.
 *
 * @param parameters - Data dir and logger.
 * @throws {DevnetRunningError} If the process that started those chains still runs.
 *
 * @example
 * import { reclaimStaleChains } from '@airlock/devnet'
 * await reclaimStaleChains({ dataDir: defaultDataDir, log: console.log })
 */
export async function reclaimStaleChains({
  dataDir,
  log = () => {},
}: ReclaimStaleChainsParameters): Promise<void> {
  const path = chainsLockFile(dataDir)
  let lock: ChainsLock
  try {
    lock = JSON.parse(await readFile(path, 'utf8')) as ChainsLock
    if (!Number.isInteger(lock.pid) || !Array.isArray(lock.chains)) throw new Error('malformed')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    // A torn or foreign file records nothing we could stop safely.
    await rm(path, { force: true })
    return
  }
  const stale = []
  for (const chain of lock.chains) if (await isAnvilOnPort(chain.pid, chain.port)) stale.push(chain)
  if (stale.length > 0 && lock.pid !== process.pid && isRunning(lock.pid))
    throw new DevnetRunningError({ dataDir, pid: lock.pid })
  for (const chain of stale) {
    log(
      `${chain.caipNetworkId}: stopping the chain a previous start left running (pid ${chain.pid}, port ${chain.port})`,
    )
    await stopProcess(chain.pid)
    // The socket closes as anvil exits; wait until the OS agrees, so this start can bind it.
    for (let i = 0; i < 250 && !(await isPortFree(chain.port)); i++) await delay(20)
  }
  await rm(path, { force: true })
}

async function isAnvilOnPort(pid: number, port: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return false
  const args = await commandLine(pid)
  if (!args || !/^anvil(\.exe)?$/.test(basename(args[0] ?? ''))) return false
  const at = args.indexOf('--port')
  return at > 0 && args[at + 1] === String(port)
}

/** The process's arguments: `/proc` on Linux, `ps` elsewhere (split on spaces, enough here). */
async function commandLine(pid: number): Promise<string[] | undefined> {
  const proc = `/proc/${pid}/cmdline`
  if (existsSync('/proc/self/cmdline')) {
    try {
      return readFileSync(proc, 'utf8').split('\0').filter(Boolean)
    } catch {
      return undefined
    }
  }
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'args=', '-p', String(pid)])
    return stdout.trim().split(/\s+/)
  } catch {
    return undefined
  }
}

/** Alive and not a zombie (an exited child its parent — or a container's init — has not reaped). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return true
  }
}

/** SIGTERM (anvil writes its state), then SIGKILL after 5 s; resolves once it has exited. */
async function stopProcess(pid: number) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name)
    } catch {}
  }
  signal('SIGTERM')
  for (let i = 0; i < 250 && isRunning(pid); i++) await delay(20)
  if (!isRunning(pid)) return
  signal('SIGKILL')
  for (let i = 0; i < 250 && isRunning(pid); i++) await delay(20)
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
