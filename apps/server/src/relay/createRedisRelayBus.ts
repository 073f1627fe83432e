import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from '../createLogger.js'
import type { RelayMessage } from './createRelayStore.js'
import type { RelayBus } from './relayBus.js'

export type CreateRedisRelayBusParameters = {
  /** `REDIS_URL`. */
  url: string
  logger: Logger
  /**
   * Prefix of the pub/sub channels, one per topic, and of the two connections' names
   * (`<prefix>publisher`, `<prefix>subscriber`, in `CLIENT LIST`). Defaults to `airlock:relay:`.
   */
  channelPrefix?: string
}

/**
 * The relay's bus across server processes: Redis pub/sub with a channel per topic, subscribed
 * while some local socket listens to the topic. Uses two connections (a subscribing Redis
 * connection can do nothing else); both reconnect by themselves and resubscribe. Pub/sub keeps
 * nothing for a connection that is away, so once the subscriber is back `onReconnect` says since
 * when: the relay then reads what it missed from the mailbox.
 *
 * A process does not hear its own publishes back: it delivered them to its sockets already, and
 * parsing each one again cost it as much as a message from elsewhere. Each message names its
 * process (`origin`, a field older processes ignore), and the echo is dropped unread.
 *
 * @param parameters - URL, logger and channel prefix.
 * @returns The bus.
 *
 * @example
 * import { createRedisRelayBus } from './createRedisRelayBus.js'
 * const bus = createRedisRelayBus({ url: 'redis://127.0.0.1:6379', logger })
 */
export function createRedisRelayBus({
  url,
  logger,
  channelPrefix = 'airlock:relay:',
}: CreateRedisRelayBusParameters): RelayBus {
  const publisher = new Redis(url, {
    enableAutoPipelining: true,
    maxRetriesPerRequest: 2,
    connectionName: `${channelPrefix}publisher`,
  })
  // Without a ready check: ioredis's INFO check fails once a SUBSCRIBE was queued before the
  // connection came up, which left the connection deaf.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableReadyCheck: false,
    connectionName: `${channelPrefix}subscriber`,
  })
  // This process's messages start with this text (JSON members keep their order).
  const ownPrefix = `{"origin":"${randomBytes(8).toString('hex')}",`
  let listener: (message: RelayMessage) => void = () => {}
  let reconnected: (lostAt: number) => void = () => {}
  let lostAt: number | undefined
  let closing = false
  subscriber.on('close', () => {
    lostAt ??= Date.now()
  })
  subscriber.on('ready', () => {
    const since = lostAt
    if (since === undefined || closing) return
    // ioredis sends the SUBSCRIBEs again right after 'ready': a PING queued behind them answers
    // once every channel is listened to again, so nothing falls between them and the catch-up.
    queueMicrotask(() => {
      subscriber.ping().then(
        () => {
          if (lostAt !== since) return
          lostAt = undefined
          reconnected(since)
        },
        // Lost again: the next 'ready' catches up from the first loss.
        (error: unknown) => logger.debug({ err: error }, 'relay redis resubscribe not confirmed'),
      )
    })
  })
  for (const [name, redis] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const)
    redis.on('error', (error) => logger.warn({ err: error, connection: name }, 'relay redis error'))
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(channelPrefix) || text.startsWith(ownPrefix)) return
    try {
      listener(JSON.parse(text) as RelayMessage)
    } catch (error) {
      logger.warn({ err: error, channel }, 'relay bus message dropped')
    }
  })
  return {
    kind: 'redis',
    async publish(message) {
      const json = JSON.stringify(message)
      await publisher.publish(`${channelPrefix}${message.topic}`, `${ownPrefix}${json.slice(1)}`)
    },
    async subscribe(topic) {
      await subscriber.subscribe(`${channelPrefix}${topic}`)
    },
    async unsubscribe(topic) {
      await subscriber.unsubscribe(`${channelPrefix}${topic}`)
    },
    onMessage(next) {
      listener = next
    },
    onReconnect(next) {
      reconnected = next
    },
    async close() {
      closing = true
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}
