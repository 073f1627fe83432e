import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDataDir, describeEachBackend } from '../test/backends.js'
import { runCli } from './cli/runCli.js'
import { createLogger } from './createLogger.js'
import { createDatabase, type DatabaseHandle } from './db/createDatabase.js'
import { createProjectRepository } from './db/createProjectRepository.js'
import { errorHandler } from './middleware/errorHandler.js'
import { analyticsRoutes } from './routes/analytics.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
// A ceiling for a hung run, not a pace: the commands run in this process, on a warm module cache.
const timeout = 120_000

type Result = { code: number | null; stdout: string; stderr: string }

/** Runs `npm run airlock -- …` in this process, as the entry point does, and collects its output. */
async function airlock(args: string[], env: Record<string, string | undefined>): Promise<Result> {
  const { DATABASE_URL: _, ...inherited } = process.env
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(args, {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    print: (line) => stdout.push(line),
    printError: (line) => stderr.push(line),
  })
  return { code, stdout: stdout.join('\n').trim(), stderr: stderr.join('\n').trim() }
}

/** Runs the real entry point in a process of its own, minus npm. */
function airlockProcess(args: string[]): Promise<Result> {
  const child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', 'apps/server/src/cli.ts', ...args],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' } },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }))
  })
}

it(
  'the entry point exits with the code of the command it ran',
  async () => {
    const unknown = await airlockProcess(['bogus'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command group "bogus".')
    expect(unknown.stderr).toContain('Usage: npm run airlock')
  },
  timeout,
)

describeEachBackend('npm run airlock', (backend) => {
  let env: Record<string, string | undefined>
  let dataDir: string
  // PGlite is opened between runs only, as the CLI refuses to share it; Postgres stays open.
  let openDatabase: () => Promise<DatabaseHandle>
  let dispose: () => Promise<void>

  beforeAll(async () => {
    if (backend.name === 'pglite') {
      dataDir = await createDataDir()
      env = { DATA_DIR: dataDir }
      openDatabase = () => createDatabase({ config: { dataDir, databaseUrl: undefined } })
      dispose = () => rm(dataDir, { recursive: true, force: true })
    } else {
      const database = await backend.open()
      dataDir = await mkdtemp(join(tmpdir(), 'airlock-cli-test-'))
      env = { DATA_DIR: dataDir, DATABASE_URL: database.config.databaseUrl }
      openDatabase = async () => ({ ...database, close: async () => {} })
      dispose = async () => {
        await database.dispose()
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  }, timeout)
  afterAll(() => dispose?.())

  it.concurrent(
    'creates, lists and changes projects, and counts their analytics',
    async ({ expect }) => {
      const created = await airlock(
        ['project', 'create', '--name', 'My dapp', '--origin', 'https://app.example.org'],
        env,
      )
      expect(created).toMatchObject({ code: 0, stderr: '' })
      const id = created.stdout
      expect(id).toMatch(/^[0-9a-f]{32}$/)

      const set = await airlock(
        [
          'project',
          'set',
          id,
          '--origin',
          'http://localhost:*',
          '--feature',
          'swaps=off',
          '--socials',
          'google,github',
          '--analytics',
          'on',
        ],
        env,
      )
      expect(set).toEqual({
        code: 0,
        stdout: `Updated project ${id}: swaps off, socials google,github, analytics on`,
        stderr: '',
      })

      const list = await airlock(['project', 'list'], env)
      expect(list.code).toBe(0)
      expect(list.stdout.split('\n')).toEqual([
        expect.stringMatching(/^ID {32}NAME {5}ORIGINS {37}SETTINGS$/),
        `${id}  My dapp  https://app.example.org http://localhost:*  swaps off, socials google,github, analytics on`,
      ])

      // Events arrive through the HTTP route, as a browser would send them.
      const database = await openDatabase()
      try {
        const app = new Hono().route(
          '/',
          analyticsRoutes({ db: database.db, projects: createProjectRepository(database.db) }),
        )
        app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
        for (const event of ['MODAL_OPEN', 'MODAL_OPEN', 'CONNECT_SUCCESS']) {
          const response = await app.request(`/e?projectId=${id}`, {
            method: 'POST',
            headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
            body: JSON.stringify({
              eventId: crypto.randomUUID(),
              url: 'http://localhost:3000/',
              domain: 'localhost',
              timestamp: Date.now(),
              props: { type: 'track', event },
            }),
          })
          expect(response.status).toBe(202)
        }
      } finally {
        await database.close()
      }

      const counts = await airlock(['analytics', '--project', id, '--days', '1'], env)
      expect(counts.code).toBe(0)
      expect(counts.stdout.replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD')).toMatchInlineSnapshot(`
        "DAY         TYPE   EVENT            COUNT
        YYYY-MM-DD  track  CONNECT_SUCCESS      1
        YYYY-MM-DD  track  MODAL_OPEN           2
        3 events today (UTC)."
      `)
    },
    timeout,
  )

  it(
    'admin create prints a one-time console setup link for an owner or a viewer',
    async () => {
      const made = await airlock(['admin', 'create', '--role', 'viewer'], {
        ...env,
        PUBLIC_URL: 'https://airlock.example.org',
      })
      expect(made.code).toBe(0)
      expect(made.stdout).toMatch(
        /^One-time link for a new viewer \(valid until \d{4}-[\d-]+T[\d:.]+Z\):\nhttps:\/\/airlock\.example\.org\/console\/#setup=[\w-]{43}$/,
      )
      const bad = await airlock(['admin', 'create', '--role', 'root'], env)
      expect(bad.code).toBe(2)
      expect(bad.stderr).toContain('--role: expected owner or viewer.')
    },
    timeout,
  )

  // Concurrent with the test above, in directories of its own: its runs are short, and they
  // overlap those of the other.
  it.concurrent(
    'exits 2 with the usage on bad input, and 1 when the server holds DATA_DIR',
    async ({ expect }) => {
      const lockedDir = await mkdtemp(join(tmpdir(), 'airlock-cli-locked-'))
      const badDir = backend.name === 'pglite' ? await createDataDir() : dataDir
      // The test's parent process stands in for a running server: a live pid that is not the
      // CLI's (the CLI runs in this process).
      await writeFile(
        join(lockedDir, 'airlock.lock'),
        JSON.stringify({ pid: process.ppid, owner: 'server' }),
      )
      try {
        const [bad, locked] = await Promise.all([
          airlock(['project', 'create', '--name', 'X', '--origin', 'ftp://x'], {
            ...env,
            DATA_DIR: badDir,
          }),
          airlock(['project', 'list'], { ...env, DATA_DIR: lockedDir }),
        ])
        expect(bad.code).toBe(2)
        expect(bad.stderr).toContain('Invalid project field "allowedOrigins[0]"')
        expect(bad.stderr).toContain('Usage: npm run airlock')
        if (backend.name === 'pglite') {
          expect(locked.code).toBe(1)
          expect(locked.stderr.split('\n')[0]).toBe(
            `The Airlock server is running on ${lockedDir}; stop it first, or use DATABASE_URL`,
          )
        } else {
          // With DATABASE_URL nothing opens DATA_DIR, so its lock does not matter.
          expect(locked.code).toBe(0)
        }
      } finally {
        await rm(lockedDir, { recursive: true, force: true })
        if (badDir !== dataDir) await rm(badDir, { recursive: true, force: true })
      }
    },
    timeout,
  )
})
