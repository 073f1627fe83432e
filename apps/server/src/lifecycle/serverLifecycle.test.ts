import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDataDir, openPglite } from '../../test/backends.js'
import { connectRelayClient } from '../../test/relayClient.js'
import { startRpcResponder } from '../../test/rpcResponder.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { startServer } from '../startServer.js'
import { answerWhileStarting } from './answerWhileStarting.js'

let dataDir: string
let rpc: Awaited<ReturnType<typeof startRpcResponder>>
beforeAll(async () => {
  ;[dataDir, rpc] = await Promise.all([createDataDir({ migrated: true }), startRpcResponder()])
})
afterAll(async () => {
  await rpc.close()
  await rm(dataDir, { recursive: true, force: true })
})

it('answers the probes before the app exists: live, not ready', async () => {
  const live = answerWhileStarting(new Request('http://server.test/health/live'))
  const ready = answerWhileStarting(new Request('http://server.test/health/ready'))
  expect([live?.status, ready?.status]).toEqual([200, 503])
  expect(await ready?.json()).toEqual({ status: 'starting' })
  expect(answerWhileStarting(new Request('http://server.test/getWallets'))).toBeUndefined()
})

// A whole server starts (12 s on a loaded 2-core machine): the limit is for a hung start.
it('is ready with its database and chains, counts requests, and closes relay sockets with 1001', {
  timeout: 60_000,
}, async () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    RPC_URL_31337: rpc.url(31337),
    RPC_URL_31338: rpc.url(31338),
  })
  const server = await startServer({
    config: { ...config, port: 0 },
    logger: createLogger({ logLevel: 'silent' }),
  })
  let closed = false
  try {
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200)
    const ready = await fetch(`${server.url}/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, 'eip155:31337': { status: 'ok' } },
    })
    const client = await connectRelayClient(server.relayUrl)
    await client.request('irn_subscribe', { topic: 'a'.repeat(64) })

    const metrics = await fetch(`${server.url}/metrics`)
    expect(metrics.status).toBe(200)
    const text = await metrics.text()
    expect(text).toContain(
      'airlock_http_requests_total{method="GET",route="/health/ready",status="200"} 1',
    )
    expect(text).toMatch(/airlock_http_request_duration_seconds_bucket\{le="0.001",method="GET"/)
    expect(text).toContain('airlock_relay_connections 1')
    expect(text).toContain('airlock_relay_frames_in_total 1')
    expect(text).toContain('airlock_indexer_leader{chain="31337"} 1')
    // Through a proxy on the same machine, the peer is loopback too: refused.
    const proxied = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.status).toBe(403)
    expect(await proxied.json()).toMatchObject({ name: 'MetricsForbiddenError' })

    await server.close()
    closed = true
    expect((await client.closed).code).toBe(1001)
    await expect(fetch(`${server.url}/health/live`)).rejects.toThrow('fetch failed')
  } finally {
    if (!closed) await server.close()
  }
})

it('wants the operator token when one is set', async () => {
  const db = await openPglite({ migrated: true })
  try {
    const app = createApp({
      config: loadConfig({ DATA_DIR: dataDir, RPC_URL_31337: rpc.url(31337) }),
      db,
      logger: createLogger({ logLevel: 'silent' }),
      checks: {},
      metricsToken: 'correct-horse-battery-staple',
    })
    expect((await app.request('/metrics')).status).toBe(403)
    const wrong = { headers: { authorization: 'Bearer correct-horse-battery-stable' } }
    expect((await app.request('/metrics', wrong)).status).toBe(403)
    const right = { headers: { authorization: 'Bearer correct-horse-battery-staple' } }
    const answer = await app.request('/metrics', right)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
  } finally {
    await db.close()
  }
})
