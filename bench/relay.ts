// Figures of the WalletConnect relay (apps/server/src/relay): pairing and personal_sign with the
// official clients, message throughput over N publishing pairs, and sockets held at once. The
// server runs in a child process (`startServer`: PGlite in a temporary DATA_DIR, or Postgres at
// BENCH_DATABASE_URL; memory bus, or Redis at BENCH_REDIS_URL), so the load generators here do
// not share its event loop.
// Every part is bounded in time and stops itself. Run it on its own:
//   npx tsx --conditions=@airlock/source -e "import('./bench/relay.ts').then(m=>m.benchRelay()).then(console.log)"
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createTestDapp, createTestWallet } from '../apps/server/test/relay/walletConnectClients.ts'
import {
  connectRelayClient,
  createRelayIdentity,
  type RelayTestClient,
} from '../apps/server/test/relayClient.ts'

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

let clientRuns = 0

/** Pairing and personal_sign with the official clients (sign-client dapp, walletkit wallet). */
export async function benchClients(
  relayUrl: string,
  { pairings, signatures }: { pairings: number; signatures: number },
) {
  const account = mnemonicToAccount('test test test test test test test test test test test junk')
  // Names of their own per run: a second Core of the same name in one process would be the first
  // one again, still on the first run's relay.
  clientRuns += 1
  const dapp = await createTestDapp(relayUrl, `airlock-bench-dapp-${clientRuns}`)
  const { core, wallet } = await createTestWallet(relayUrl, `airlock-bench-wallet-${clientRuns}`)
  const chainId = 'eip155:31337'
  try {
    wallet.on('session_proposal', ({ id }) => {
      wallet
        .approveSession({
          id,
          namespaces: {
            eip155: {
              chains: [chainId],
              accounts: [`${chainId}:${account.address}`],
              methods: ['personal_sign'],
              events: [],
            },
          },
        })
        .catch(() => {})
    })
    wallet.on('session_request', async ({ id, topic, params: { request } }) => {
      const [message] = request.params as [`0x${string}`]
      const result = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    })
    const pairingMs: number[] = []
    let topic = ''
    for (let index = 0; index < pairings; index += 1) {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: [chainId], methods: ['personal_sign'], events: [] },
        },
      })
      const shown = performance.now()
      await wallet.pair({ uri: uri as string })
      topic = (await withTimeout(approval(), 30_000, 'pairing')).topic
      pairingMs.push(performance.now() - shown)
    }
    const signMs: number[] = []
    for (let index = 0; index < signatures; index += 1) {
      const started = performance.now()
      await withTimeout(
        dapp.request({
          topic,
          chainId,
          request: { method: 'personal_sign', params: [toHex(`bench ${index}`), account.address] },
        }),
        30_000,
        'personal_sign',
      )
      signMs.push(performance.now() - started)
    }
    return {
      'pairing.medianMs': round(percentile(pairingMs, 50)),
      'pairing.maxMs': round(Math.max(...pairingMs)),
      'personalSign.medianMs': round(percentile(signMs, 50)),
      'personalSign.p99Ms': round(percentile(signMs, 99)),
    }
  } finally {
    await Promise.allSettled([dapp.core.relayer.transportClose(), core.relayer.transportClose()])
  }
}

