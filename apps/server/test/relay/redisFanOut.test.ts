import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../src/createLogger.js'
import { createRedisRelayBus } from '../../src/relay/createRedisRelayBus.js'
import { openPglite, type TestDatabase } from '../backends.js'
import { connectRelayClient, type RelayTestClient, randomTopic } from '../relayClient.js'
import { startTestRelay, type TestRelay } from '../startTestRelay.js'

const redisUrl = process.env.REDIS_URL

describe('two relay processes on one Redis', () => {
  let database: TestDatabase
  const relays: TestRelay[] = []
  const clients: RelayTestClient[] = []
  beforeAll(async () => {
    if (!redisUrl) return
    database = await openPglite()
    // A channel prefix per run: parallel runs on one Redis never see each other's messages.
    const channelPrefix = `airlock-test:${randomBytes(4).toString('hex')}:`
    const logger = createLogger({ logLevel: 'silent' })
    for (let index = 0; index < 2; index += 1)
      relays.push(
        await startTestRelay(database, {
          bus: createRedisRelayBus({ url: redisUrl, logger, channelPrefix }),
        }),
      )
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await Promise.all(relays.map((relay) => relay.close()))
    await database?.dispose()
  })

  it.skipIf(!redisUrl)('delivers across each other, live and once (REDIS_URL set)', async () => {
    const [first, second] = relays as [TestRelay, TestRelay]
    const [dapp, wallet, watcher] = await Promise.all([
      connectRelayClient(first.relayUrl),
      connectRelayClient(second.relayUrl),
      connectRelayClient(second.relayUrl),
    ])
    clients.push(dapp, wallet, watcher)
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]

    expect(
      await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'proposal',
        ttl: 300,
      }),
    ).toMatchObject({ result: true })
    expect((await wallet.request('irn_subscribe', { topic: pairingTopic })).error).toBeUndefined()
    expect(await wallet.waitForMessages(1)).toMatchObject([{ message: 'proposal', tag: 1100 }])
    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    // Live through Redis: the dapp on the other process is not resubscribing.
    expect(await dapp.waitForMessages(1)).toMatchObject([{ message: 'response', tag: 1101 }])

    await watcher.request('irn_subscribe', { topic: sessionTopic })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    await dapp.waitForMessages(2)
    for (let index = 0; index < 20; index += 1)
      await dapp.request('irn_publish', {
        topic: sessionTopic,
        message: `m${index}`,
        ttl: 60,
        tag: 1108,
      })
    await wallet.waitForMessages(21)
    await watcher.waitForMessages(21)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const bodies = (client: RelayTestClient) => client.messages.map((message) => message.message)
    const requests = Array.from({ length: 20 }, (_, index) => `m${index}`)
    // The wallet published the settle request itself.
    expect(bodies(wallet)).toEqual(['proposal', ...requests])
    expect(bodies(watcher)).toEqual(['settle', ...requests])
    expect(first.relay.stats().connections).toBe(1)
    expect(second.relay.stats().connections).toBe(2)
  })
})
