import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { healthResponse } from '@airlock/protocol/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataDir } from '../test/backends.js'
import { occupyPort, unusedPort } from '../test/ports.js'
import {
  connectRelayClient,
  createRelayIdentity,
  relayClientUrl,
  upgradeStatus,
} from '../test/relayClient.js'
import { type Config, loadConfig } from './config/loadConfig.js'
import { createLogger } from './createLogger.js'
import { PortInUseError } from './errors/server.js'
import { startServer } from './startServer.js'

let dataDir: string
let config: Config

beforeAll(async () => {
  dataDir = await createDataDir({ migrated: true })
  const closed = `http://127.0.0.1:${await unusedPort()}`
  config = loadConfig({ DATA_DIR: dataDir, RPC_URL_31337: closed, RPC_URL_31338: closed })
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const logger = createLogger({ logLevel: 'silent' })

// Each test starts a whole server (PGlite in WebAssembly, the relay, the chains' clients): 10–13 s
// on a 2-core machine running a full test suite and a CPU hog beside it. The limit is for a hung
// start, not a pace.
describe('startServer', { timeout: 60_000 }, () => {
  it('refuses a busy port, naming it, without touching the database', async () => {
    const { port, server } = await occupyPort()
    try {
      const error = await startServer({ config: { ...config, port }, logger }).catch((e) => e)
      expect(error).toBeInstanceOf(PortInUseError)
      expect(error.shortMessage).toBe(`Port ${port} is already in use (server)`)
      // Opening PGlite would have left a lock file; the migrations would have made a schema.
      expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false)
    } finally {
      server.close()
    }
  })

  it('releases the port when the database cannot be reached', async () => {
    const [port, closedDatabasePort] = await Promise.all([unusedPort(), unusedPort()])
    const databaseUrl = `postgres://airlock:hunter2@127.0.0.1:${closedDatabasePort}/airlock`
    await expect(startServer({ config: { ...config, port, databaseUrl }, logger })).rejects.toThrow(
      'ECONNREFUSED',
    )
    const { server } = await occupyPort(port)
    server.close()
  })

  it('serves the app on the port, with migrated PGlite, until closed', async () => {
    const server = await startServer({ config: { ...config, port: 0 }, logger })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      // The WalletConnect relay shares the port; other paths take no WebSocket.
      expect(server.relayUrl).toBe(`ws://127.0.0.1:${server.port}/relay`)
      expect((await upgradeStatus(`ws://127.0.0.1:${server.port}/other`)).status).toBe(404)
      expect((await upgradeStatus(server.relayUrl)).status).toBe(401)
      const response = await fetch(`${server.url}/health`)
      const body = healthResponse.parse(await response.json())
      expect(body.checks.database?.status).toBe('ok')
      expect(response.status).toBe(503) // the chains point at a closed port
    } finally {
      await server.close()
    }
    await expect(fetch(`${server.url}/health`)).rejects.toThrow('fetch failed')
    await expect(server.close()).resolves.toBeUndefined()
  })

  it('gives the relay the per-address socket budget of RELAY_CONNECTIONS_PER_IP', async () => {
    const limited = loadConfig({
      ...{ DATA_DIR: dataDir, RPC_URL_31337: config.chains[0]?.rpcUrl },
      RELAY_CONNECTIONS_PER_IP: '2',
    })
    const server = await startServer({ config: { ...limited, port: 0 }, logger })
    try {
      const held = [
        await connectRelayClient(server.relayUrl),
        await connectRelayClient(server.relayUrl),
      ]
      const third = relayClientUrl(server.relayUrl, { identity: createRelayIdentity() })
      expect((await upgradeStatus(third)).status).toBe(429)
      await Promise.all(held.map((client) => client.close()))
    } finally {
      await server.close()
    }
  })
})
