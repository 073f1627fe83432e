import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Devnet, getFreePort, startDevnet } from '@airlock/devnet'
import pg from 'pg'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const builtServer = join(repoRoot, 'apps/server/dist/main.js')
const nginxConfig = join(repoRoot, 'deploy/nginx/airlock.conf')

export type ReplicaStackParameters = {
  /** Defaults to 3. */
  replicas?: number
  /** The machine's Postgres; a database of the stack's own is created in it and dropped after. */
  databaseUrl?: string
  /** The machine's Redis, with a database index of the stack's own. */
  redisUrl?: string
  /** More environment for every replica (such as `SMTP_URL`). */
  env?: Record<string, string>
  /**
   * Node options for every replica before the server's script, such as `--cpu-prof` (which
   * `NODE_OPTIONS` refuses). Defaults to none.
   */
  nodeArguments?: readonly string[]
  /** Progress lines. Defaults to none. */
  log?: (line: string) => void
  /**
   * A devnet data dir already seeded (`seedReplicaDevnet`): the chains start from a copy of it
   * in a second. Defaults to none: they seed 60 days of history first (a minute or more on a
   * busy machine).
   */
  devnetSnapshot?: string
  /** How long the devnet, each replica and nginx may take to come up. Defaults to 180 s. */
  startTimeoutMs?: number
}

export type Replica = {
  index: number
  port: number
  url: string
  /** `ws://127.0.0.1:<port>/relay`: this replica's relay, without nginx. */
  relayUrl: string
  process: ChildProcess
  /** Its `/metrics` (asked directly, from loopback). */
  metrics(): Promise<string>
  /** Starts it again (after a kill) on the same port. */
  restart(): Promise<void>
}

export type ReplicaStack = {
  /** nginx: `http://127.0.0.1:<port>`. */
  url: string
  relayUrl: string
  replicas: Replica[]
  devnet: Devnet
  /** The last lines of nginx's error log (upstream failures and resets show there). */
  nginxErrors(): Promise<string>
  stop(): Promise<void>
}

const defaults = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  // Index 11: apart from the tests' and npm start's default database 0.
  redisUrl: 'redis://127.0.0.1:6379/11',
}

/**
 * Why the stack cannot run here, or `undefined` when it can: nginx installed, Postgres and Redis
 * answering, the server built.
 */
export async function replicaStackUnavailable(
  { databaseUrl = defaults.databaseUrl, redisUrl = defaults.redisUrl } = {} as {
    databaseUrl?: string
    redisUrl?: string
  },
): Promise<string | undefined> {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' })
  } catch {
    return 'nginx is not installed (apt-get install nginx; .ci/run does)'
  }
  for (const [name, url] of [
    ['Postgres', databaseUrl],
    ['Redis', redisUrl],
  ] as const)
    if (!(await answers(new URL(url)))) return `${name} does not answer at ${new URL(url).host}`
  if (!existsSync(builtServer)) return 'the server is not built (npm run build)'
  return undefined
}

/**
 * Starts the devnet chains (free ports), N built server replicas (`node apps/server/dist/main.js`)
 * on one Postgres database and one Redis, and nginx in front of them with the repository's
 * config (`deploy/nginx/airlock.conf`). Everything on 127.0.0.1, ports chosen free.
 */
