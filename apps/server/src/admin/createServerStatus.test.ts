import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createDatabase, type DatabaseHandle } from '../db/createDatabase.js'
import { runMigrations } from '../db/runMigrations.js'
import { relaySamples } from '../db/schema.js'
import type { MetricsSnapshot } from '../metrics/createMetrics.js'
import { createServerStatus } from './createServerStatus.js'

const minute = 60_000
const start = Date.parse('2026-11-26T19:00:00Z')

/** One replica's relay, as its metrics would report it: sockets open, frames counted so far. */
function relayOf() {
  const relay = { connections: 0, topics: 0, framesIn: 0, framesOut: 0 }
  const snapshot = async (): Promise<MetricsSnapshot> => ({
    relay: { ...relay },
    indexers: [],
    solana: [],
  })
  return { relay, snapshot }
}

describeEachBackend('createServerStatus', (backend) => {
  let database: TestDatabase
  let other: DatabaseHandle
  let time = start

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    // Postgres: a second pool stands for a second replica. PGlite: one process, one connection.
    other =
      database.kind === 'postgres' ? await createDatabase({ config: database.config }) : database
  })
  afterAll(async () => {
    if (other && other !== database) await other.close()
    await database?.dispose()
  })

  it('sums the relay samples of two replicas minute by minute, whichever replica is asked', async () => {
    const a = relayOf()
    const b = relayOf()
    const now = () => time
    const first = createServerStatus({
      snapshot: a.snapshot,
      checks: {},
      db: database.db,
      replica: 'a',
      now,
    })
    const second = createServerStatus({
      snapshot: b.snapshot,
      checks: {},
      db: other.db,
      replica: 'b',
      now,
    })
    // Baselines: nothing to show yet.
    await Promise.all([first.sample(), second.sample()])
    expect((await second.read()).relay.history).toEqual([])
    await second.stop()

    time += minute
    Object.assign(a.relay, { connections: 3, framesIn: 100, framesOut: 20 })
    Object.assign(b.relay, { connections: 2, framesIn: 30, framesOut: 30 })
    await Promise.all([first.sample(), second.sample()])
    time += minute
    Object.assign(a.relay, { connections: 1, framesIn: 110, framesOut: 30 })
    await first.sample()

    const history = (replica: typeof first) =>
      replica.read().then(async (status) => {
        // The read started the replica's sampling: its first sample finishes before the next test.
        await replica.stop()
        return status.relay.history
      })
    const expected = [
      { at: '2026-11-26T19:01:00.000Z', sockets: 5, messagesPerMinute: 180 },
      { at: '2026-11-26T19:02:00.000Z', sockets: 1, messagesPerMinute: 20 },
    ]
    expect(await history(first)).toEqual(expected)
    expect(await history(second)).toEqual(expected)
  })

  it('deletes samples past the retention window as it writes new ones', async () => {
    const a = relayOf()
    const status = createServerStatus({
      snapshot: a.snapshot,
      checks: {},
      db: database.db,
      replica: 'c',
      retentionMs: 30 * minute,
      now: () => time,
    })
    time += 45 * minute
    await status.sample()
    time += minute
    await status.sample()
    const left = await database.db.select({ replica: relaySamples.replica }).from(relaySamples)
    expect(left).toEqual([{ replica: 'c' }])
  })
})
