import { pairingTimes } from '@airlock/protocol'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { TestDatabase } from '../../test/backends.js'
import {
  connectRelayClient,
  createRelayIdentity,
  randomTopic,
  relayClientUrl,
  signRelayJwt,
  upgradeStatus,
} from '../../test/relayClient.js'
import { startTestRelay, type TestRelay } from '../../test/startTestRelay.js'
import { useTestRelay } from '../../test/useTestRelay.js'
import { relayMessages } from '../db/schema.js'

let database: TestDatabase
let relay: TestRelay
const { clients, connect } = useTestRelay(
  {
    limits: {
      publishPerClient: { capacity: 20, refillPerSecond: 1 },
      maxTopicsPerConnection: 600,
      framesPerConnection: { capacity: 400, refillPerSecond: 100 },
    },
  },
  (opened, started) => {
    database = opened
    relay = started
  },
)

describe('the upgrade', () => {
  it('refuses a missing, tampered, expired or foreign JWT with 401 before upgrading', async () => {
    const identity = createRelayIdentity()
    const url = (auth: string | null) => relayClientUrl(relay.relayUrl, { identity, auth })
    const valid = signRelayJwt(identity, { aud: relay.relayUrl })
    const [header, claims, signature] = valid.split('.') as [string, string, string]
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    const now = Math.floor(Date.now() / 1000)
    const statuses = {
      valid: await upgradeStatus(url(valid)),
      missing: await upgradeStatus(url(null)),
      tampered: await upgradeStatus(url(`${header}.${claims}.${flipped}`)),
      expired: await upgradeStatus(
        url(signRelayJwt(identity, { aud: relay.relayUrl, iat: now - 86_500, exp: now - 100 })),
      ),
      wrongAudience: await upgradeStatus(
        url(signRelayJwt(identity, { aud: 'ws://127.0.0.1:1/relay' })),
      ),
    }
    expect(
      Object.fromEntries(Object.entries(statuses).map(([key, value]) => [key, value.status])),
    ).toMatchInlineSnapshot(`
        {
          "expired": 401,
          "missing": 401,
          "tampered": 401,
          "valid": 101,
          "wrongAudience": 401,
        }
      `)
    expect(JSON.parse(statuses.expired.body)).toEqual({
      name: 'RelayAuthError',
      message: 'Relay auth token has expired',
    })
  })

  it("checks a browser's Origin against the project it names", async () => {
    const identity = createRelayIdentity()
    const url = (projectId?: string) =>
      relayClientUrl(relay.relayUrl, { identity, ...(projectId ? { query: { projectId } } : {}) })
    const origin = (value: string) => ({ origin: value })
    expect({
      allowed: (await upgradeStatus(url('shop'), origin('https://shop.example'))).status,
      foreign: (await upgradeStatus(url('shop'), origin('https://evil.example'))).status,
      unknownProject: (await upgradeStatus(url('nope'), origin('https://shop.example'))).status,
      nodeClient: (await upgradeStatus(url('nope'))).status,
      browserWithoutProject: (await upgradeStatus(url(), origin('https://any.example'))).status,
    }).toEqual({
      allowed: 101,
      foreign: 403,
      unknownProject: 403,
      nodeClient: 101,
      browserWithoutProject: 403,
    })
    // A browser must name its project: its Origin is then checked, never skipped.
    expect(
      JSON.parse((await upgradeStatus(url(), origin('https://any.example'))).body),
    ).toMatchInlineSnapshot(`
      {
        "details": "Browsers must name their project: add ?projectId= to the relay URL.",
        "message": "Relay connection from a browser needs a project id",
        "name": "RelayProjectIdRequiredError",
      }
    `)
  })

  it('counts per-IP limits by X-Forwarded-For only from TRUSTED_PROXIES', async () => {
    const limits = { maxConnectionsPerIp: 2 }
    const [plain, behindProxy] = await Promise.all([
      startTestRelay(database, { limits }),
      startTestRelay(database, { limits, trustedProxies: ['127.0.0.1'] }),
    ])
    const from = (target: TestRelay, forwardedFor: string) =>
      connectRelayClient(target.relayUrl, { headers: { 'x-forwarded-for': forwardedFor } })
    const statusOf = (target: TestRelay, forwardedFor: string) =>
      upgradeStatus(relayClientUrl(target.relayUrl, { identity: createRelayIdentity() }), {
        'x-forwarded-for': forwardedFor,
      }).then((answer) => answer.status)
    try {
      // By default (loopback included) the header is ignored: every socket counts as the peer.
      clients.push(await from(plain, '198.51.100.1'), await from(plain, '198.51.100.2'))
      expect(await statusOf(plain, '198.51.100.3')).toBe(429)
      // From a named proxy, each client it forwards has its own count.
      clients.push(await from(behindProxy, '198.51.100.1'), await from(behindProxy, '198.51.100.1'))
      expect(await statusOf(behindProxy, '198.51.100.1')).toBe(429)
      expect(await statusOf(behindProxy, '198.51.100.2')).toBe(101)
    } finally {
      await Promise.all([plain.close(), behindProxy.close()])
    }
  })
})

