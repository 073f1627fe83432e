import type { RelayLimits } from '../../src/relay/relayLimits.js'

/**
 * Publish budgets wide enough for the replica test's burst (hundreds of publishes as fast as the
 * machine goes): that test is about delivery, and on an idle machine the default per-client
 * budget (200 at once, 50/s) refuses part of the burst. The budgets have tests of their own.
 */
export const burstLimits: Partial<RelayLimits> = {
  publishPerClient: { capacity: 100_000, refillPerSecond: 100_000 },
  publishPerIp: { capacity: 100_000, refillPerSecond: 100_000 },
  publishBytesPerClient: { capacity: 64 * 1024 * 1024, refillPerSecond: 64 * 1024 * 1024 },
  publishBytesPerIp: { capacity: 64 * 1024 * 1024, refillPerSecond: 64 * 1024 * 1024 },
  framesPerConnection: { capacity: 100_000, refillPerSecond: 100_000 },
  maxMessagesPerTopic: 100_000,
}
