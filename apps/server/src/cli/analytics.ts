import { parseArgs } from 'node:util'
import { countAnalyticsEvents } from '../analytics/countAnalyticsEvents.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { CliUsageError, type DatabaseCliContext } from './context.js'

/**
 * `airlock analytics [--project <id>] [--days <n>]`: prints how many events of each name were
 * received per UTC day (default: the last 7 days, every project), then the total. An unknown
 * project is `ProjectNotFoundError` (exit 1); bad flags are `CliUsageError` (exit 2).
 *
 * @param args - The arguments after `analytics`.
 * @param context - Database and output.
 * @returns The exit code.
 *
 * @example
 * // npm run airlock -- analytics --project dev --days 30
 * import { analyticsCommand } from './cli/analytics.js'
 * await analyticsCommand(['--days', '1'], context)
 */
export const analyticsCommand = async (
  args: string[],
  { db, print }: DatabaseCliContext,
): Promise<number> => {
  let values: { project?: string | undefined; days?: string | undefined }
  try {
    ;({ values } = parseArgs({
      args,
      options: { project: { type: 'string' }, days: { type: 'string' } },
      strict: true,
    }))
  } catch (error) {
    throw new CliUsageError((error as Error).message)
  }
  const days = values.days === undefined ? 7 : Number(values.days)
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new CliUsageError(
      `Invalid --days "${values.days}": expected a whole number from 1 to 3660.`,
    )
  // An unknown project is an error, not an empty report.
  if (values.project !== undefined) await createProjectRepository(db.db).get(values.project)
  const rows = await countAnalyticsEvents(db.db, { projectId: values.project, days })
  const period = days === 1 ? 'today (UTC)' : `in the last ${days} days`
  if (rows.length === 0) {
    print(`No analytics events ${period}.`)
    return 0
  }
  const showProject = values.project === undefined
  const header = ['DAY', ...(showProject ? ['PROJECT'] : []), 'TYPE', 'EVENT', 'COUNT']
  const table = rows.map((row) => [
    row.day,
    ...(showProject ? [row.projectId] : []),
    row.type,
    row.event,
    String(row.count),
  ])
  for (const line of formatTable(header, table)) print(line)
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  print(`${total} event${total === 1 ? '' : 's'} ${period}.`)
  return 0
}

function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  // Numbers right-aligned in the last column; text left-aligned.
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) =>
        column === row.length - 1
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  '),
  )
}