describe('publish and subscribe', () => {
  it('delivers to every other subscriber, with attestation "" when none was sent', async () => {
    const [alice, bob, carol] = await Promise.all([connect(), connect(), connect()])
    const topic = randomTopic()
    const subscribed = await bob.request('irn_subscribe', { topic })
    // The id the clients compute themselves: sha256(topic + clientId).
    const { createHash } = await import('node:crypto')
    expect(subscribed.result).toBe(
      createHash('sha256')
        .update(topic + bob.identity.clientId)
        .digest('hex'),
    )
    await alice.request('irn_subscribe', { topic })
    await carol.request('irn_subscribe', { topic })
    const before = Date.now()
    const published = await alice.request('irn_publish', {
      topic,
      message: 'hello',
      ttl: 300,
      tag: 1108,
      prompt: true,
      correlationId: 7,
      rpcMethods: ['personal_sign'],
    })
    expect(published.result).toBe(true)
    await carol.request('irn_publish', {
      topic,
      message: 'signed',
      ttl: 300,
      tag: 1109,
      attestation: 'jwt',
    })
    const [first, second] = await bob.waitForMessages(2)
    expect(first).toMatchObject({ topic, message: 'hello', tag: 1108, attestation: '' })
    expect(first?.publishedAt).toBeGreaterThanOrEqual(before)
    expect(first?.subscriptionId).toBe(subscribed.result)
    expect(String(first?.requestId)).toMatch(/^\d{16}$/)
    expect(second).toMatchObject({ message: 'signed', attestation: 'jwt' })
    expect((await alice.waitForMessages(1)).map((message) => message.message)).toEqual(['signed'])
    await carol.waitForMessages(1)
    expect(carol.messages.map((message) => message.message)).toEqual(['hello'])
  })

  it('keeps messages for later subscribers until they acknowledge them', async () => {
    const topic = randomTopic()
    const publisher = await connect()
    for (const message of ['one', 'two'])
      await publisher.request('irn_publish', { topic, message, ttl: 60, tag: 1 })
    const identity = createRelayIdentity()
    const forgetful = await connect({ identity, autoAck: false })
    await forgetful.request('irn_batchSubscribe', { topics: [topic, randomTopic()] })
    expect((await forgetful.waitForMessages(2)).map((message) => message.message)).toEqual([
      'one',
      'two',
    ])
    // Answer only the first: the second comes again on the next connection.
    forgetful.send(
      JSON.stringify({ id: forgetful.messages[0]?.requestId, jsonrpc: '2.0', result: true }),
    )
    await forgetful.request('irn_unsubscribe', { topic, id: 'x' })
    await forgetful.close()
    const again = await connect({ identity })
    await again.request('irn_subscribe', { topic })
    expect((await again.waitForMessages(1)).map((message) => message.message)).toEqual(['two'])
    await again.close()
    const done = await connect({ identity })
    await done.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'three', ttl: 60, tag: 1 })
    expect((await done.waitForMessages(1)).map((message) => message.message)).toEqual(['three'])
  })

  it('stores a retried publish once', async () => {
    const topic = randomTopic()
    const [publisher, reader] = await Promise.all([connect(), connect()])
    await reader.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'same', ttl: 60, tag: 1 })
    await publisher.request('irn_publish', { topic, message: 'same', ttl: 60, tag: 1 })
    await publisher.request('irn_publish', { topic, message: 'next', ttl: 60, tag: 1 })
    await reader.waitForMessages(2)
    expect(reader.messages.map((message) => message.message)).toEqual(['same', 'next'])
  })

  it('a fetch leaves out what the socket was already sent and has not yet acknowledged', async () => {
    const topic = randomTopic()
    const publisher = await connect()
    const slow = await connect({ autoAck: false })
    await slow.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'sent', ttl: 60, tag: 1 })
    await slow.waitForMessages(1)
    // Its answer to the irn_subscription still on the way: the message is not sent a second time.
    expect((await slow.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    // A socket it was not sent on gets it from the mailbox, as before.
    const other = await connect({ identity: slow.identity })
    expect((await other.request('irn_fetchMessages', { topic })).result).toMatchObject({
      messages: [{ topic, message: 'sent' }],
    })
  })

  it('batch-publishes, batch-unsubscribes and fetches', async () => {
    const [topicA, topicB] = [randomTopic(), randomTopic()]
    const [publisher, reader] = await Promise.all([connect(), connect()])
    expect(
      (
        await publisher.request('irn_batchPublish', {
          messages: [
            { topic: topicA, message: 'a1', ttl: 60, tag: 1 },
            { topic: topicB, message: 'b1', ttl: 60, tag: 2 },
          ],
        })
      ).result,
    ).toBe(true)
    const fetched = await reader.request('irn_batchFetchMessages', { topics: [topicA, topicB] })
    expect(fetched.result).toMatchObject({
      messages: [
        { topic: topicA, message: 'a1', tag: 1, attestation: '' },
        { topic: topicB, message: 'b1', tag: 2, attestation: '' },
      ],
      hasMore: false,
    })
    // Fetched counts as delivered.
    expect((await reader.request('irn_fetchMessages', { topic: topicA })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await reader.request('irn_batchSubscribe', { topics: [topicA, topicB] })
    await reader.request('irn_batchUnsubscribe', {
      subscriptions: [
        { topic: topicA, id: 'x' },
        { topic: topicB, id: 'y' },
      ],
    })
    await publisher.request('irn_publish', { topic: topicA, message: 'a2', ttl: 60, tag: 1 })
    await reader.request('irn_subscribe', { topic: randomTopic() })
    expect(reader.messages).toEqual([])
  })

  it('runs wc_proposeSession and wc_approveSession as the 2.21.6+ clients expect', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: '1795307247071424512',
    })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect(await wallet.waitForMessages(1)).toMatchObject([
      { topic: pairingTopic, message: 'proposal', tag: 1100, attestation: '' },
    ])
    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      correlationId: 1,
    })
    expect(await dapp.waitForMessages(1)).toMatchObject([
      { topic: pairingTopic, message: 'response', tag: 1101 },
    ])
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.waitForMessages(2))[1]).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    // The wallet listens to the session topic without having subscribed to it.
    await dapp.request('irn_publish', {
      topic: sessionTopic,
      message: 'request',
      ttl: 900,
      tag: 1108,
    })
    expect((await wallet.waitForMessages(2))[1]).toMatchObject({ message: 'request', tag: 1108 })
  })

  it('keeps a session proposal no longer than its pairing URI lives (4 min), whatever TTL it asks', async () => {
    const dapp = await connect()
    const [long, short] = [randomTopic(), randomTopic()]
    await dapp.request('wc_proposeSession', { pairingTopic: long, sessionProposal: 'a', ttl: 300 })
    await dapp.request('wc_proposeSession', { pairingTopic: short, sessionProposal: 'b', ttl: 60 })
    const kept = async (topic: string) => {
      const [row] = await database.db
        .select()
        .from(relayMessages)
        .where(eq(relayMessages.topic, topic))
      return row ? row.expiresAt - row.publishedAt : undefined
    }
    expect(await kept(long)).toBe(pairingTimes.lifetimeMs)
    expect(await kept(short)).toBe(60_000)
  })
})
