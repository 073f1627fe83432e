import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { runMigrations } from '../db/runMigrations.js'
import {
  createRelayStore,
  type RelayMessage,
  type RelayStore,
  relayMessageBytes,
} from './createRelayStore.js'

const topic = 'a'.repeat(64)
const otherTopic = 'b'.repeat(64)
const t0 = 1_800_000_000_000

function message(id: string, fields: Partial<RelayMessage> = {}): RelayMessage {
  return {
    id,
    topic,
    message: `body ${id}`,
    tag: 1108,
    prompt: true,
    attestation: null,
    publisher: 'did:key:alice',
    publishedAt: t0,
    expiresAt: t0 + 60_000,
    ...fields,
  }
}

describeEachBackend('createRelayStore', (backend) => {
  let database: TestDatabase
  let store: RelayStore
  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    store = createRelayStore(database.db)
  })
  afterAll(() => database?.dispose())

  it('stores a message once, however often it is saved', async () => {
    expect(await store.save([message('m1'), message('m1')])).toEqual(new Set(['m1']))
    expect(await store.save([message('m1'), message('m2', { publishedAt: t0 + 1 })])).toEqual(
      new Set(['m2']),
    )
  })

  it('gives a client the unexpired messages it neither published nor acknowledged, oldest first', async () => {
    await store.save([
      message('m3', { topic: otherTopic, publishedAt: t0 + 2 }),
      message('m4', { publisher: 'did:key:bob', publishedAt: t0 + 3 }),
      message('m5', { expiresAt: t0 + 1000, publishedAt: t0 + 4 }),
    ])
    const ids = async (clientId: string, now = t0 + 10, topics = [topic]) =>
      (await store.pending(clientId, topics, { limit: 100, now })).map((found) => found.id)
    expect(await ids('did:key:bob')).toEqual(['m1', 'm2', 'm5'])
    expect(await ids('did:key:bob', t0 + 10, [topic, otherTopic])).toEqual(['m1', 'm2', 'm3', 'm5'])
    // Arrival order, not publishedAt or id: a batch shares one publishedAt.
    await store.save([message('z9', { publishedAt: t0 }), message('a0', { publishedAt: t0 })])
    expect(await ids('did:key:dave')).toEqual(['m1', 'm2', 'm4', 'm5', 'z9', 'a0'])
    await store.acknowledge(
      ['z9', 'a0'].map((messageId) => ({
        clientId: 'did:key:bob',
        messageId,
        expiresAt: t0 + 60_000,
      })),
    )
    await store.acknowledge(
      ['z9', 'a0'].map((messageId) => ({
        clientId: 'did:key:carol',
        messageId,
        expiresAt: t0 + 60_000,
      })),
    )
    expect(await ids('did:key:bob', t0 + 5000)).toEqual(['m1', 'm2'])
    expect(await ids('did:key:carol')).toEqual(['m1', 'm2', 'm4', 'm5'])
    await store.acknowledge([
      { clientId: 'did:key:carol', messageId: 'm2', expiresAt: t0 + 60_000 },
      { clientId: 'did:key:carol', messageId: 'm2', expiresAt: t0 + 60_000 },
    ])
    await store.acknowledge([
      { clientId: 'did:key:carol', messageId: 'm2', expiresAt: t0 + 60_000 },
    ])
    expect(await ids('did:key:carol')).toEqual(['m1', 'm4', 'm5'])
    expect(await ids('did:key:bob')).toEqual(['m1', 'm2', 'm5'])
    const page = await store.pending('did:key:carol', [topic], { limit: 2, now: t0 })
    expect(page.map((found) => found.id)).toEqual(['m1', 'm4'])
    const next = await store.pending('did:key:carol', [topic], {
      limit: 2,
      now: t0,
      after: page[1],
    })
    expect(next.map((found) => found.id)).toEqual(['m5'])
  })

  it('answers many clients in one statement, as it answers each', async () => {
    const requests = [
      { clientId: 'did:key:bob', topics: [topic, otherTopic] },
      { clientId: 'did:key:carol', topics: [topic, topic] },
      { clientId: 'did:key:nobody', topics: [] },
      { clientId: 'did:key:bob', topics: [topic] },
    ]
    const many = await store.pendingMany(requests, { limit: 2, now: t0 + 10 })
    const each = await Promise.all(
      requests.map((request) =>
        store.pending(request.clientId, request.topics, { limit: 2, now: t0 + 10 }),
      ),
    )
    expect(many).toEqual(each)
    expect(many.map((found) => found.map((message) => message.id))).toEqual([
      ['m1', 'm2'],
      ['m1', 'm4'],
      [],
      ['m1', 'm2'],
    ])
  })

  it('sweeps expired messages and acknowledgements', async () => {
    expect(await store.sweep(t0 + 5000)).toEqual({ messages: 1, acks: 0 })
    expect(await store.sweep(t0 + 60_000)).toEqual({ messages: 6, acks: 5 })
    expect(
      await store.pending('did:key:carol', [topic, otherTopic], { limit: 10, now: t0 }),
    ).toEqual([])
  })
})

