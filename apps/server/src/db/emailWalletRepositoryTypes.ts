import type { emailChanges, emailLoginAttempts, emailSessions, emailWallets } from './schema.js'

// The e-mail wallet repository's row types and interface, apart from its implementation: the
// implementation is split in two files (`createEmailWalletRepository`, `createEmailChangeQueries`)
// that both need these, and neither may import the other's types back.

/** A login in progress. */
export type EmailLoginAttempt = typeof emailLoginAttempts.$inferSelect
/** A stored session (its token only as a hash). */
export type EmailSession = typeof emailSessions.$inferSelect
/** An e-mail change in progress. */
export type EmailChange = typeof emailChanges.$inferSelect
/** A registered wallet: its address and its sealed shares. */
export type EmailWallet = typeof emailWallets.$inferSelect
/**
 * A live session with what the routes need of its user. `email` is null for a wallet made by a
 * social login (`/auth/v1/social/*`), which shares these sessions.
 */
export type LiveEmailSession = EmailSession & { email: string | null; address: string | null }

/** Reads and writes the e-mail wallet's users, logins, sessions, changes and wallets. */
export type EmailWalletRepository = {
  /**
   * What `POST /start` needs to know of an address, in one query whatever the answer (so known
   * and unknown addresses cost the same): whether a user has it, and whether this device is one
   * of theirs.
   */
  findLoginState(parameters: {
    email: string
    deviceIdHash: string | null
  }): Promise<{ userExists: boolean; deviceApproved: boolean }>
  /**
   * Atomically claims an address's login-mail cooldown, unless it was claimed less than
   * `cooldownMs` ago. @returns `0` when claimed, else the milliseconds until it is free.
   */
  claimCooldown(parameters: { email: string; now: Date; cooldownMs: number }): Promise<number>
  /** Gives a claimed cooldown back (the e-mail could not be sent), if nothing claimed it since. */
  releaseCooldown(parameters: { email: string; claimedAt: Date }): Promise<void>
  /**
   * Stores a new attempt and, in the same transaction, ends the attempt the browser had before
   * (`replacesTokenHash`), so only the newest code of a browser works.
   */
  createLoginAttempt(parameters: {
    attempt: Omit<
      EmailLoginAttempt,
      | 'approvedAt'
      | 'failedTries'
      | 'consumedAt'
      | 'burnedAt'
      | 'replacedAt'
      | 'purpose'
      | 'sessionId'
    > &
      Partial<Pick<EmailLoginAttempt, 'purpose' | 'sessionId'>>
    replacesTokenHash: string | undefined
  }): Promise<void>
  /** Deletes an attempt whose e-mail could not be sent. */
  deleteLoginAttempt(id: string): Promise<void>
  findLoginAttempt(tokenHash: string): Promise<EmailLoginAttempt | undefined>
  findLoginAttemptByApproval(approvalTokenHash: string): Promise<EmailLoginAttempt | undefined>
  /**
   * Gives a usable attempt whose code was verified its approval link (the hash of its token), if
   * it has none yet; with `replaces`, in place of that link (unused: its device not approved), which
   * stops working. @returns Whether this call issued it.
   */
  issueApproval(parameters: {
    id: string
    approvalTokenHash: string
    replaces?: string | undefined
    now: Date
    maxTries: number
  }): Promise<boolean>
  /**
   * Marks the device approved if the link is unused and its attempt still usable at `now`.
   * @returns The attempt, or `undefined` (nothing written) otherwise.
   */
  approveDevice(parameters: {
    approvalTokenHash: string
    now: Date
    maxTries: number
  }): Promise<EmailLoginAttempt | undefined>
  /** Takes back an approval link whose e-mail could not be sent, so the next try sends one. */
  revokeApproval(parameters: { id: string }): Promise<void>
  /**
   * Wrong codes for an address since `since` (from `client` only, when given), and when the
   * oldest of them was.
   */
  countFailures(parameters: {
    email: string
    client?: string | undefined
    since: Date
  }): Promise<{ count: number; oldest: Date | undefined }>
  /**
   * Counts one wrong code against the attempt (burning it at `maxTries`) and the address, in one
   * transaction. @returns The tries so far, or `undefined` when the attempt had already ended.
   */
  recordLoginFailure(parameters: {
    id: string
    email: string
    /** Who sent the wrong code: its IP address. */
    client: string
    now: Date
    maxTries: number
  }): Promise<{ failedTries: number; burned: boolean } | undefined>
  /**
   * Logs in, all or nothing: consumes the attempt (if it is still usable at `now`), creates the
   * user if the address is new, remembers the device, revokes the session the browser had before
   * and stores the new one.
   * @returns The user and session, or `undefined` (nothing written) when the attempt was not usable.
   */
  completeLogin(parameters: {
    attemptId: string
    maxTries: number
    now: Date
    session: { tokenHash: string; expiresAt: Date }
    replacesSessionTokenHash: string | undefined
  }): Promise<
    | {
        userId: number
        email: string
        isNew: boolean
        address: string | null
        session: EmailSession
      }
    | undefined
  >
  /**
   * The session with this token hash if it is live at `now` (not revoked, not past its absolute
   * expiry, used within `idleMs`), which this use slides forward.
   */
  useSession(parameters: {
    tokenHash: string
    now: Date
    idleMs: number
  }): Promise<LiveEmailSession | undefined>
  /** Ends the live session with this token hash. @returns Whether there was one. */
  revokeSession(parameters: { tokenHash: string; now: Date }): Promise<boolean>
  /** Whether an address belongs to a user other than `exceptUserId`. */
  isEmailTaken(parameters: { email: string; exceptUserId: number }): Promise<boolean>
  /**
   * Stores a change and ends the user's earlier pending ones, in one transaction, unless the user
   * started one less than `cooldownMs` ago (each start e-mails two addresses).
   * @returns `0` when stored, else the milliseconds until another may start (nothing written).
   */
  createEmailChange(
    change: Omit<
      EmailChange,
      'primaryVerifiedAt' | 'failedTries' | 'appliedAt' | 'burnedAt' | 'replacedAt'
    >,
    parameters: { cooldownMs: number },
  ): Promise<number>
  /** Deletes a change whose e-mails could not be sent. */
  deleteEmailChange(id: string): Promise<void>
  /** The newest change the session started. */
  findEmailChange(sessionId: number): Promise<EmailChange | undefined>
  /** Like `recordLoginFailure`, for a change. */
  recordChangeFailure(parameters: {
    id: string
    email: string
    /** Who sent the wrong code: its IP address. */
    client: string
    now: Date
    maxTries: number
  }): Promise<{ failedTries: number; burned: boolean } | undefined>
  /** Marks the current address's code confirmed, if the change is still pending at `now`. */
  confirmPrimary(parameters: { id: string; now: Date; maxTries: number }): Promise<boolean>
  /**
   * Applies the change, all or nothing: only if it is pending, unexpired and its first code was
   * confirmed, and the new address is still free.
   * @returns The new address, `'taken'`, or `undefined` when the change was not usable.
   */
  applyEmailChange(parameters: {
    id: string
    userId: number
    now: Date
    maxTries: number
  }): Promise<string | 'taken' | undefined>
  /**
   * Stores the user's wallet if they have none and the address is free.
   * @returns `'created'`, or which of the two was already taken (nothing written).
   */
  registerWallet(
    wallet: Omit<EmailWallet, 'lockTokenHash' | 'recoveryLockedAt'>,
  ): Promise<'created' | 'user' | 'address'>
  findWallet(userId: number): Promise<EmailWallet | undefined>
  /** The newest recovery code a session asked for, ended or not. */
  findRecoveryAttempt(sessionId: number): Promise<EmailLoginAttempt | undefined>
  /** Uses a usable recovery code once; `false` (nothing written) when it was not usable. */
  consumeRecoveryAttempt(parameters: { id: string; now: Date; maxTries: number }): Promise<boolean>
  /** Stores the hash of the newest recovery notice's lock token (the earlier one stops working). */
  setLockToken(parameters: { userId: number; lockTokenHash: string }): Promise<void>
  findWalletByLockToken(lockTokenHash: string): Promise<EmailWallet | undefined>
  /** Locks recovery by a live lock token, once; `false` when the token is not live. */
  lockRecovery(parameters: { lockTokenHash: string; now: Date }): Promise<boolean>
  /** Deletes what can no longer matter: ended attempts, changes and sessions, old failures and throttles. */
  sweep(parameters: { now: Date; graceMs: number; failureWindowMs: number }): Promise<void>
}
