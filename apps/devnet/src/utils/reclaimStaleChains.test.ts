import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { DevnetRunningError } from '../errors/devnet.js'
import { resolveAnvilBinary } from '../evm/resolveAnvilBinary.js'
import { chainsLockFile } from './chainsLockFile.js'
import { getFreePort } from './getFreePort.js'
import { isPortFree } from './isPortFree.js'
import { reclaimStaleChains } from './reclaimStaleChains.js'
import { waitForRpc } from './waitForRpc.js'

const started: ChildProcess[] = []
afterEach(async () => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** An anvil nobody tracks: what a start killed with SIGKILL leaves behind. */
async function orphanAnvil(port: number) {
  const child = spawn(resolveAnvilBinary(), ['--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
  })
  started.push(child)
  await waitForRpc(`http://127.0.0.1:${port}`, { timeoutMs: 20_000 })
  return child
}

/** The pid of a process that has exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['--eval', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid as number
}

async function dataDirWith(lock: unknown) {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-reclaim-'))
  await writeFile(chainsLockFile(dataDir), JSON.stringify(lock))
  return dataDir
}

test("a previous start's own anvil is stopped and its port freed", async () => {
  const port = await getFreePort()
  const anvil = await orphanAnvil(port)
  const exited = new Promise((resolve) => anvil.once('exit', resolve))
  const owner = await deadPid()
  const dataDir = await dataDirWith({
    pid: owner,
    chains: [{ caipNetworkId: 'eip155:31337', port, pid: anvil.pid }],
  })
  const lines: string[] = []
  await reclaimStaleChains({ dataDir, log: (line) => lines.push(line) })
  await exited
  expect(await isPortFree(port)).toBe(true)
  expect(existsSync(chainsLockFile(dataDir))).toBe(false)
  expect(lines).toEqual([
    `eip155:31337: stopping the chain a previous start left running (pid ${anvil.pid}, port ${port})`,
  ])
  await rm(dataDir, { recursive: true, force: true })
})

test("someone else's process on a recorded port is left alone", async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  // The recorded pid is a live process, but not an anvil on that port (this test's own process).
  const dataDir = await dataDirWith({
    pid: await deadPid(),
    chains: [{ caipNetworkId: 'eip155:31337', port, pid: process.pid }],
  })
  await reclaimStaleChains({ dataDir })
  expect(server.listening).toBe(true)
  expect(await isPortFree(port)).toBe(false)
  await new Promise((resolve) => server.close(resolve))
  await rm(dataDir, { recursive: true, force: true })
})

test('chains whose start still runs are not taken over', async () => {
  const port = await getFreePort()
  const anvil = await orphanAnvil(port)
  const owner = spawn('sleep', ['60'], { stdio: 'ignore' })
  started.push(owner)
  const dataDir = await dataDirWith({
    pid: owner.pid,
    chains: [{ caipNetworkId: 'eip155:31337', port, pid: anvil.pid }],
  })
  const error = await reclaimStaleChains({ dataDir }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(DevnetRunningError)
  expect((error as DevnetRunningError).shortMessage).toBe(
    `The devnet of ${dataDir} is already running (process ${owner.pid})`,
  )
  expect(anvil.exitCode).toBe(null)
  expect(JSON.parse(readFileSync(chainsLockFile(dataDir), 'utf8')).pid).toBe(owner.pid)
  await rm(dataDir, { recursive: true, force: true })
})
