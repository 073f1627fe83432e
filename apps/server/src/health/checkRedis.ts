import { Redis } from 'ioredis'
import { UnexpectedPingReplyError } from '../errors/health.js'

/**
 * Connects to Redis, sends PING and disconnects. Connects once, without retrying, so a Redis
 * that is down fails at once instead of queueing.
 *
 * @param url - `REDIS_URL`.
 * @param signal - Aborting disconnects. The health route gives each check ~1.5 s.
 * @throws The connection error, or `UnexpectedPingReplyError`.
 *
 * @example
 * import { checkRedis } from './checkRedis.js'
 * await checkRedis('redis://127.0.0.1:6379', AbortSignal.timeout(1500))
 */
export async function checkRedis(url: string, signal?: AbortSignal): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    enableOfflineQueue: false,
    enableReadyCheck: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  // connect() only says "Connection is closed."; the reason (ECONNREFUSED…) comes as an event.
  let reason: unknown
  redis.on('error', (error) => {
    reason ??= error
  })
  const abort = () => redis.disconnect()
  signal?.addEventListener('abort', abort, { once: true })
  try {
    await redis.connect()
    const reply = await redis.ping()
    if (reply !== 'PONG') throw new UnexpectedPingReplyError({ reply })
  } catch (error) {
    throw reason ?? error
  } finally {
    signal?.removeEventListener('abort', abort)
    redis.disconnect()
  }
}
