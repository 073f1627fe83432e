import type { ProjectAdmin } from '../admin/createProjectAdmin.js'
import type { Config } from '../config/loadConfig.js'
import type { DatabaseHandle } from '../db/createDatabase.js'

/**
 * What every `airlock` sub-command gets: the configuration, an open migrated database, project
 * management (with its audit trail), output.
 */
export type CliContext = {
  config: Config
  db: DatabaseHandle
  projects: ProjectAdmin
  /** Writes a line to standard output. */
  print: (line: string) => void
}

/**
 * What `project` commands need: they also run while the server holds the embedded database,
 * through its admin API.
 */
export type ProjectCliContext = Pick<CliContext, 'projects' | 'print'>

/** What the commands that read the database themselves need (`catalogue`, `analytics`). */
export type DatabaseCliContext = Pick<CliContext, 'config' | 'db' | 'print'>

/** A command group (`project`, `catalogue`, `analytics`): runs `args` and returns an exit code. */
export type CliCommand = (args: string[], context: CliContext) => Promise<number>

/** Bad command-line input: printed with the usage, exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}
