import { once } from 'node:events'
import { createServer } from 'node:http'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { type CreateRelayParameters, createRelay, type Relay } from '../src/relay/createRelay.js'
import { relayPath } from '../src/relay/deriveRelayUrls.js'
import type { TestDatabase } from './backends.js'

export type TestRelay = {
  relay: Relay
  /** `ws://127.0.0.1:<port>/relay`. */
  relayUrl: string
  close(): Promise<void>
}

/**
 * The relay alone on a plain node:http server on a free port, over a migrated test database:
 * quicker to start than `startServer`, for tests of the relay's behaviour.
 */
export async function startTestRelay(
  database: TestDatabase,
  options: Partial<Omit<CreateRelayParameters, 'db'>> = {},
): Promise<TestRelay> {
  await runMigrations(database)
  const server = createServer((_request, response) => response.writeHead(404).end())
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  const relayUrl = `ws://127.0.0.1:${port}${relayPath}`
  const relay = createRelay({
    db: database.db,
    logger: createLogger({ logLevel: 'silent' }),
    audiences: [relayUrl],
    projects: createProjectRepository(database.db),
    ...options,
  })
  server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
  return {
    relay,
    relayUrl,
    async close() {
      await relay.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
