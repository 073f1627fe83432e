import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../src/createLogger.js'
import { createRedisRelayBus } from '../../src/relay/createRedisRelayBus.js'
import { backends, type TestDatabase } from '../backends.js'
import { connectRelayClient, type RelayTestClient, randomTopic } from '../relayClient.js'
import { startTestRelay, type TestRelay } from '../startTestRelay.js'
import { burstLimits } from './burstLimits.js'

// Issue 14, finding 5: with two replicas on Postgres and Redis, a live subscriber must get every
// message a publisher was told is sent, whatever happens to the other replica or to the bus.
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const replicaScript = fileURLToPath(new URL('./relayReplica.ts', import.meta.url))

describe.skipIf(!databaseUrl || !redisUrl)('two relay processes on Postgres and Redis', () => {
  let database: TestDatabase
  let local: TestRelay
  let replica: ChildProcess
  let replicaUrl: string
  let admin: Redis
  const clients: RelayTestClient[] = []
  // A prefix per run: the bus's channels and connection names, so CLIENT KILL hits ours only.
  const channelPrefix = `airlock-test:${randomBytes(4).toString('hex')}:`

  beforeAll(async () => {
    const postgres = backends.find((backend) => backend.name === 'postgres')
    if (!postgres || !redisUrl) throw new Error('unreachable: the suite is skipped')
    database = await postgres.open()
    const logger = createLogger({ logLevel: 'silent' })
    local = await startTestRelay(database, {
      bus: createRedisRelayBus({ url: redisUrl, logger, channelPrefix }),
      limits: burstLimits,
    })
    // One process, node itself: tsx's command would put a wrapper in between, and SIGKILL to the
    // wrapper leaves the replica running (it was then no kill, and an orphan after the run).
    replica = spawn(
      process.execPath,
      ['--conditions=@airlock/source', '--import', 'tsx', replicaScript],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.config.databaseUrl,
          REDIS_URL: redisUrl,
          RELAY_CHANNEL_PREFIX: channelPrefix,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const lines = createInterface({ input: replica.stdout as NodeJS.ReadableStream })
    const [line] = (await Promise.race([
      once(lines, 'line'),
      once(replica, 'exit').then(([code]) => {
        throw new Error(`the replica exited with ${code}`)
      }),
    ])) as [string]
    replicaUrl = line
    lines.close()
    admin = new Redis(redisUrl)
  })
  afterAll(async () => {
    if (replica && replica.exitCode === null && replica.signalCode === null) {
      replica.kill('SIGKILL')
      await once(replica, 'exit')
    }
    await Promise.all(clients.map((client) => client.close()))
    await local?.close()
    await admin?.quit()
    await database?.dispose()
  })

  async function killBusConnections() {
    const list = (await admin.client('LIST')) as string
    const ids = list
      .split('\n')
      .map((line) => /^id=(\d+) .*\bname=(\S+)/.exec(line))
      .filter((match) => match?.[2]?.startsWith(channelPrefix))
      .map((match) => match?.[1] as string)
    // The replica's two connections and ours: the bus of both processes drops at once.
    expect(ids).toHaveLength(4)
    for (const id of ids) await admin.client('KILL', 'ID', id)
  }

  it('delivers every acknowledged message to a live subscriber across a replica kill and a bus drop', async () => {
    const topic = randomTopic()
    const subscriber = await connectRelayClient(local.relayUrl)
    const publisher = await connectRelayClient(replicaUrl)
    clients.push(subscriber, publisher)
    expect((await subscriber.request('irn_subscribe', { topic })).error).toBeUndefined()

    const acknowledged = new Set<string>()
    const gone = publisher.closed.then(() => 'gone' as const)
    let sent = 0
    let busDropped: Promise<void> | undefined
    let killed = false
    const maxPublishes = 5000
    // Ten publishes in flight at a time, until the replica is gone (or 5000 were sent). After 100 acknowledgements
    // every bus connection is killed; 150 later the replica is.
    const lane = async () => {
      // Bounded, so a fast machine does not publish without end while the bus drop is under way.
      while (sent < maxPublishes) {
        const message = `m${sent}`
        sent += 1
        const answer = await Promise.race([
          publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }),
          gone,
        ]).catch(() => 'gone' as const)
        if (answer === 'gone') return
        if (answer.result === true) acknowledged.add(message)
        if (acknowledged.size >= 100) busDropped ??= killBusConnections()
        if (acknowledged.size >= 250 && !killed) {
          killed = true
          await busDropped
          replica.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, lane))
    expect(killed).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(250)

    // Every acknowledged message arrives without resubscribing; copies are allowed.
    const missing = () => {
      const received = new Set(subscriber.messages.map((message) => message.message))
      return [...acknowledged].filter((message) => !received.has(message))
    }
    if (missing().length > 0)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${missing().length} acknowledged messages never arrived`)),
          30_000,
        )
        subscriber.socket.on('message', () => {
          if (missing().length > 0) return
          clearTimeout(timer)
          resolve()
        })
      })
    expect(missing()).toEqual([])
  }, 90_000)
})
