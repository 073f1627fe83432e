// The console's usage queries over 1 million generated analytics events, on PGlite and on the
// machine's Postgres (skipped, saying why, where none answers): the events are written in bulk,
// the daily rollups (`analytics_daily`) rebuilt from them as migration 0018 does, then
// `queryUsage` (what `GET /admin/v1/usage` runs) is timed for one project and for all of them.
// The charts read rollups, not the events: the event table grows, the rollups a few hundred
// rows a day. Run it on its own:
//   node --conditions=@airlock/source --import tsx bench/consoleUsage.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  createDatabase,
  loadConfig,
  queryUsage,
  rebuildAnalyticsRollups,
  runMigrations,
} from '@airlock/server'
import { sql } from 'drizzle-orm'
import pg from 'pg'

const eventCount = 1_000_000
const queries = 200
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  Number.NaN

/** Writes `eventCount` events over 30 days for 5 projects, in SQL (no round trip per row). */
async function generate(db: Awaited<ReturnType<typeof createDatabase>>['db']) {
  for (let project = 0; project < 5; project++)
    await db.execute(
      sql`insert into projects (id, name) values (${`bench-${project}`}, ${`Bench ${project}`}) on conflict do nothing`,
    )
  // Events in proportions like a real funnel: opens, selections, connects, sign-ins, errors.
  await db.execute(sql`
    insert into analytics_events (event_id, project_id, type, event, body, received_at)
    select 'e' || n,
      'bench-' || (n % 5),
      case when n % 50 = 0 then 'error' else 'track' end,
      e.name,
      jsonb_build_object('props', jsonb_build_object('type', 'track', 'event', e.name,
        'properties', jsonb_build_object(
          'name', (array['MetaMask','Rabby','Coinbase Wallet','Trust Wallet','Rainbow','Phantom'])[1 + n % 6],
          'method', (array['browser','qrcode','email'])[1 + n % 3]))),
      now() - ((n % 30) || ' days')::interval - ((n % 86400) || ' seconds')::interval
    from generate_series(1, ${eventCount}) as n,
      lateral (select (array['MODAL_OPEN','MODAL_OPEN','MODAL_OPEN','SELECT_WALLET','SELECT_WALLET',
        'CONNECT_SUCCESS','SOCIAL_LOGIN_SUCCESS','SIWX_AUTH_SUCCESS','CONNECT_ERROR','SWAP_SUCCESS'])[1 + (n / 7) % 10] as name) as e`)
}

async function measure(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-usage-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const database = await createDatabase({ config })
  try {
    await runMigrations(database)
    let started = performance.now()
    await generate(database.db)
    const generateMs = performance.now() - started
    started = performance.now()
    await rebuildAnalyticsRollups(database.db)
    const rollupMs = performance.now() - started
    // Warm-up: the first queries plan and cache; the budget is for an operator's page loads.
    for (let i = 0; i < 20; i++) await queryUsage(database.db, { days: 30 })
    const one: number[] = []
    const all: number[] = []
    for (let i = 0; i < queries; i++) {
      started = performance.now()
      await queryUsage(database.db, { projectId: `bench-${i % 5}`, days: 30 })
      one.push(performance.now() - started)
      started = performance.now()
      await queryUsage(database.db, { days: 30 })
      all.push(performance.now() - started)
    }
    const usage = await queryUsage(database.db, { days: 30 })
    const counted = Object.values(usage.funnel).reduce((sum, count) => sum + count, 0)
    console.log(
      `console usage on ${kind}: ${eventCount} events written in ${Math.round(generateMs)} ms, rollups rebuilt in ${Math.round(rollupMs)} ms; funnel counts ${counted} events`,
    )
    console.log(
      `console usage on ${kind}: queryUsage median ${percentile(one, 0.5).toFixed(1)} ms (one project), ${percentile(all, 0.5).toFixed(1)} ms (all projects)`,
    )
    return {
      [`${kind}.project.p99Ms`]: percentile(one, 0.99),
      [`${kind}.all.p99Ms`]: percentile(all, 0.99),
      [`${kind}.rollupMs`]: rollupMs,
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Postgres: a database of the bench's own, dropped after; `undefined` where none answers. */
async function withPostgres<result>(run: (url: string) => Promise<result>) {
  const admin = new pg.Client({ connectionString: postgresUrl })
  try {
    await admin.connect()
  } catch (error) {
    console.warn(
      `console usage on postgres: skipped, no Postgres at ${new URL(postgresUrl).host} (${error})`,
    )
    return undefined
  }
  const name = `airlock_bench_usage_${process.pid}`
  await admin.query(`create database ${name}`)
  try {
    return await run(Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/**
 * The usage queries' p99 over 1 million events, on PGlite and on Postgres.
 *
 * @returns `pglite.project.p99Ms`, `pglite.all.p99Ms`, the same for `postgres.`, and the rollup
 *   rebuild times.
 */
export async function benchConsoleUsage(): Promise<Record<string, number>> {
  return {
    ...(await measure('pglite')),
    ...((await withPostgres((url) => measure('postgres', url))) ?? {}),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.table(await benchConsoleUsage())
