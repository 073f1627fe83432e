import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import { loadConfig } from '../config/loadConfig.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { analyticsCommand } from './analytics.js'

describeEachBackend('airlock analytics', (backend) => {
  let database: TestDatabase
  const config = loadConfig({ DATA_DIR: '/nonexistent' })

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    const projects = createProjectRepository(database.db)
    await projects.create({ id: 'a', name: 'A' })
    await projects.create({ id: 'b', name: 'B' })
    const record = (projectId: string, type: 'track' | 'error', event: string) =>
      recordAnalyticsEvent(database.db, {
        projectId,
        origin: 'http://localhost:3000',
        event: {
          eventId: crypto.randomUUID(),
          url: 'http://localhost:3000/',
          domain: 'localhost',
          timestamp: Date.now(),
          props: { type, event },
        },
      })
    for (const [projectId, type, event] of [
      ['a', 'track', 'MODAL_OPEN'],
      ['a', 'track', 'MODAL_OPEN'],
      ['a', 'track', 'CONNECT_SUCCESS'],
      ['a', 'error', 'INTERNAL_SDK_ERROR'],
      ['b', 'track', 'MODAL_OPEN'],
    ] as const)
      await record(projectId, type, event)
  })
  afterAll(() => database?.dispose())

  async function run(...args: string[]) {
    const lines: string[] = []
    const code = await analyticsCommand(args, {
      config,
      db: database,
      print: (line) => void lines.push(line),
    })
    // The day changes from run to run.
    return { code, output: lines.join('\n').replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD') }
  }

  it('counts events by day and name, for one project or all', async () => {
    expect((await run('--project', 'a', '--days', '1')).output).toMatchInlineSnapshot(`
      "DAY         TYPE   EVENT               COUNT
      YYYY-MM-DD  error  INTERNAL_SDK_ERROR      1
      YYYY-MM-DD  track  CONNECT_SUCCESS         1
      YYYY-MM-DD  track  MODAL_OPEN              2
      4 events today (UTC)."
    `)
    expect((await run()).output).toMatchInlineSnapshot(`
      "DAY         PROJECT  TYPE   EVENT               COUNT
      YYYY-MM-DD  a        error  INTERNAL_SDK_ERROR      1
      YYYY-MM-DD  a        track  CONNECT_SUCCESS         1
      YYYY-MM-DD  a        track  MODAL_OPEN              2
      YYYY-MM-DD  b        track  MODAL_OPEN              1
      5 events in the last 7 days."
    `)
  })

  it('says so when there is nothing to count', async () => {
    await createProjectRepository(database.db).create({ id: 'quiet', name: 'Quiet' })
    expect(await run('--project', 'quiet')).toEqual({
      code: 0,
      output: 'No analytics events in the last 7 days.',
    })
  })

  it('refuses bad flags and unknown projects', async () => {
    const fail = (...args: string[]) =>
      run(...args).then(
        () => undefined,
        (error: Error) => `${error.name}: ${error.message.split('\n')[0]}`,
      )
    expect(
      await Promise.all([
        fail('--days', '0'),
        fail('--days', 'week'),
        fail('--bogus'),
        fail('extra'),
        fail('--project', 'missing'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "CliUsageError: Invalid --days "0": expected a whole number from 1 to 3660.",
        "CliUsageError: Invalid --days "week": expected a whole number from 1 to 3660.",
        "CliUsageError: Unknown option '--bogus'",
        "CliUsageError: Unexpected argument 'extra'. This command does not take positional arguments",
        "ProjectNotFoundError: Project "missing" not found",
      ]
    `)
  })
})
