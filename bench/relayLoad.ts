// The relay's load generators, run against any relay URL (one server or several replicas):
// pairing and personal_sign with the official clients, publish throughput over publisher → reader
// pairs, and sockets held at once. Each is bounded by a deadline. Used by bench/relay.ts (one
// server it starts) and bench/replicas.ts (through nginx and straight to the replicas).
import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createTestDapp, createTestWallet } from '../apps/server/test/relay/walletConnectClients.ts'
import {
  connectRelayClient,
  createRelayIdentity,
  type RelayTestClient,
} from '../apps/server/test/relayClient.ts'
import { percentile, residentMiB, round, sleep, withTimeout } from './stats.ts'

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
    // The relay delivers at least once: under load a request can reach the wallet twice, and
    // walletkit throws on answering it again. Counted, not fatal; a request never answered shows
    // up as the dapp's timeout below.
    let walletErrors = 0
    wallet.on('session_request', ({ id, topic, params: { request } }) => {
      const [message] = request.params as [`0x${string}`]
      account
        .signMessage({ message: { raw: message } })
        .then((result) =>
          wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } }),
        )
        .catch(() => {
          walletErrors += 1
        })
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
      'personalSign.walletErrors': walletErrors,
    }
  } finally {
    await Promise.allSettled([dapp.core.relayer.transportClose(), core.relayer.transportClose()])
  }
}

/**
 * Raw clients in publisher → reader pairs: delivered messages a second and publish → delivery
 * latency. Two ways to load the relay:
 *
 * - closed loop (`window`): each publisher keeps `window` publishes in flight, sending the next as
 *   one is acknowledged. With enough pairs this saturates the relay, and the latency is then about
 *   what Little's law gives (messages in flight ÷ throughput): the maximum throughput's figure, not
 *   the latency a user sees under a given load.
 * - open loop (`ratePerSecond`): the pairs together publish at that steady rate (each pair at
 *   `ratePerSecond / pairs`, the pairs evenly staggered), whether or not earlier publishes were
 *   acknowledged. Latency runs from when a message was due, so a generator or relay that falls
 *   behind counts against it (no coordinated omission). Below the maximum throughput, this is the
 *   latency at that load.
 */
export async function benchThroughput(
  relayUrl: string,
  parameters: {
    pairs: number
    messagesPerPair: number
    /** Publishes in flight per pair (closed loop). Ignored with `ratePerSecond`. */
    window: number
    /** Messages a second across all pairs (open loop). */
    ratePerSecond?: number | undefined
    messageBytes: number
    deadline: number
  },
) {
  const { pairs, messagesPerPair, window, ratePerSecond, messageBytes, deadline } = parameters
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
    let unanswered = 0
    let published = 0
    const publish = async (publisher: RelayTestClient, topic: string, key: string, at: number) => {
      const message = `${key}.${padding}`.slice(0, Math.max(messageBytes, key.length + 1))
      sentAt.set(key, at)
      published += 1
      // No answer within the client's 5 s is counted (stored or not, it may still be delivered):
      // in the paced run a publish is awaited only once every message was sent, and would
      // otherwise end the bench as an unhandled rejection.
      const answer = await publisher
        .request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
        .catch(() => undefined)
      if (!answer) unanswered += 1
      else if (answer.error) refused += 1
    }
    // The generator's own event-loop delay: a message it reads late, or a publish it sends late,
    // counts against the relay, so a generator short of CPU shows up here, not as relay latency.
    const lag = monitorEventLoopDelay({ resolution: 5 })
    lag.enable()
    const started = performance.now()
    if (ratePerSecond !== undefined && ratePerSecond > 0) {
      // Each pair's messages are due every `intervalMs`, the pairs staggered across one interval.
      const intervalMs = (pairs / ratePerSecond) * 1000
      await Promise.all(
        pairsOpen.map(async ({ topic, publisher }, pair) => {
          const inFlight: Promise<void>[] = []
          for (let index = 0; index < messagesPerPair && Date.now() < deadline; index += 1) {
            const due = started + (pair / pairs + index) * intervalMs
            const wait = due - performance.now()
            if (wait > 0) await sleep(wait)
            inFlight.push(publish(publisher, topic, `${pair}.${index}`, due))
          }
          await Promise.all(inFlight)
        }),
      )
    } else
      await Promise.all(
        pairsOpen.map(async ({ topic, publisher }, pair) => {
          let next = 0
          const worker = async () => {
            while (next < messagesPerPair && Date.now() < deadline)
              await publish(publisher, topic, `${pair}.${next++}`, performance.now())
          }
          await Promise.all(Array.from({ length: window }, worker))
        }),
      )
    const expected = published - refused
    const delivered = () => pairsOpen.reduce((sum, { reader }) => sum + reader.messages.length, 0)
    const waitUntil = Math.min(deadline, Date.now() + 30_000)
    while (delivered() < expected && Date.now() < waitUntil) await sleep(20)
    lag.disable()
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
      'throughput.messages': published,
      ...(ratePerSecond !== undefined && ratePerSecond > 0
        ? { 'throughput.offeredPerSecond': Math.round(ratePerSecond) }
        : { 'throughput.window': window }),
      'throughput.messagesPerSecond': Math.round(latencies.length / ((last - started) / 1000)),
      'throughput.p50Ms': round(percentile(latencies, 50)),
      'throughput.p99Ms': round(percentile(latencies, 99)),
      'throughput.generatorDelayP99Ms': round(lag.percentile(99) / 1e6),
      'throughput.refused': refused,
      'throughput.unanswered': unanswered,
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