export async function startReplicaStack({
  replicas: count = 3,
  databaseUrl = defaults.databaseUrl,
  redisUrl = defaults.redisUrl,
  env = {},
  nodeArguments = [],
  log = () => {},
  devnetSnapshot,
  startTimeoutMs = 180_000,
}: ReplicaStackParameters = {}): Promise<ReplicaStack> {
  const work = await mkdtemp(join(tmpdir(), 'airlock-replicas-'))
  const cleanups: (() => Promise<unknown>)[] = [() => rm(work, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  }
  try {
    // A database of the stack's own, dropped at the end.
    const database = `airlock_replicas_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.end()
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${database} with (force)`)
      await dropper.end()
    })
    const replicaDatabaseUrl = Object.assign(new URL(databaseUrl), { pathname: `/${database}` })

    log(
      devnetSnapshot
        ? 'starting the devnet chains from a seeded copy'
        : 'seeding the devnet chains',
    )
    const ports = new Set<number>()
    const free = async () => {
      let port = await getFreePort()
      while (ports.has(port)) port = await getFreePort()
      ports.add(port)
      return port
    }
    const [port31337, port31338] = [await free(), await free()]
    if (devnetSnapshot) await cp(devnetSnapshot, join(work, 'devnet'), { recursive: true })
    const devnet = await withDeadline(
      startDevnet({
        dataDir: join(work, 'devnet'),
        ports: { 31337: port31337, 31338: port31338 },
        // The Solana chain too: its history follower takes a lease per cluster, as the indexers do.
        solana: { port: await free(), wsPort: await free() },
        fund: [],
        log,
      }),
      startTimeoutMs,
      'the devnet chains',
      (late) => late.stop(),
    )
    cleanups.push(() => devnet.stop())
    const rpc = (chainId: number) =>
      devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''

    const nginxPort = await getFreePort()
    const publicUrl = `http://127.0.0.1:${nginxPort}`
    const shared = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: replicaDatabaseUrl.toString(),
      REDIS_URL: redisUrl,
      // Keys and channels of this stack only: counts never leak between runs.
      REDIS_PREFIX: `${database}:`,
      RPC_URL_31337: rpc(31337),
      RPC_URL_31338: rpc(31338),
      ...(devnet.solana
        ? { [`RPC_URL_${devnet.solana.caipNetworkId}`]: devnet.solana.rpcUrl }
        : {}),
      TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
      WALLET_KEK: randomBytes(32).toString('base64'),
      ONRAMP_QUOTE_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      ...env,
    }
    const replicas: Replica[] = []
    for (let index = 1; index <= count; index += 1) {
      const port = await getFreePort()
      const dataDir = join(work, `replica-${index}`)
      const replica: Replica = {
        index,
        port,
        url: `http://127.0.0.1:${port}`,
        relayUrl: `ws://127.0.0.1:${port}/relay`,
        process: undefined as unknown as ChildProcess,
        metrics: async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
        restart: async () => {
          replica.process = await startReplica(
            { ...shared, PORT: String(port), DATA_DIR: dataDir },
            nodeArguments,
            startTimeoutMs,
          )
        },
      }
      await replica.restart()
      replicas.push(replica)
      cleanups.push(() => stopProcess(replica.process))
      log(`replica ${index} on port ${port}`)
    }

    const upstreams = replicas
      .map((replica) => `server 127.0.0.1:${replica.port} max_fails=1 fail_timeout=5s;`)
      .join('\n  ')
    const site = (await readFile(nginxConfig, 'utf8'))
      .replace(/^(\s*)listen __LISTEN__;$/m, `$1listen 127.0.0.1:${nginxPort};`)
      .replace(/^(\s*)__UPSTREAMS__$/m, `$1${upstreams}`)
    await mkdir(join(work, 'nginx'), { recursive: true })
    await writeFile(join(work, 'nginx', 'airlock.conf'), site)
    await writeFile(
      join(work, 'nginx', 'nginx.conf'),
      [
        'worker_processes 1;',
        // Each relay socket is two connections here (client and upstream): as many as the
        // machine's open-file limit (20,000 here) allows.
        'worker_rlimit_nofile 20000;',
        `pid ${join(work, 'nginx', 'nginx.pid')};`,
        `error_log ${join(work, 'nginx', 'error.log')} warn;`,
        'events { worker_connections 19000; }',
        'http {',
        '  access_log off;',
        // nginx closes a client's connection after its 1,000th request (`Connection: close`);
        // autocannon writes its next request before it sees the close, and now and then that
        // write meets the reset: a socket error in the load figures that no user would see.
        '  keepalive_requests 1000000;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(work, 'nginx', kind)};`,
        ),
        `  include ${join(work, 'nginx', 'airlock.conf')};`,
        '}',
      ].join('\n'),
    )
    const nginx = spawn(
      'nginx',
      ['-p', join(work, 'nginx'), '-c', join(work, 'nginx', 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    cleanups.push(() => stopProcess(nginx))
    await waitUntilAnswers(`${publicUrl}/health/live`, nginx)
    log(`nginx on ${publicUrl}`)
    return {
      url: publicUrl,
      relayUrl: `ws://127.0.0.1:${nginxPort}/relay`,
      replicas,
      devnet,
      nginxErrors: async () =>
        (await readFile(join(work, 'nginx', 'error.log'), 'utf8').catch(() => ''))
          .split('\n')
          .slice(-20)
          .join('\n'),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Seeds the devnet chains once into `dataDir` (free ports, stopped after), for
 * `startReplicaStack({ devnetSnapshot })`: a bench that starts several stacks seeds once.
 */
export async function seedReplicaDevnet({
  dataDir,
  log = () => {},
  timeoutMs = 600_000,
}: {
  dataDir: string
  log?: (line: string) => void
  timeoutMs?: number
}): Promise<void> {
  const ports = [await getFreePort(), await getFreePort(), await getFreePort(), await getFreePort()]
  if (new Set(ports).size < ports.length) return seedReplicaDevnet({ dataDir, log, timeoutMs })
  const [port31337, port31338, port, wsPort] = ports as [number, number, number, number]
  const devnet = await withDeadline(
    startDevnet({
      dataDir,
      ports: { 31337: port31337, 31338: port31338 },
      solana: { port, wsPort },
      fund: [],
      log,
    }),
    timeoutMs,
    'seeding the devnet chains',
    (late) => late.stop(),
  )
  await devnet.stop()
}

/**
 * `promise`, or a rejection naming `what` after `ms`; `late` cleans up what the promise gives
 * after that.
 */
async function withDeadline<value>(
  promise: Promise<value>,
  ms: number,
  what: string,
  late: (value: value) => Promise<unknown>,
): Promise<value> {
  let timedOut = false
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true
          reject(new Error(`${what} did not come up within ${Math.round(ms / 1000)} s`))
        }, ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
    if (timedOut) promise.then(late, () => {})
  }
}

async function startReplica(
  env: Record<string, string>,
  nodeArguments: readonly string[],
  timeoutMs: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArguments, builtServer], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout?.setEncoding('utf8')
  let buffered = ''
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      buffered = (buffered + chunk).slice(-4096)
      if (buffered.includes('"server listening"')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`a replica exited with ${code}: ${buffered}`)))
  })
  try {
    await withDeadline(listening, timeoutMs, `a replica (port ${env.PORT})`, async () => {})
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}; its last output: ${buffered.slice(-1000)}`)
  }
  return child
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

/** Asks `url` until it answers 200; fails at once if `child` exits. */
async function waitUntilAnswers(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (child.exitCode === null) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    // A probe every 50 ms until nginx listens (it takes a few milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nginx exited with ${child.exitCode}`)
}

function answers(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port) })
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
