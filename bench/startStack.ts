import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertPortsFree } from '../scripts/assertPortsFree.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The ports `scripts/start.ts` reads from the environment. */
export type StackPorts = {
  DEVNET_PORT: number
  DEVNET_L2_PORT: number
  /** The Solana chain's ports; `scripts/start.ts` uses 8899 and 8900 without them. */
  SOLANA_PORT?: number
  SOLANA_WS_PORT?: number
  PORT: number
  SECURE_PORT: number
  SANDBOX_PORT: number
  /** The sandbox's SMTP inbox; `scripts/start.ts` uses 8791 without it. */
  SANDBOX_SMTP_PORT?: number
  WEB_PORT: number
}

export type StartStackParameters = {
  ports: StackPorts
  /** Holds the devnet's chains and the server's data; an empty one makes a cold start. */
  dataDir: string
  /** Gives up (and stops what started) after this many ms. */
  timeoutMs: number
}

export type Stack = {
  /** ms from spawning `scripts/start.ts` to every part answering. */
  startMs: number
  /** Stops every part and resolves once all the ports are free again. */
  stop(): Promise<void>
}

async function chainAnswers(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return response.ok
}

async function allHealthy(ports: StackPorts): Promise<boolean> {
  try {
    const checks = await Promise.all([
      fetch(`http://127.0.0.1:${ports.PORT}/health`).then((r) => r.status === 200),
      fetch(`http://127.0.0.1:${ports.SECURE_PORT}/health`).then((r) => r.ok),
      fetch(`http://127.0.0.1:${ports.SANDBOX_PORT}/health`).then((r) => r.ok),
      fetch(`http://127.0.0.1:${ports.WEB_PORT}/`).then((r) => r.ok),
      chainAnswers(ports.DEVNET_PORT),
      chainAnswers(ports.DEVNET_L2_PORT),
      fetch(`http://127.0.0.1:${ports.SOLANA_PORT ?? 8899}/health`).then((r) => r.ok),
    ])
    return checks.every(Boolean)
  } catch {
    return false
  }
}

/**
 * Starts the product as `npm start` does (`scripts/start.mjs` in a child process, on the given
 * ports) and resolves once every part is healthy.
 *
 * @param parameters - Ports, data dir and how long to wait.
 * @returns How long the start took, and a way to stop it.
 *
 * @example
 * import { startStack } from './bench/startStack.ts'
 * const stack = await startStack({ ports, dataDir, timeoutMs: 90_000 })
 * await stack.stop()
 */
export async function startStack({
  ports,
  dataDir,
  timeoutMs,
}: StartStackParameters): Promise<Stack> {
  const named = Object.entries(ports).map(([name, port]) => ({ name, port }))
  await assertPortsFree(named)
  const started = performance.now()
  // Node itself, as `npm start` runs it (`scripts/start.mjs`, the bundle of `scripts/start.ts`): no
  // tsx command, a parent process that, when the stop signal is not acknowledged within 30 ms (a
  // busy machine), SIGKILLs the script mid-stop and leaves its chains holding their ports.
  const child = spawn(process.execPath, ['--conditions=@airlock/source', 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      PUBLIC_URL: `http://127.0.0.1:${ports.PORT}`,
      DEVNET_DATA_DIR: join(dataDir, 'devnet'),
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      // The load benches speak for many clients behind one proxy (X-Forwarded-For), as in
      // production; without this every request would count against 127.0.0.1's rate limits.
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
    await assertPortsFree(named)
  }
  try {
    const deadline = started + timeoutMs
    while (!(await allHealthy(ports))) {
      if (child.exitCode !== null || performance.now() > deadline)
        throw new Error(`start failed or timed out:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { startMs: performance.now() - started, stop }
}
