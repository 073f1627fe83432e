import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * A project: one dapp that embeds the modal. Its id is the `projectId` the client sends on every
 * call; its allowed origins gate the API, relay and embedded wallet.
 */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  features: jsonb('features').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  theme: jsonb('theme').$type<Record<string, unknown>>(),
  /** Counts the project's changes: an edit based on an older version is refused (409). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The wallet catalogue behind `GET /getWallets`: the bundled list, replaced or extended by
 * `airlock catalogue import`. `data` holds the wire fields of `Wallet` (`@airlock/protocol`).
 */
export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  /** Where the entry came from: `bundled` or the file name of an import. */
  source: text('source').notNull(),
  /** A disabled wallet stays in the table (and the console) but `getWallets` never lists it. */
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Usage events and error reports received on `POST /e`, with the project and origin they came from. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    origin: text('origin'),
    type: text('type').notNull(),
    event: text('event').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analytics_events_project_event_id').on(table.projectId, table.eventId),
    index('analytics_events_project_received_at').on(table.projectId, table.receivedAt),
  ],
)

/**
 * Daily rollups of `analytics_events`, kept by `recordAnalyticsEvent` in the same transaction as
 * the event: one row per UTC day, project, metric and key, so the console's usage charts read a
 * few hundred rows instead of scanning the events. Metrics: `event` (key: the event name),
 * `connect.wallet` (the wallet's name), `connect.method` (injected, walletconnect, email, social),
 * `error` (the error's event or type), `swap.volume` (key `usd`: completed swaps, `amount` their quoted
 * US dollars), `onramp` (opened, provider, completed, declined).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    /** A sum the counter carries besides its count: the US dollars of `swap.volume`. */
    amount: numeric('amount', { precision: 24, scale: 6, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day, table.metric, table.key] })],
)
