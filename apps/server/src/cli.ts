// `npm run airlock -- <group> <command> [options]`: manages projects, the wallet catalogue and
// analytics in the server's database (PGlite in DATA_DIR, or DATABASE_URL).

import { type CliCommand, CliUsageError } from './cli/context.js'
import { loadConfig } from './config/loadConfig.js'
import { createDatabase } from './db/createDatabase.js'
import { acquireDataDirLock, releaseDataDirLock } from './db/dataDirLock.js'
import { runMigrations } from './db/runMigrations.js'
import { ConfigError } from './errors/config.js'

const groups: Record<string, () => Promise<CliCommand>> = {
  project: async () => (await import('./cli/project.js')).projectCommand,
  catalogue: async () => (await import('./cli/catalogue.js')).catalogueCommand,
  analytics: async () => (await import('./cli/analytics.js')).analyticsCommand,
}

const usage = `Usage: npm run airlock -- <group> <command> [options]

  project create --name <name> [--origin <pattern>]… [--id <id>] [settings]
  project list
  project show <id>
  project set <id> [--name <name>] [--origin <pattern>]… [--remove-origin <pattern>]…
                   [--clear-origins] [--clear-theme] [settings]
      settings: --feature <name>=on|off|default|a,b   (swaps, onramp, email, socials,
                  activity, analytics, connectMethodsOrder)
                --socials google,x,…|none  --analytics on|off
                --theme-mode light|dark|none  --theme-variable=<name>=<value>
      origin patterns: https://app.example.org, https://*.example.org, http://localhost:*
  catalogue import <file.json>
  catalogue stats
  analytics [--project <id>] [--days <n>]`

async function main(argv: string[]): Promise<number> {
  const [group, ...args] = argv
  const load = group ? groups[group] : undefined
  if (!load) {
    console.error(
      group && group !== '--help' ? `Unknown command group "${group}".\n\n${usage}` : usage,
    )
    return group && group !== '--help' ? 2 : 0
  }
  const config = loadConfig(process.env)
  const command = await load()
  // PGlite is single-process: refuse to open DATA_DIR while the server (or another command) has it.
  const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir, 'cli')
  try {
    const db = await createDatabase({ config })
    try {
      await runMigrations(db)
      return await command(args, { config, db, print: (line) => console.log(line) })
    } finally {
      await db.close()
    }
  } finally {
    if (lock) await releaseDataDirLock(lock)
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliUsageError) {
      console.error(`${error.message}\n\n${usage}`)
      process.exit(2)
    }
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
