import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/loadConfig.js'
import { createLogger } from '../../src/createLogger.js'
import { startServer } from '../../src/startServer.js'
import { createDataDir } from '../backends.js'
import { unusedPort } from '../ports.js'
import { connectRelayClient, createRelayIdentity, randomTopic } from '../relayClient.js'

let dataDir: string
beforeAll(async () => {
  dataDir = await createDataDir({ migrated: true })
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const logger = createLogger({ logLevel: 'silent' })

it('keeps what it acknowledged across a restart, and delivers it once per client', async () => {
  const closed = `http://127.0.0.1:${await unusedPort()}`
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, RPC_URL_31337: closed, RPC_URL_31338: closed }),
    port: 0,
  }
  const wallet = createRelayIdentity()
  const [pairing, session] = [randomTopic(), randomTopic()]
  const sent: string[] = []

  // The wallet subscribed once, then went offline (a phone in a pocket).
  let server = await startServer({ config, logger })
  const early = await connectRelayClient(server.relayUrl, { identity: wallet })
  await early.request('irn_batchSubscribe', { topics: [pairing, session] })
  await early.close()
  const dapp = await connectRelayClient(server.relayUrl)
  for (let index = 0; index < 100; index += 1) {
    const message = `request ${index}`
    const answer = await dapp.request('irn_publish', {
      topic: index % 2 ? session : pairing,
      message,
      ttl: 900,
      tag: 1108,
      prompt: true,
    })
    expect(answer.result).toBe(true)
    sent.push(message)
  }
  await dapp.close()
  await server.close()

  // Same database, new process state, new port.
  server = await startServer({ config, logger })
  try {
    const back = await connectRelayClient(server.relayUrl, { identity: wallet })
    await back.request('irn_batchSubscribe', { topics: [pairing, session] })
    const received = await back.waitForMessages(100)
    // Clients de-duplicate by (topic, sha256(message)); what the app sees is exactly what was sent.
    const seen = new Set(received.map((message) => `${message.topic} ${message.message}`))
    expect(seen.size).toBe(100)
    expect([...new Set(received.map((message) => message.message))].sort()).toEqual(
      [...sent].sort(),
    )
    expect(received.every((message) => message.attestation === '')).toBe(true)
    // A reconnect after acknowledging brings nothing again.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await back.close()
    const later = await connectRelayClient(server.relayUrl, { identity: wallet })
    await later.request('irn_batchSubscribe', { topics: [pairing, session] })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(later.messages).toEqual([])
    await later.close()
  } finally {
    await server.close()
  }
  // A ceiling for a hung run: two server starts and 100 publishes take long on a busy machine.
}, 120_000)
