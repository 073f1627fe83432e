import type { TokenRate } from '../limits/tokenBuckets.js'

/** A token bucket's size: `capacity` at once, `refillPerSecond` sustained. */
export type RelayRate = TokenRate

/** The relay's limits. Going over one costs the offender only; other clients are unaffected. */
export type RelayLimits = {
  /** Frames longer than this get a JSON-RPC error (-32013); the socket stays open. Defaults to 256 KiB. */
  maxMessageBytes: number
  /** Frames longer than this close the socket (1009). Defaults to 1 MiB. */
  maxFrameBytes: number
  /** Topics one socket may listen to. Defaults to `1000`. */
  maxTopicsPerConnection: number
  /** Open sockets per IP address. Defaults to `1000`. */
  maxConnectionsPerIp: number
  /** Published messages per client id (its did:key). Defaults to 200 at once, 50/s. */
  publishPerClient: RelayRate
  /** Published messages per IP address. Defaults to 2000 at once, 500/s. */
  publishPerIp: RelayRate
  /**
   * Published bytes per client id (as `relayMessageBytes` counts them). At least
   * `maxMessageBytes` at once. Defaults to 1 MiB at once, 64 KiB/s.
   */
  publishBytesPerClient: RelayRate
  /** Published bytes per IP address. Defaults to 4 MiB at once, 256 KiB/s. */
  publishBytesPerIp: RelayRate
  /** Unexpired messages one topic's mailbox holds; a publish beyond it gets -32029. Defaults to `1000`. */
  maxMessagesPerTopic: number
  /**
   * The whole mailbox's bytes. A publish that would pass it first evicts expired messages, then
   * the oldest, down to 90% of it. Defaults to 256 MiB.
   */
  maxMailboxBytes: number
  /** Frames of any kind per socket; a flood beyond it is closed with 1013. Defaults to 1000, 200/s. */
  framesPerConnection: RelayRate
  /** Requests running for one socket at once; more get -32029. Defaults to `500`. */
  maxQueuedRequests: number
  /** Bytes waiting to be sent to a socket that reads too slowly; beyond it, 1013. Defaults to 8 MiB. */
  maxBufferedBytes: number
  /** Mailbox messages sent per subscribe call, oldest first; the rest on the next. Defaults to `5000`. */
  maxFlushMessages: number
}

export const defaultRelayLimits: RelayLimits = {
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxTopicsPerConnection: 1000,
  maxConnectionsPerIp: 1000,
  publishPerClient: { capacity: 200, refillPerSecond: 50 },
  publishPerIp: { capacity: 2000, refillPerSecond: 500 },
  publishBytesPerClient: { capacity: 1024 * 1024, refillPerSecond: 64 * 1024 },
  publishBytesPerIp: { capacity: 4 * 1024 * 1024, refillPerSecond: 256 * 1024 },
  maxMessagesPerTopic: 1000,
  maxMailboxBytes: 256 * 1024 * 1024,
  framesPerConnection: { capacity: 1000, refillPerSecond: 200 },
  maxQueuedRequests: 500,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxFlushMessages: 5000,
}
