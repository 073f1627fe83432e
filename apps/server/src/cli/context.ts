import type { Config } from '../config/loadConfig.js'
import type { DatabaseHandle } from '../db/createDatabase.js'

/** What every `airlock` sub-command gets: the configuration, an open migrated database, output. */
export type CliContext = {
  config: Config
  db: DatabaseHandle
  /** Writes a line to standard output. */
  print: (line: string) => void
}

/** A command group (`project`, `catalogue`, `analytics`): runs `args` and returns an exit code. */
export type CliCommand = (args: string[], context: CliContext) => Promise<number>

/** Bad command-line input: printed with the usage, exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}
