import { randomBytes } from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { createLogger } from '../createLogger.js'
import { createRedisRelayBus } from './createRedisRelayBus.js'
import type { RelayMessage } from './createRelayStore.js'
import type { RelayBus } from './relayBus.js'

const redisUrl = process.env.REDIS_URL
const buses: RelayBus[] = []
afterAll(() => Promise.all(buses.map((bus) => bus.close())))

const message = (topic: string, text: string): RelayMessage => ({
  id: randomBytes(32).toString('hex'),
  topic,
  message: text,
  tag: 1108,
  prompt: false,
  attestation: null,
  publisher: 'did:key:z6Mk',
  publishedAt: Date.now(),
  expiresAt: Date.now() + 300_000,
})

it.skipIf(!redisUrl)(
  'brings a message to the other processes, not back to its own (REDIS_URL set)',
  async () => {
    // A channel prefix per run: parallel runs on one Redis never see each other's messages.
    const channelPrefix = `airlock-test:${randomBytes(4).toString('hex')}:`
    const logger = createLogger({ logLevel: 'silent' })
    const [first, second] = [0, 1].map(() =>
      createRedisRelayBus({ url: redisUrl as string, logger, channelPrefix }),
    ) as [RelayBus, RelayBus]
    buses.push(first, second)
    const heard: Record<'first' | 'second', string[]> = { first: [], second: [] }
    first.onMessage((received) => heard.first.push(received.message))
    second.onMessage((received) => heard.second.push(received.message))
    const topic = randomBytes(32).toString('hex')
    await Promise.all([first.subscribe(topic), second.subscribe(topic)])

    const sent = message(topic, 'from the first')
    await first.publish(sent)
    // Redis writes a publish to its subscribers before answering it: the first process's own
    // message would come before the second's.
    await second.publish(message(topic, 'from the second'))
    await expect.poll(() => heard.first).toEqual(['from the second'])
    await expect.poll(() => heard.second).toEqual(['from the first'])
    expect(heard.first).toEqual(['from the second'])
  },
)
