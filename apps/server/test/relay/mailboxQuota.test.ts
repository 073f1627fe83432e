import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { relayErrorCodes } from '../../src/errors/relay.js'
import { createRelayStore } from '../../src/relay/createRelayStore.js'
import { openPglite, type TestDatabase } from '../backends.js'
import { connectRelayClient, type RelayTestClient, randomTopic } from '../relayClient.js'
import { startTestRelay, type TestRelay } from '../startTestRelay.js'

// The attack of issue 14 (finding 4), scaled down: one address with fresh keys floods the
// mailbox with large messages on fresh topics. The mailbox must stay under its cap, the flood be
// refused, and a normal client keep working.
const kib = 1024
const limits = {
  maxMailboxBytes: 512 * kib,
  publishBytesPerClient: { capacity: 96 * kib, refillPerSecond: 4 * kib },
  publishBytesPerIp: { capacity: 256 * kib, refillPerSecond: 4 * kib },
  maxMessagesPerTopic: 20,
}

let database: TestDatabase
let relay: TestRelay
const clients: RelayTestClient[] = []

// Each "address" is a browser a trusted proxy names, so one test process plays many.
async function connectFrom(address: string) {
  const client = await connectRelayClient(relay.relayUrl, {
    headers: { 'x-forwarded-for': address },
  })
  clients.push(client)
  return client
}

beforeAll(async () => {
  database = await openPglite()
  relay = await startTestRelay(database, { limits, trustedProxies: ['127.0.0.1'] })
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await relay?.close()
  await database?.dispose()
})

it('keeps a flood from fresh keys under the byte quotas and the mailbox cap', async () => {
  const payload = randomBytes(12 * kib).toString('base64') // 16 KiB of envelope
  const flood = async (address: string) => {
    const outcomes: { ok: boolean; code?: number }[] = []
    // Fresh keys for every connection: the per-client budget alone would not stop it.
    for (let connection = 0; connection < 6; connection += 1) {
      const attacker = await connectFrom(address)
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          attacker.request('irn_publish', {
            topic: randomTopic(),
            message: payload,
            ttl: 2_592_000,
            tag: 1108,
          }),
        ),
      )
      outcomes.push(
        ...answers.map((answer) =>
          answer.result === true
            ? { ok: true }
            : { ok: false, ...(answer.error ? { code: answer.error.code } : {}) },
        ),
      )
      await attacker.close()
    }
    return outcomes
  }
  // Four addresses, 72 messages of 16 KiB each: 4.5 MiB offered.
  const outcomes = (
    await Promise.all(
      ['198.51.100.61', '198.51.100.62', '198.51.100.63', '198.51.100.64'].map(flood),
    )
  ).flat()
  const accepted = outcomes.filter((outcome) => outcome.ok).length
  const refused = outcomes.filter((outcome) => !outcome.ok)
  // The per-IP byte budget refused most of it, with the code the clients read as "slow down".
  expect(refused.length).toBeGreaterThan(outcomes.length / 2)
  expect(new Set(refused.map((outcome) => outcome.code))).toEqual(
    new Set([relayErrorCodes.tooManyRequests]),
  )
  // What got through was more than the mailbox holds: eviction kept it under the cap.
  expect(accepted * payload.length).toBeGreaterThan(limits.maxMailboxBytes)
  expect(await createRelayStore(database.db).size()).toBeLessThanOrEqual(limits.maxMailboxBytes)

  // A normal client elsewhere still publishes and receives.
  const [dapp, wallet] = await Promise.all([
    connectFrom('203.0.113.10'),
    connectFrom('203.0.113.11'),
  ])
  const topic = randomTopic()
  expect((await wallet.request('irn_subscribe', { topic })).error).toBeUndefined()
  const answer = await dapp.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })
  expect(answer).toMatchObject({ result: true })
  expect(await wallet.waitForMessages(1)).toMatchObject([{ topic, message: 'hello' }])
})

it('caps the messages one topic stores, refusing the rest with -32029', async () => {
  const client = await connectFrom('203.0.113.20')
  const topic = randomTopic()
  const publish = (index: number, to = topic) =>
    client.request('irn_publish', { topic: to, message: `m${index}`, ttl: 300, tag: 1108 })
  for (let index = 0; index < limits.maxMessagesPerTopic; index += 1)
    expect(await publish(index)).toMatchObject({ result: true })
  expect((await publish(99)).error).toEqual({
    code: relayErrorCodes.tooManyRequests,
    message: 'Mailbox full: at most 20 messages per topic, try again later',
  })
  // Another topic is not affected.
  expect(await publish(100, randomTopic())).toMatchObject({ result: true })
})
