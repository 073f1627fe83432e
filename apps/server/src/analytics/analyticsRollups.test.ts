import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnalyticsEvent } from '@airlock/protocol'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { queryUsage } from '../admin/queryUsage.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { analyticsEvents } from '../db/schema.js'
import { rebuildAnalyticsRollups, rollupKeys } from './analyticsRollups.js'
import { recordAnalyticsEvent } from './recordAnalyticsEvent.js'

const track = (event: string, properties?: Record<string, unknown>): AnalyticsEvent => ({
  eventId: crypto.randomUUID(),
  url: 'http://localhost:3000/',
  domain: 'localhost',
  timestamp: 1,
  props: { type: 'track', event, ...(properties ? { properties } : {}) },
})

// What a visitor's swaps and purchases send: two swaps (one of them without a known price), an
// on-ramp opened twice, a provider chosen twice, one purchase completed and one declined.
const visits = [
  track('INITIATE_SWAP', { valueUsd: 12.5 }),
  track('SWAP_SUCCESS', { valueUsd: 12.5 }),
  track('SWAP_SUCCESS', { valueUsd: 7.25 }),
  track('SWAP_SUCCESS'),
  track('ONRAMP_OPEN'),
  track('ONRAMP_OPEN'),
  track('ONRAMP_SELECT_PROVIDER', { provider: 'sandbox' }),
  track('ONRAMP_SELECT_PROVIDER', { provider: 'sandbox' }),
  track('ONRAMP_SUCCESS', { provider: 'sandbox' }),
  track('ONRAMP_DECLINED', { provider: 'sandbox' }),
]

describe('rollupKeys', () => {
  it('adds a completed swap to the volume with its value, and an on-ramp event to its step', () => {
    expect(rollupKeys(track('SWAP_SUCCESS', { valueUsd: 12.5 }))).toEqual([
      { metric: 'event', key: 'SWAP_SUCCESS' },
      { metric: 'swap.volume', key: 'usd', amount: 12.5 },
    ])
    expect(rollupKeys(track('INITIATE_SWAP', { valueUsd: 12.5 }))).toEqual([
      { metric: 'event', key: 'INITIATE_SWAP' },
    ])
    expect(rollupKeys(track('ONRAMP_SUCCESS')).at(-1)).toEqual({
      metric: 'onramp',
      key: 'completed',
    })
    expect(rollupKeys(track('ONRAMP_DECLINED')).at(-1)).toEqual({
      metric: 'onramp',
      key: 'declined',
    })
  })

  it("counts an event or method named like an object's own members under that name only", () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(rollupKeys(track(name))).toEqual([{ metric: 'event', key: name }])
      expect(rollupKeys(track('CONNECT_SUCCESS', { name, method: name }))).toEqual([
        { metric: 'event', key: 'CONNECT_SUCCESS' },
        { metric: 'connect.wallet', key: name },
        { metric: 'connect.method', key: 'other' },
      ])
    }
  })
})

describeEachBackend('analytics rollups', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    await createProjectRepository(database.db).create({ id: 'shop', name: 'Shop' })
    for (const event of visits)
      await recordAnalyticsEvent(database.db, { projectId: 'shop', origin: undefined, event })
  })
  afterAll(() => database?.dispose())

  const today = (usage: Awaited<ReturnType<typeof queryUsage>>) => ({
    swapVolumeUsd: usage.swapVolumeUsd.at(-1),
    swaps: usage.swaps.map(({ key, counts }) => [key, counts.at(-1)]),
    onramp: usage.onramp.map(({ key, counts }) => [key, counts.at(-1)]),
  })

  it('sums the swap volume in US dollars and counts the on-ramp by step, per day', async () => {
    const usage = await queryUsage(database.db, { projectId: 'shop', days: 7 })
    expect(usage.swapVolumeUsd.slice(0, -1)).toEqual([0, 0, 0, 0, 0, 0])
    expect(today(usage)).toMatchInlineSnapshot(`
      {
        "onramp": [
          [
            "opened",
            2,
          ],
          [
            "provider",
            2,
          ],
          [
            "completed",
            1,
          ],
          [
            "declined",
            1,
          ],
        ],
        "swapVolumeUsd": 19.75,
        "swaps": [
          [
            "SWAP_SUCCESS",
            3,
          ],
          [
            "INITIATE_SWAP",
            1,
          ],
        ],
      }
    `)
  })

  it('rebuilds the same rollups from the stored events', async () => {
    const before = await queryUsage(database.db, { projectId: 'shop', days: 7 })
    await rebuildAnalyticsRollups(database.db)
    expect(await queryUsage(database.db, { projectId: 'shop', days: 7 })).toEqual(before)
  })
})

describeEachBackend('migration 0020', (backend) => {
  let database: TestDatabase
  let folder: string

  beforeAll(async () => {
    // The migrations up to 0018 only: a database as the previous release left it.
    folder = await mkdtemp(join(tmpdir(), 'airlock-migrations-'))
    const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
    await cp(drizzleFolder, folder, { recursive: true })
    const journalPath = join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[]
    }
    journal.entries = journal.entries.filter((entry) => entry.idx <= 18)
    await writeFile(journalPath, JSON.stringify(journal))
    database = await backend.open()
    if (database.kind === 'pglite')
      await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: folder })
    else
      await migrateNodePostgres(drizzleNodePostgres({ client: database.client }), {
        migrationsFolder: folder,
      })
  })
  afterAll(async () => {
    await database?.dispose()
    await rm(folder, { recursive: true, force: true })
  })

  it('keeps the events and rollups there were, and adds the volume and on-ramp of stored events', async () => {
    await database.db.execute(`insert into projects (id, name) values ('shop', 'Shop')`)
    await database.db.insert(analyticsEvents).values(
      [...visits, track('CONNECT_SUCCESS', { name: 'MetaMask', method: 'browser' })].map(
        (event) => ({
          eventId: event.eventId,
          projectId: 'shop',
          type: event.props.type,
          event: event.props.event,
          body: event,
        }),
      ),
    )
    // The rollups as 0018 kept them (its own backfill ran on an empty table).
    await database.db.execute(`
      insert into analytics_daily (day, project_id, metric, key, count)
      select (received_at at time zone 'UTC')::date, project_id, 'event', event, count(*)
      from analytics_events group by 1, 2, 4`)
    await runMigrations(database)
    const usage = await queryUsage(database.db, { projectId: 'shop', days: 1 })
    expect(usage.swapVolumeUsd).toEqual([19.75])
    expect(usage.onramp).toEqual([
      { key: 'opened', counts: [2] },
      { key: 'provider', counts: [2] },
      { key: 'completed', counts: [1] },
      { key: 'declined', counts: [1] },
    ])
    expect(usage.funnel.connected).toBe(1)
    expect(await database.db.$count(analyticsEvents)).toBe(visits.length + 1)
  })
})
