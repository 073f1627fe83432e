import { userInfo } from 'node:os'
import { consoleSetupUrl } from '../admin/consoleSetupUrl.js'
import { createAdminAccounts } from '../admin/createAdminAccounts.js'
import { createProjectAdmin } from '../admin/createProjectAdmin.js'
import { readOperatorToken } from '../admin/operatorToken.js'
import { loadConfig } from '../config/loadConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { acquireDataDirLock, releaseDataDirLock } from '../db/dataDirLock.js'
import { runMigrations } from '../db/runMigrations.js'
import { DataDirLockedError } from '../errors/dataDir.js'
import { adminCommand } from './admin.js'
import { type CliCommand, CliUsageError } from './context.js'
import { createAdminClient } from './createAdminClient.js'
import { projectCommand } from './project.js'

const groups: Record<string, () => Promise<CliCommand>> = {
  project: async () => projectCommand,
  admin:
    async () =>
    (args, { config, db, print }) =>
      adminCommand(args, {
        invite: (role) =>
          createAdminAccounts(db.db).createSetupToken({ role, createdBy: `cli (${userName()})` }),
        setupUrl: (token) => consoleSetupUrl(config.publicUrl, token),
        print,
      }),
  catalogue: async () => (await import('./catalogue.js')).catalogueCommand,
  analytics: async () => (await import('./analytics.js')).analyticsCommand,
}

const usage = `Usage: npm run airlock -- <group> <command> [options]

  project create --name <name> [--origin <pattern>]… [--id <id>] [settings]
  project list
  project show <id>
  project set <id> [--name <name>] [--origin <pattern>]… [--remove-origin <pattern>]…
                   [--clear-origins] [--clear-theme] [settings]
  project delete <id> --confirm <id>
  project history <id>
      settings: --feature <name>=on|off|default|a,b   (swaps, onramp, email, socials,
                  activity, analytics, connectMethodsOrder,
                  nameRegistration=embedded|any)
                --socials google,x,…|none  --analytics on|off
                --theme-mode light|dark|none  --theme-variable=<name>=<value>
      origin patterns: https://app.example.org, https://*.example.org, http://localhost:*
  admin create [--role owner|viewer]   (prints a one-time console setup link)
  catalogue import <file.json>
  catalogue stats
  analytics [--project <id>] [--days <n>]`

export type RunCliOptions = {
  /** The environment to configure from: `process.env` for the real command. */
  env: Record<string, string | undefined>
  /** Writes a line to standard output. */
  print: (line: string) => void
  /** Writes a line to standard error. */
  printError: (line: string) => void
}

/**
 * Runs one `airlock` command and returns its exit code: 0 done, 1 failed (the message printed), 2
 * bad input (the message and the usage printed). Never throws and never exits the process, so
 * tests run it in-process and the entry point only maps the code to `process.exit`.
 *
 * @example
 * const code = await runCli(['project', 'list'], { env: process.env, print: console.log, printError: console.error })
 */
export async function runCli(argv: string[], options: RunCliOptions): Promise<number> {
  const { env, print, printError } = options
  const [group, ...args] = argv
  const load = group ? groups[group] : undefined
  if (!load) {
    const known = !group || group === '--help'
    printError(known ? usage : `Unknown command group "${group}".\n\n${usage}`)
    return known ? 0 : 2
  }
  try {
    const config = loadConfig(env)
    const command = await load()
    // PGlite is single-process: refuse to open DATA_DIR while the server (or another command) has
    // it. Projects are then managed through the running server's admin API instead.
    const lock = config.databaseUrl
      ? undefined
      : await acquireDataDirLock(config.dataDir, 'cli').catch(async (error: unknown) => {
          const operator =
            (group === 'project' || group === 'admin') &&
            error instanceof DataDirLockedError &&
            error.owner === 'server'
              ? await readOperatorToken(config.keysDir)
              : undefined
          if (!operator) throw error
          return operator
        })
    if (lock && 'token' in lock) {
      const client = createAdminClient(lock)
      if (group === 'admin')
        return await adminCommand(args, {
          invite: client.invite,
          setupUrl: (token) => consoleSetupUrl(config.publicUrl, token),
          print,
        })
      return await projectCommand(args, { projects: client, print })
    }
    try {
      const db = await createDatabase({ config })
      try {
        await runMigrations(db)
        const projects = createProjectAdmin({ db: db.db, actor: `cli (${userName()})` })
        return await command(args, { config, db, projects, print })
      } finally {
        await db.close()
      }
    } finally {
      if (lock) await releaseDataDirLock(lock)
    }
  } catch (error) {
    if (error instanceof CliUsageError) {
      printError(`${error.message}\n\n${usage}`)
      return 2
    }
    printError(error instanceof Error ? error.message : String(error))
    return 1
  }
}

function userName() {
  try {
    return userInfo().username
  } catch {
    return 'unknown user'
  }
}
