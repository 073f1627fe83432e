import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../src/createLogger.js'
import { relayErrorCodes } from '../../src/errors/relay.js'
import { createRedisSharedState } from '../../src/limits/createRedisSharedState.js'
import { openPglite, type TestDatabase } from '../backends.js'
import {
  connectRelayClient,
  createRelayIdentity,
  type RelayTestClient,
  randomTopic,
} from '../relayClient.js'
import { startTestRelay, type TestRelay } from '../startTestRelay.js'

// Issue 26: with several replicas, a client's publish budget is one budget, whichever replica its
// sockets reach (a flooder cannot multiply its rate by the number of replicas).
const redisUrl = process.env.REDIS_URL

describe.skipIf(!redisUrl)('publish budgets across two relays on one Redis (REDIS_URL set)', () => {
  let database: TestDatabase
  const relays: TestRelay[] = []
  const clients: RelayTestClient[] = []
  const closing: (() => Promise<void>)[] = []
  beforeAll(async () => {
    database = await openPglite()
    // A key prefix per run: parallel runs on one Redis never share a budget.
    const prefix = `airlock-test:${randomBytes(4).toString('hex')}:`
    const logger = createLogger({ logLevel: 'silent' })
    for (let index = 0; index < 2; index += 1) {
      const limits = createRedisSharedState({ url: redisUrl ?? '', logger, prefix })
      closing.push(limits.close)
      relays.push(
        await startTestRelay(database, {
          buckets: limits.buckets,
          // Ten messages, and (within the test) no refill.
          limits: { publishPerClient: { capacity: 10, refillPerSecond: 0.001 } },
        }),
      )
    }
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await Promise.all(relays.map((relay) => relay.close()))
    await Promise.all(closing.map((close) => close()))
    await database?.dispose()
  })

  it('counts one client id once across both relays', async () => {
    const [first, second] = relays as [TestRelay, TestRelay]
    const identity = createRelayIdentity()
    const [onFirst, onSecond, other] = await Promise.all([
      connectRelayClient(first.relayUrl, { identity }),
      connectRelayClient(second.relayUrl, { identity }),
      connectRelayClient(second.relayUrl),
    ])
    clients.push(onFirst, onSecond, other)
    const topic = randomTopic()
    const publish = (client: RelayTestClient, index: number) =>
      client.request('irn_publish', { topic, message: `m${index}`, ttl: 60, tag: 1 })
    const answers = []
    for (let index = 0; index < 12; index += 1)
      answers.push(await publish(index % 2 ? onSecond : onFirst, index))
    expect(answers.map((answer) => answer.error?.code ?? 'sent')).toEqual([
      ...Array(10).fill('sent'),
      relayErrorCodes.tooManyRequests,
      relayErrorCodes.tooManyRequests,
    ])
    // Another client on the same replica (and address) still publishes.
    expect((await publish(other, 12)).result).toBe(true)
  })
})
