// Figures of the WalletConnect relay (apps/server/src/relay): pairing and personal_sign with the
// official clients, message throughput over N publishing pairs, and sockets held at once. The
// server runs in a child process (`startServer`: PGlite in a temporary DATA_DIR, or Postgres at
// BENCH_DATABASE_URL; memory bus, or Redis at BENCH_REDIS_URL), so the load generators here do
// not share its event loop.
// Every part is bounded in time and stops itself. Run it on its own:
//   npx tsx --conditions=@airlock/source -e "import('./bench/relay.ts').then(m=>m.benchRelay()).then(console.log)"
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchClients, benchSockets, benchThroughput } from './relayLoad.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

export type BenchRelayParameters = {
  /** Pairings timed with the official clients. Defaults to `5`. */
  pairings?: number
  /** personal_sign round trips timed over one session. Defaults to `30`. */
  signatures?: number
  /** Publishing pairs (two raw clients on one topic). Defaults to `50`. */
  pairs?: number
  /** Messages each pair's publisher sends. Defaults to `200`. */
  messagesPerPair?: number
  /** Publishes each publisher keeps in flight. Defaults to `10`. */
  window?: number
  /** Bytes of each message (base64, like the clients' envelopes). Defaults to `600`. */
  messageBytes?: number
  /** Sockets to open and hold. Defaults to `5000`. */
  sockets?: number
  /** Seconds to hold them. Defaults to `10`. */
  holdSeconds?: number
  /** The whole run's ceiling, in seconds. Defaults to `300`. */
  timeoutSeconds?: number
}

/**
 * Measures the relay against a server started for the purpose (its limits raised so the load
 * generator, one IP address, is not rate-limited):
 * - `pairing.*Ms`: the dapp's `connect()` returned the URI (it is shown) → `approval()` resolved
 *   (session settled), sign-client 2.21.8 and walletkit 1.2.10;
 * - `personalSign.*Ms`: `request({ method: 'personal_sign' })` → signature, over that session;
 * - `throughput.*`: `pairs` raw clients publishing `messagesPerPair` each to their partner,
 *   `window` in flight: delivered messages per second and publish → delivery latency;
 * - `sockets.*`: `sockets` raw clients with valid JWTs, each subscribed to a topic, held for
 *   `holdSeconds`: how many opened, how long it took, how many dropped, the server's RSS.
 *
 * @param parameters - Sizes; the defaults aim at 5,000 sockets.
 * @returns The figures, by name.
 *
 * @example
 * import { benchRelay } from './bench/relay.ts'
 * console.log(await benchRelay({ sockets: 1000 }))
 */
export async function benchRelay(
  parameters: BenchRelayParameters = {},
): Promise<Record<string, number>> {
  const {
    pairings = 5,
    signatures = 30,
    pairs = 50,
    messagesPerPair = 200,
    window = 10,
    messageBytes = 600,
    sockets = 5000,
    holdSeconds = 10,
    timeoutSeconds = 300,
  } = parameters
  const deadline = Date.now() + timeoutSeconds * 1000
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-relay-'))
  const server = await startRelayServer(dataDir)
  const figures: Record<string, number> = {}
  try {
    Object.assign(figures, await benchClients(server.relayUrl, { pairings, signatures }))
    Object.assign(
      figures,
      await benchThroughput(server.relayUrl, {
        pairs,
        messagesPerPair,
        window,
        messageBytes,
        deadline,
      }),
    )
    Object.assign(
      figures,
      await benchSockets(server.relayUrl, {
        sockets,
        holdSeconds,
        deadline,
        pids: [server.child.pid],
      }),
    )
    return figures
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

type RelayServer = { relayUrl: string; child: ChildProcess; stop(): Promise<void> }

// The server process: `startServer` with the relay's per-client and per-IP limits lifted (all
// the load comes from this one process and address) and chains pointed at a closed port.
const serverProgram = `
import { loadConfig, startServer } from '@airlock/server'
const closed = 'http://127.0.0.1:9'
const config = {
  ...loadConfig({
    DATA_DIR: process.env.BENCH_DATA_DIR,
    LOG_LEVEL: 'silent',
    RPC_URL_31337: closed,
    RPC_URL_31338: closed,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  }),
  port: 0,
}
const unlimited = { capacity: 1e9, refillPerSecond: 1e9 }
const server = await startServer({
  config,
  relay: {
    limits: {
      publishPerClient: unlimited,
      publishPerIp: unlimited,
      framesPerConnection: unlimited,
      maxConnectionsPerIp: 1e6,
    },
  },
})
process.stdout.write(JSON.stringify({ relayUrl: server.relayUrl }) + '\\n')
process.on('SIGTERM', () => server.close().then(() => process.exit(0), () => process.exit(1)))
`

async function startRelayServer(dataDir: string): Promise<RelayServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', '--input-type=module', '-e', serverProgram],
    {
      cwd: root,
      env: { ...process.env, BENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const relayUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error('relay server did not start in 60 s')), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'))
      if (!line) return
      clearTimeout(timer)
      resolve((JSON.parse(line) as { relayUrl: string }).relayUrl)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`relay server exited with ${code}`))
    })
  })
  return {
    relayUrl,
    child,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