describeEachBackend('createRelayStore quotas', (backend) => {
  let database: TestDatabase
  let store: RelayStore
  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    store = createRelayStore(database.db)
  })
  afterAll(() => database?.dispose())

  it('counts bytes and messages per topic, and evicts expired, then oldest, first', async () => {
    const now = t0 + 10_000
    const saved = [
      message('q1', { publishedAt: t0 + 1 }),
      message('q2', { publishedAt: t0 + 2, expiresAt: t0 + 5_000 }),
      message('q3', { publishedAt: t0 + 3, topic: otherTopic, attestation: 'jwt' }),
      message('q4', { publishedAt: t0 + 4 }),
      message('q5', { publishedAt: t0 + 5, expiresAt: t0 + 6_000 }),
    ]
    await store.save(saved)
    const bytes = (ids: string[]) =>
      saved
        .filter((found) => ids.includes(found.id))
        .reduce((total, found) => total + relayMessageBytes(found), 0)
    expect(await store.size()).toBe(bytes(['q1', 'q2', 'q3', 'q4', 'q5']))
    expect(await store.countByTopic([topic, otherTopic, 'c'.repeat(64)], now)).toEqual(
      new Map([
        [topic, 2],
        [otherTopic, 1],
      ]),
    )
    const ids = async () =>
      (await store.publishedSince([topic, otherTopic], { since: t0, limit: 100, now: t0 })).map(
        (found) => found.id,
      )
    expect(await ids()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'])
    expect(
      (await store.publishedSince([topic], { since: t0 + 2, limit: 100, now: t0 + 5_500 })).map(
        (found) => found.id,
      ),
    ).toEqual(['q4', 'q5'])

    // One byte more than the two expired ones: they go, and the oldest unexpired one.
    expect(await store.evict(bytes(['q2', 'q5']) + 1, now)).toEqual({
      messages: 3,
      bytes: bytes(['q1', 'q2', 'q5']),
    })
    expect(await ids()).toEqual(['q3', 'q4'])
    expect(await store.size()).toBe(bytes(['q3', 'q4']))
    expect(await store.evict(0, now)).toEqual({ messages: 0, bytes: 0 })
  })

  it('stores with the count in one statement while the topics have room, else stores nothing and answers the counts', async () => {
    const now = t0 + 10_000
    const third = 'c'.repeat(64)
    const room = (id: string, fields: Partial<RelayMessage> = {}) =>
      message(id, { topic: third, publishedAt: t0 + 20, expiresAt: t0 + 60_000, ...fields })
    // A retried id is stored once; the arrival order is kept.
    expect(
      await store.saveIfRoom([room('r2'), room('r1'), room('r2')], { maxPerTopic: 3, now }),
    ).toEqual({ stored: new Set(['r2', 'r1']) })
    expect(await store.saveIfRoom([room('r1')], { maxPerTopic: 3, now })).toEqual({
      stored: new Set(),
    })
    // Expired messages leave room.
    await store.save([room('old', { expiresAt: now })])
    expect(
      await store.saveIfRoom([room('r3'), room('o1', { topic: otherTopic })], {
        maxPerTopic: 3,
        now,
      }),
    ).toEqual({ stored: new Set(['r3', 'o1']) })
    // One topic full: nothing of the batch is stored, even on the other topic.
    expect(
      await store.saveIfRoom([room('o2', { topic: otherTopic }), room('r4')], {
        maxPerTopic: 3,
        now,
      }),
    ).toEqual({
      counts: new Map([
        [otherTopic, 2],
        [third, 3],
      ]),
    })
    const ids = (
      await store.publishedSince([third, otherTopic], { since: t0, limit: 100, now })
    ).map((found) => found.id)
    expect(ids).toEqual(['q3', 'r2', 'r1', 'r3', 'o1'])
  })
})
