import { createHash, randomBytes } from 'node:crypto'
import { toBase64Url } from './base64Url.js'

export type FrameSessionsParameters = {
  /** How long a frame page's secret may be used. Defaults to 12 hours. */
  ttlMs?: number | undefined
  /** Most secrets kept at once; the oldest go first. Defaults to 50,000. */
  maxEntries?: number | undefined
  /** Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

export type FrameSessionCheck = 'ok' | 'unknown' | 'other-session'

type Entry = { expiresAt: number; sessionHash: string | undefined }

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * The secrets of the wallet frame's pages: one is written into each frame page the secure origin
 * serves, kept by that page's script only, and required by `POST /wallet/recover`. Only their
 * SHA-256 is kept, in this process's memory. The first login session that uses a secret binds it;
 * a secret opens one recovery share at most.
 *
 * @param parameters - Lifetime, size bound and clock.
 * @returns `issue`, `check` (binds on first use) and `consume`.
 *
 * @example
 * import { createFrameSessions } from './recovery/createFrameSessions.js'
 * const sessions = createFrameSessions()
 * const secret = sessions.issue()
 */
export function createFrameSessions({
  ttlMs = 12 * 60 * 60_000,
  maxEntries = 50_000,
  now = Date.now,
}: FrameSessionsParameters = {}) {
  const entries = new Map<string, Entry>()
  const live = (secret: string) => {
    const key = sha256(secret)
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return { key, entry }
  }
  return {
    issue(): string {
      const secret = toBase64Url(randomBytes(32))
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
      entries.set(sha256(secret), { expiresAt: now() + ttlMs, sessionHash: undefined })
      return secret
    },
    /** Whether `secret` is a live secret of this login session (binding it if still unbound). */
    check(secret: string, session: string): FrameSessionCheck {
      const found = live(secret)
      if (!found) return 'unknown'
      const sessionHash = sha256(session)
      found.entry.sessionHash ??= sessionHash
      return found.entry.sessionHash === sessionHash ? 'ok' : 'other-session'
    },
    /** Spends `secret`: it opens no other share. */
    consume(secret: string): void {
      entries.delete(sha256(secret))
    },
  }
}

export type FrameSessions = ReturnType<typeof createFrameSessions>
