/** Farcaster login's limits. */
export const farcasterLoginLimits = {
  /** How long a channel waits for the Farcaster app: 5 minutes. */
  channelTtlMs: 300_000,
  /** How often the frame asks whether the app has answered. */
  pollMs: 400,
} as const
