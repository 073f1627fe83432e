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

/**
 * Creates the repository of the Farcaster connect relay's channels. Every state change is one
 * conditional update, so of two racing answers (or two status reads of a completed channel) one
 * wins and the other changes nothing; expired and closed channels are never read back.
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
  return {
    /** Stores a new channel. */
    async open(channel: NewFarcasterChannel) {
      await db.insert(farcasterChannels).values(channel)
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
