import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from './createDatabase.js'
import { farcasterChannels } from './schema.js'

/** A relay channel as stored. */
export type FarcasterChannelRow = typeof farcasterChannels.$inferSelect
/** What opening a channel stores. */
export type NewFarcasterChannel = typeof farcasterChannels.$inferInsert
/** What the Farcaster app's answer adds to a channel. */
export type FarcasterChannelAnswer = Pick<
  FarcasterChannelRow,
  | 'message'
  | 'signature'
  | 'authMethod'
  | 'fid'
  | 'custody'
  | 'username'
  | 'displayName'
  | 'bio'
  | 'pfpUrl'
  | 'verifications'
>

// Channels opened while an insert is under way wait for it and go into the next one together.
const maxOpenBatch = 100

/**
 * Creates the repository of the Farcaster connect relay's channels. Every state change is one
 * conditional update, so of two racing answers (or two status reads of a completed channel) one
 * wins and the other changes nothing; expired and closed channels are never read back. Opening
 * is the relay's hot path (every visitor who picks Farcaster): a burst of opens shares one
 * insert (one statement, one commit) instead of queueing one insert each behind the database,
 * which cut `POST /v1/channel`'s p99 at 10 concurrent on PGlite (bench/farcaster.ts). A lone open
 * is inserted at once.
 *
 * @param db - The Drizzle database of `createDatabase`.
 * @returns The repository.
 *
 * @example
 * import { createFarcasterChannelRepository } from './db/createFarcasterChannelRepository.js'
 * const channels = createFarcasterChannelRepository(database.db)
 * const channel = await channels.find({ tokenHash, now: new Date() })
 */
export function createFarcasterChannelRepository(db: Database) {
  const live = (tokenHash: string, now: Date) =>
    and(
      eq(farcasterChannels.tokenHash, tokenHash),
      gt(farcasterChannels.expiresAt, now),
      isNull(farcasterChannels.closedAt),
    )
  type Waiting = { channel: NewFarcasterChannel; done: (error?: unknown) => void }
  let queued: Waiting[] = []
  let inserting = false
  const insertQueued = async () => {
    inserting = true
    while (queued.length > 0) {
      const batch = queued.slice(0, maxOpenBatch)
      queued = queued.slice(batch.length)
      try {
        await db.insert(farcasterChannels).values(batch.map((waiting) => waiting.channel))
        for (const waiting of batch) waiting.done()
      } catch (error) {
        // One bad row must not fail the others: each is tried on its own.
        if (batch.length === 1) batch[0]?.done(error)
        else
          await Promise.all(
            batch.map((waiting) =>
              db
                .insert(farcasterChannels)
                .values(waiting.channel)
                .then(() => waiting.done(), waiting.done),
            ),
          )
      }
    }
    inserting = false
  }
  return {
    /** Stores a new channel (with the others opened meanwhile, in one insert). */
    open(channel: NewFarcasterChannel) {
      return new Promise<void>((resolve, reject) => {
        queued.push({ channel, done: (error) => (error === undefined ? resolve() : reject(error)) })
        if (!inserting) void insertQueued()
      })
    },
    /** The channel, if it exists, has not expired and was not closed. */
    async find({ tokenHash, now }: { tokenHash: string; now: Date }) {
      const [row] = await db.select().from(farcasterChannels).where(live(tokenHash, now)).limit(1)
      return row
    },
    /** Stores the Farcaster app's answer, once: `undefined` when it was answered already or is gone. */
    async complete({
      tokenHash,
      now,
      answer,
    }: {
      tokenHash: string
      now: Date
      answer: FarcasterChannelAnswer
    }) {
      const [row] = await db
        .update(farcasterChannels)
        .set({ ...answer, completedAt: now })
        .where(and(live(tokenHash, now), isNull(farcasterChannels.completedAt)))
        .returning()
      return row
    },
    /** Closes a completed channel, once: whether this call closed it. */
    async close({ tokenHash, now }: { tokenHash: string; now: Date }) {
      const rows = await db
        .update(farcasterChannels)
        .set({ closedAt: now })
        .where(live(tokenHash, now))
        .returning({ tokenHash: farcasterChannels.tokenHash })
      return rows.length === 1
    },
    /** Deletes channels that expired before `before`. */
    async sweep({ before }: { before: Date }) {
      await db.delete(farcasterChannels).where(lt(farcasterChannels.expiresAt, before))
    },
  }
}

/** The relay channels' repository. */
export type FarcasterChannelRepository = ReturnType<typeof createFarcasterChannelRepository>
