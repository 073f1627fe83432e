import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDataDir } from '../../test/backends.js'
import { unusedPort } from '../../test/ports.js'
import { operatorTokenPath, readOperatorToken } from '../admin/operatorToken.js'
import { runCli } from './runCli.js'

// The README's first hour: `npm start` runs on the embedded PGlite, and the operator adds a dapp
// with `npm run airlock -- project create` without stopping anything. The server runs in a
// process of its own, as it does for an operator.
const root = fileURLToPath(new URL('../../../../', import.meta.url))
let dataDir: string
let env: Record<string, string>
let server: ChildProcess
let serverUrl: string

beforeAll(async () => {
  dataDir = await createDataDir()
  const closed = `http://127.0.0.1:${await unusedPort()}`
  env = {
    DATA_DIR: dataDir,
    RPC_URL_31337: closed,
    RPC_URL_31338: closed,
    LOG_LEVEL: 'silent',
    PORT: String(await unusedPort()),
    HOST: '127.0.0.1',
  }
  const { DATABASE_URL: _, REDIS_URL: __, ...inherited } = process.env
  server = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, env: { ...inherited, ...env }, stdio: 'ignore' },
  )
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  )
  // Ready once it has left the operator token: the last step of its start.
  const token = (async () => {
    for (;;) {
      const operator = await readOperatorToken(`${dataDir}-keys`)
      if (operator) return operator
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  serverUrl = ((await Promise.race([token, exited])) as { url: string }).url
}, 120_000)
afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await Promise.all([
    rm(dataDir, { recursive: true, force: true }),
    rm(`${dataDir}-keys`, { recursive: true, force: true }),
  ])
})

async function airlock(...args: string[]) {
  const { DATABASE_URL: _, ...inherited } = process.env
  const out: string[] = []
  const errors: string[] = []
  const code = await runCli(args, {
    env: { ...inherited, ...env },
    print: (line) => out.push(line),
    printError: (line) => errors.push(line),
  })
  return { code, stdout: out.join('\n'), stderr: errors.join('\n') }
}

it('manages projects through the running server, which serves them at once', async () => {
  // Only the owner may read the token the server left for the CLI.
  expect(statSync(operatorTokenPath(`${dataDir}-keys`)).mode & 0o777).toBe(0o600)
  const created = await airlock(
    'project',
    'create',
    '--id',
    'added-live',
    '--name',
    'Added live',
    '--origin',
    'http://localhost:5173',
  )
  expect(created).toMatchObject({ code: 0, stdout: 'added-live' })
  // The server that holds the database answers for the new project without a restart.
  const config = await fetch(`${serverUrl}/appkit/v1/config?projectId=added-live&st=appkit&sv=1`, {
    headers: { origin: 'http://localhost:5173' },
  })
  expect(config.status).toBe(200)
  expect((await airlock('project', 'set', 'added-live', '--feature', 'swaps=off')).code).toBe(0)
  const history = await airlock('project', 'history', 'added-live')
  expect(history.stdout).toContain('project.update')
  expect(history.stdout).toContain('project.create')
  expect(history.stdout).toContain('operator token')
  // Bad input still gets the usage, exit 2, from the server's own validation.
  const bad = await airlock('project', 'create', '--name', 'X', '--origin', 'http://*')
  expect(bad.code).toBe(2)
  expect(bad.stderr).toContain('allowedOrigins')
  const unconfirmed = await airlock('project', 'delete', 'added-live')
  expect(unconfirmed.code).toBe(2)
  expect((await airlock('project', 'delete', 'added-live', '--confirm', 'added-live')).code).toBe(0)
  expect((await airlock('project', 'show', 'added-live')).stderr).toContain('not found')
})

it('makes a console setup link through the running server, which makes the admin from it', async () => {
  const made = await airlock('admin', 'create', '--role', 'viewer')
  expect(made.code).toBe(0)
  const token = /#setup=([\w-]+)$/.exec(made.stdout)?.[1]
  expect(made.stdout).toContain(`${serverUrl}/console/#setup=`)
  const setup = await fetch(`${serverUrl}/admin/v1/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, name: 'viewer-from-cli', password: 'twelve chars or more' }),
  })
  expect(setup.status).toBe(201)
  expect(await setup.json()).toMatchObject({ admin: { name: 'viewer-from-cli', role: 'viewer' } })
})

it('leaves catalogue and analytics commands refused while the server holds the database', async () => {
  const stats = await airlock('catalogue', 'stats')
  expect(stats.code).toBe(1)
  expect(stats.stderr).toContain('The Airlock server is running')
})

it('removes its token when it stops', async () => {
  const path = operatorTokenPath(`${dataDir}-keys`)
  expect(existsSync(path)).toBe(true)
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(existsSync(path)).toBe(false)
})