/** Raw clients in publisher → reader pairs: delivered messages a second and publish → delivery latency. */
export async function benchThroughput(
  relayUrl: string,
  parameters: {
    pairs: number
    messagesPerPair: number
    window: number
    messageBytes: number
    deadline: number
  },
) {
  const { pairs, messagesPerPair, window, messageBytes, deadline } = parameters
  const clients: RelayTestClient[] = []
  try {
    const pairsOpen = await Promise.all(
      Array.from({ length: pairs }, async () => {
        const topic = randomBytes(32).toString('hex')
        const [publisher, reader] = await Promise.all([
          connectRelayClient(relayUrl),
          connectRelayClient(relayUrl),
        ])
        clients.push(publisher, reader)
        await Promise.all(
          [publisher, reader].map((client) => client.request('irn_subscribe', { topic })),
        )
        return { topic, publisher, reader }
      }),
    )
    const padding = randomBytes(messageBytes).toString('base64').slice(0, messageBytes)
    const sentAt = new Map<string, number>()
    let refused = 0
    const started = performance.now()
    await Promise.all(
      pairsOpen.map(async ({ topic, publisher }, pair) => {
        let next = 0
        const worker = async () => {
          while (next < messagesPerPair && Date.now() < deadline) {
            const key = `${pair}.${next++}`
            const message = `${key}.${padding}`.slice(0, Math.max(messageBytes, key.length + 1))
            sentAt.set(key, performance.now())
            const answer = await publisher.request('irn_publish', {
              topic,
              message,
              ttl: 300,
              tag: 1108,
            })
            if (answer.error) refused += 1
          }
        }
        await Promise.all(Array.from({ length: window }, worker))
      }),
    )
    const expected = pairs * messagesPerPair - refused
    const delivered = () => pairsOpen.reduce((sum, { reader }) => sum + reader.messages.length, 0)
    const waitUntil = Math.min(deadline, Date.now() + 30_000)
    while (delivered() < expected && Date.now() < waitUntil) await sleep(20)
    const latencies: number[] = []
    let last = started
    for (const { reader } of pairsOpen)
      for (const message of reader.messages) {
        const key = message.message.split('.', 2).join('.')
        const sent = sentAt.get(key)
        if (sent !== undefined) latencies.push(message.receivedAt - sent)
        last = Math.max(last, message.receivedAt)
      }
    return {
      'throughput.pairs': pairs,
      'throughput.messages': pairs * messagesPerPair,
      'throughput.messagesPerSecond': Math.round(latencies.length / ((last - started) / 1000)),
      'throughput.p50Ms': round(percentile(latencies, 50)),
      'throughput.p99Ms': round(percentile(latencies, 99)),
      'throughput.refused': refused,
      'throughput.lost': expected - latencies.length,
    }
  } finally {
    await Promise.allSettled(clients.map((client) => client.close()))
  }
}

/** Sockets opened in waves, each subscribed, held: opened, dropped, and the servers' summed RSS. */
export async function benchSockets(
  relayUrl: string | readonly string[],
  {
    sockets,
    holdSeconds,
    deadline,
    pids,
  }: { sockets: number; holdSeconds: number; deadline: number; pids: (number | undefined)[] },
) {
  const clients: RelayTestClient[] = []
  // Several URLs (replicas) are taken in turn.
  const urls = typeof relayUrl === 'string' ? [relayUrl] : relayUrl
  let next = 0
  let failed = 0
  let dropped = 0
  stopping = false
  const started = performance.now()
  try {
    // In waves, as many devices would arrive: no listen-backlog overflow on the loopback.
    for (let opened = 0; opened < sockets && Date.now() < deadline; opened += 200) {
      const wave = await Promise.allSettled(
        Array.from({ length: Math.min(200, sockets - opened) }, async () => {
          const url = urls[next++ % urls.length] as string
          const client = await connectRelayClient(url, { identity: createRelayIdentity() })
          clients.push(client)
          const answer = await client.request('irn_subscribe', {
            topic: randomBytes(32).toString('hex'),
          })
          if (answer.error) throw new Error(answer.error.message)
          client.closed.then(() => {
            if (!stopping) dropped += 1
          })
        }),
      )
      failed += wave.filter((result) => result.status === 'rejected').length
    }
    const openMs = performance.now() - started
    const holdUntil = Math.min(deadline, Date.now() + holdSeconds * 1000)
    while (Date.now() < holdUntil) await sleep(250)
    // Still answering with every socket open?
    const probe = clients[0]
    const probeStarted = performance.now()
    if (probe) await probe.request('irn_subscribe', { topic: randomBytes(32).toString('hex') })
    return {
      'sockets.target': sockets,
      'sockets.opened': clients.length,
      'sockets.failed': failed,
      'sockets.openMs': Math.round(openMs),
      'sockets.heldSeconds': holdSeconds,
      'sockets.dropped': dropped,
      'sockets.subscribeWhileHeldMs': round(performance.now() - probeStarted),
      'sockets.serverRssMiB': round(pids.reduce<number>((sum, pid) => sum + residentMiB(pid), 0)),
    }
  } finally {
    stopping = true
    await Promise.allSettled(clients.map((client) => client.close()))
  }
}

let stopping = false

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

function residentMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
  } catch {
    return Number.NaN
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

const round = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function withTimeout<value>(promise: Promise<value>, ms: number, what: string): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
