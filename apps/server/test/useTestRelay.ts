import { afterAll, beforeAll } from 'vitest'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import type { CreateRelayParameters } from '../src/relay/createRelay.js'
import { openPglite, type TestDatabase } from './backends.js'
import { connectRelayClient, type RelayTestClient } from './relayClient.js'
import { startTestRelay, type TestRelay } from './startTestRelay.js'

export type UseTestRelayReturnType = {
  /** Every client `connect` opened (and any a test adds): closed after the file. */
  clients: RelayTestClient[]
  /** Connects a client to the relay, closed after the file. */
  connect(parameters?: Parameters<typeof connectRelayClient>[1]): Promise<RelayTestClient>
}

/**
 * The hooks of a relay test file: before it, a PGlite database, a relay over it (`options`) and
 * a project `shop` allowing `https://shop.example`, handed to `opened`; after it, every client
 * closed, then the relay and the database.
 *
 * @example
 * let relay: TestRelay
 * const { connect } = useTestRelay({}, (_database, started) => {
 *   relay = started
 * })
 */
export function useTestRelay(
  options: Partial<Omit<CreateRelayParameters, 'db'>>,
  opened: (database: TestDatabase, relay: TestRelay) => void,
): UseTestRelayReturnType {
  let database: TestDatabase
  let relay: TestRelay
  const clients: RelayTestClient[] = []
  beforeAll(async () => {
    database = await openPglite()
    relay = await startTestRelay(database, options)
    await createProjectRepository(database.db).create({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example'],
    })
    opened(database, relay)
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await relay?.close()
    await database?.dispose()
  })
  return {
    clients,
    async connect(parameters = {}) {
      const client = await connectRelayClient(relay.relayUrl, parameters)
      clients.push(client)
      return client
    },
  }
}
