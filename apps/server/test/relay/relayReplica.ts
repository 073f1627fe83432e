// A relay replica in its own process, for redisReplicas.test.ts (which kills it with SIGKILL): the
// relay on DATABASE_URL (migrated) and a Redis bus on REDIS_URL with RELAY_CHANNEL_PREFIX. Prints
// its relay URL on stdout once it listens.
import { tmpdir } from 'node:os'
import { createLogger } from '../../src/createLogger.js'
import { createDatabase } from '../../src/db/createDatabase.js'
import { createRedisRelayBus } from '../../src/relay/createRedisRelayBus.js'
import { startTestRelay } from '../startTestRelay.js'
import { burstLimits } from './burstLimits.js'

const {
  DATABASE_URL: databaseUrl,
  REDIS_URL: url,
  RELAY_CHANNEL_PREFIX: channelPrefix,
} = process.env
if (!databaseUrl || !url || !channelPrefix)
  throw new Error('Set DATABASE_URL, REDIS_URL and RELAY_CHANNEL_PREFIX')
const config = { dataDir: tmpdir(), databaseUrl }
const database = await createDatabase({ config })
const logger = createLogger({ logLevel: 'silent' })
const relay = await startTestRelay(
  { ...database, config, dispose: () => database.close() },
  { bus: createRedisRelayBus({ url, logger, channelPrefix }), limits: burstLimits },
)
process.stdout.write(`${relay.relayUrl}\n`)
