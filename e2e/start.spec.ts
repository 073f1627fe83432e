import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { assertPortsFree } from '../scripts/assertPortsFree.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs `npm start`'s script to its end and returns what it printed and its exit code. */
function start(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@airlock/source', 'scripts/start.mjs'],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 },
  )
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

/**
 * Asks the running stack for its health on a fresh connection. A pooled keep-alive socket can be
 * closed by the server's idle timeout just as the next request goes out, which fails the request
 * for a reason that has nothing to do with the stack.
 */
function healthStatus() {
  return new Promise<number | undefined>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port: Number(process.env.PORT ?? 8787), path: '/health', agent: false },
      (response) => {
        response.resume()
        resolve(response.statusCode)
      },
    )
    request.on('error', reject)
  })
}

test('a malformed environment variable stops the start, naming the variable', async () => {
  const { code, output } = start({ PORT: 'abc' })
  expect(code).toBe(1)
  expect(output).toContain(
    'Airlock could not start: Invalid environment variable PORT: expected an integer from 1 to 65535, got "abc"',
  )
  expect(await healthStatus()).toBe(200)
})

test('a second start on the running stack stops, naming the start that runs, and leaves it alone', async () => {
  // The stack under test holds every default port and the devnet's data dir (its chains.lock),
  // so a second start finds that start still running and says so before trying any port.
  const { code, output } = start({})
  expect(code).toBe(1)
  expect(output).toMatch(
    /Airlock could not start: The devnet of \S+ is already running \(process \d+\)/,
  )
  expect(await healthStatus()).toBe(200)
})

/**
 * Starts a second stack beside the one under test, on ports of its own, with a copy of the
 * devnet's state (so it need not seed) but not its chains.lock, which records the running stack's
 * chains. `command` is `node …scripts/start.mjs` or `npm start`.
 */
async function startBeside(command: 'node' | 'npm') {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-stop-'))
  cpSync(join(root, '.devnet'), join(dir, 'devnet'), {
    recursive: true,
    filter: (source) => !source.endsWith('chains.lock'),
  })
  const ports = {
    DEVNET_PORT: 28545,
    DEVNET_L2_PORT: 28546,
    PORT: 28787,
    SECURE_PORT: 28788,
    SANDBOX_PORT: 28790,
    SANDBOX_SMTP_PORT: 28791,
    WEB_PORT: 23000,
    SOLANA_PORT: 28899,
    SOLANA_WS_PORT: 28900,
  }
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    PUBLIC_URL: `http://127.0.0.1:${ports.PORT}`,
    SECURE_ORIGIN_URL: `http://localhost:${ports.SECURE_PORT}`,
    DATA_DIR: join(dir, 'data'),
    DEVNET_DATA_DIR: join(dir, 'devnet'),
    DATABASE_URL: '',
  }
  // No shell between the test and npm: a process manager signals npm's own PID.
  const child =
    command === 'npm'
      ? spawn('npm', ['start'], { cwd: root, env })
      : spawn(process.execPath, ['--conditions=@airlock/source', 'scripts/start.mjs'], {
          cwd: root,
          env,
        })
  let output = ''
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('Press Ctrl-C to stop.')) resolve()
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', () => reject(new Error(`start exited early:\n${output}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    dir,
    ready,
    exited,
    output: () => output,
    portsFree: () => assertPortsFree(Object.entries(ports).map(([name, port]) => ({ name, port }))),
    dispose: () => {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

test('SIGTERM stops every part: all ports freed, the database lock released, exit code 0', async () => {
  test.setTimeout(90_000)
  const stack = await startBeside('node')
  try {
    await stack.ready
    expect(existsSync(join(stack.dir, 'data', 'airlock.lock'))).toBe(true)
    stack.child.kill('SIGTERM')
    expect(await stack.exited).toBe(0)
    await stack.portsFree()
    expect(existsSync(join(stack.dir, 'data', 'airlock.lock'))).toBe(false)
  } finally {
    stack.dispose()
  }
})

test("under a process manager: every URL the banner prints answers 200, and SIGINT to npm's own PID stops every part", async () => {
  test.setTimeout(120_000)
  const stack = await startBeside('npm')
  try {
    await stack.ready
    const banner = stack.output().slice(stack.output().indexOf('Airlock is ready'))
    const urls = [...new Set(banner.match(/https?:\/\/[^\s)]+/g) ?? [])]
    // The web app, the server's health, the secure origin, the sandbox, its inbox and the identity
    // provider; the chains are printed without a scheme (JSON-RPC is not a page).
    expect(urls.length).toBeGreaterThanOrEqual(5)
    const statuses = await Promise.all(
      urls.map(async (url) => [url, (await fetch(url)).status] as const),
    )
    expect(statuses).toEqual(urls.map((url) => [url, 200]))

    stack.child.kill('SIGINT')
    await stack.exited
    await stack.portsFree()
  } finally {
    stack.dispose()
  }
})
