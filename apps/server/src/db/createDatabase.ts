import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config/loadConfig.js'
import type { Logger } from '../createLogger.js'
import { ensurePrivateDir } from './ensurePrivateDir.js'
import { restrictFileModes } from './restrictFileModes.js'
import * as schema from './schema.js'

/** The Drizzle database, the same type over PGlite and Postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the Drizzle handle plus what the server needs to check and close it. */
export type DatabaseHandle = {
  db: Database
  /** A `select 1` round-trip; rejects when the database cannot answer. */
  ping(): Promise<void>
  /** Closes the database. Safe to call more than once. */
  close(): Promise<void>
} & (
  | {
      kind: 'pglite'
      /** The embedded database, in `${DATA_DIR}/pglite`. */
      client: PGlite
    }
  | {
      kind: 'postgres'
      /** The connection pool to `DATABASE_URL`. */
      client: pg.Pool
    }
)

export type CreateDatabaseParameters = {
  config: Pick<Config, 'databaseUrl' | 'dataDir'>
  /** Told about connections that fail while idle. Defaults to none. */
  logger?: Logger
}

/**
 * Opens the database: Postgres through a `pg` pool when `DATABASE_URL` is set, otherwise PGlite
 * (Postgres compiled to WebAssembly) persisted in `${DATA_DIR}/pglite`. Run `runMigrations` next.
 *
 * @param parameters.config - `databaseUrl` and `dataDir` are read.
 * @returns The open database.
 *
 * @example
 * import { createDatabase, loadConfig, runMigrations } from '@airlock/server'
 * const database = await createDatabase({ config: loadConfig() })
 * await runMigrations(database)
 * await database.ping()
 * await database.close()
 */
export async function createDatabase({
  config,
  logger,
}: CreateDatabaseParameters): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 })
    // Without a listener, a server-side disconnect of an idle client crashes the process.
    pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection failed'))
    const db: Database = drizzleNodePostgres({ client: pool, schema })
    return { db, kind: 'postgres', client: pool, ping: ping(db), close: once(() => pool.end()) }
  }
  // Only the server's user may read the database: DATA_DIR and its pglite folder are 0700, and
  // the files PGlite wrote (with the umask, 0666 at worst) are narrowed to 0600 as it opens and
  // again as it closes (files made in between sit in the 0700 folder).
  await ensurePrivateDir(config.dataDir)
  const dataDir = join(config.dataDir, 'pglite')
  await ensurePrivateDir(dataDir)
  const client = await PGlite.create(dataDir)
  await restrictFileModes(dataDir)
  const db: Database = drizzlePglite({ client, schema })
  const close = async () => {
    await client.close()
    await restrictFileModes(dataDir)
  }
  return { db, kind: 'pglite', client, ping: ping(db), close: once(close) }
}

function ping(db: Database) {
  return async () => {
    await db.execute(sql`select 1`)
  }
}

function once(close: () => Promise<void>) {
  let closing: Promise<void> | undefined
  return () => {
    closing ??= close()
    return closing
  }
}
