import { beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { TestDatabase } from '../../test/backends.js'
import {
  createRelayIdentity,
  type RelayTestClient,
  randomTopic,
  relayClientUrl,
} from '../../test/relayClient.js'
import { startTestRelay } from '../../test/startTestRelay.js'
import { useTestRelay } from '../../test/useTestRelay.js'
import { relayErrorCodes } from '../errors/relay.js'

let database: TestDatabase
const { connect } = useTestRelay(
  {
    limits: {
      publishPerClient: { capacity: 20, refillPerSecond: 1 },
      maxTopicsPerConnection: 600,
      framesPerConnection: { capacity: 400, refillPerSecond: 100 },
    },
  },
  (opened) => {
    database = opened
  },
)

describe('bad input', () => {
  let client: RelayTestClient
  beforeAll(async () => {
    client = await connect()
  })

  async function errorOf(method: string, params: unknown) {
    const response = await client.request(method, params)
    return response.error
  }

  it('echoes 19-digit ids exactly, as strings and as bare numbers', async () => {
    const topic = randomTopic()
    expect(
      (await client.request('irn_subscribe', { topic }, { id: '1795307247071424512' })).raw,
    ).toMatch(/^\{"id":"1795307247071424512","jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/)
    client.send(
      `{"id":1795307247071424513,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${topic}"}}`,
    )
    expect((await client.response('1795307247071424513')).raw).toBe(
      '{"id":1795307247071424513,"jsonrpc":"2.0","result":true}',
    )
  })

  it('answers unknown methods with -32601 and the request id', async () => {
    const response = await client.request('irn_watchRegister', {}, { id: '1795307247071424599' })
    expect(response.raw).toBe(
      '{"id":"1795307247071424599","jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found: irn_watchRegister"}}',
    )
  })

  it('refuses invalid params, with the connection still usable', async () => {
    const topic = randomTopic()
    const publish = (fields: object) =>
      errorOf('irn_publish', { topic, message: 'm', ttl: 60, tag: 1, ...fields })
    expect({
      shortTopic: (await errorOf('irn_subscribe', { topic: 'abc' }))?.message,
      nonHexTopic: (await errorOf('irn_subscribe', { topic: 'g'.repeat(64) }))?.message,
      noParams: (await errorOf('irn_subscribe', {}))?.message,
      ttl0: (await publish({ ttl: 0 }))?.message,
      ttl9: (await publish({ ttl: 9 }))?.message,
      ttl31Days: (await publish({ ttl: 31 * 86_400 }))?.message,
      ttlText: (await publish({ ttl: '60' }))?.message,
      emptyMessage: (await publish({ message: '' }))?.message,
      batch501: (
        await errorOf('irn_batchSubscribe', { topics: Array.from({ length: 501 }, randomTopic) })
      )?.message,
      emptyBatch: (await errorOf('irn_batchPublish', { messages: [] }))?.message,
    }).toMatchInlineSnapshot(`
      {
        "batch501": "Invalid params field "topics": expected at most 500 items",
        "emptyBatch": "Invalid params field "messages": expected at least one item",
        "emptyMessage": "Invalid params field "message": expected a non-empty message",
        "noParams": "Invalid params field "topic": Invalid input: expected string, received undefined",
        "nonHexTopic": "Invalid params field "topic": expected 64 hex characters",
        "shortTopic": "Invalid params field "topic": expected 64 hex characters",
        "ttl0": "Invalid params field "ttl": expected at least 10 seconds",
        "ttl31Days": "Invalid params field "ttl": expected at most 2592000 seconds (30 days)",
        "ttl9": "Invalid params field "ttl": expected at least 10 seconds",
        "ttlText": "Invalid params field "ttl": expected a number of seconds",
      }
    `)
    expect((await publish({ ttl: 0 }))?.code).toBe(relayErrorCodes.invalidParams)
    expect((await client.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
  })

  it('drops unparseable frames and never answers with id null', async () => {
    for (const text of [
      '{not json',
      '[]',
      '"text"',
      '{"id":null,"method":"irn_subscribe"}',
      '{"method":"x"}',
    ])
      client.send(text)
    client.send('{"id":"76","jsonrpc":"2.0","method":"irn_publish"}')
    client.send('{"id":"77","jsonrpc":"2.0"}')
    client.send('{"id":"78","method":42}')
    expect((await client.response('76')).error?.code).toBe(relayErrorCodes.invalidParams)
    expect((await client.response('77')).error?.code).toBe(relayErrorCodes.invalidRequest)
    expect((await client.response('78')).error?.code).toBe(relayErrorCodes.invalidRequest)
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeUndefined()
    expect(client.frames.filter((frame) => JSON.parse(frame).id === null)).toEqual([])
  })

  it('answers an oversized frame with an error and stays open', async () => {
    const message = 'x'.repeat(300 * 1024)
    client.send(
      `{"id":"79","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${randomTopic()}","message":"${message}","ttl":60}}`,
    )
    expect((await client.response('79')).error).toEqual({
      code: relayErrorCodes.payloadTooLarge,
      message: 'Message too large: at most 262144 bytes',
    })
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeUndefined()
  })
})

describe('limits', () => {
  it('rate-limits publishes per client id, leaving others alone', async () => {
    const identity = createRelayIdentity()
    const [flooder, twin, other] = await Promise.all([
      connect({ identity }),
      connect({ identity }),
      connect(),
    ])
    const topic = randomTopic()
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        flooder.request('irn_publish', { topic, message: `m${index}`, ttl: 60, tag: 1 }),
      ),
    )
    const refused = results.filter((result) => result.error)
    expect(refused.length).toBeGreaterThanOrEqual(4)
    expect(refused[0]?.error).toEqual({
      code: relayErrorCodes.tooManyRequests,
      message: 'Too many messages published: try again later',
    })
    // The limit follows the client id, not the socket.
    expect(
      (await twin.request('irn_publish', { topic, message: 'twin', ttl: 60 })).error?.code,
    ).toBe(relayErrorCodes.tooManyRequests)
    expect((await other.request('irn_publish', { topic, message: 'other', ttl: 60 })).result).toBe(
      true,
    )
  })

  it('limits the topics of one connection', async () => {
    const client = await connect()
    await client.request('irn_batchSubscribe', { topics: Array.from({ length: 500 }, randomTopic) })
    expect(
      (
        await client.request('irn_batchSubscribe', {
          topics: Array.from({ length: 101 }, randomTopic),
        })
      ).error,
    ).toEqual({
      code: relayErrorCodes.tooManyRequests,
      message: 'Too many topics: at most 600 per connection',
    })
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeUndefined()
  })

  it('closes a socket that floods frames with 1013, leaving others alone', async () => {
    const [flooder, other] = await Promise.all([connect(), connect()])
    for (let index = 0; index < 450; index += 1) flooder.send('{"id":"1","method":"nope"}')
    expect((await flooder.closed).code).toBe(1013)
    expect((await other.request('irn_subscribe', { topic: randomTopic() })).error).toBeUndefined()
  })
})

describe('keepalive', () => {
  it('pings, and closes peers that miss a pong', async () => {
    const quick = await startTestRelay(database, { pingIntervalMs: 100 })
    try {
      const identity = createRelayIdentity()
      const url = relayClientUrl(quick.relayUrl, { identity })
      const silent = new WebSocket(url, { autoPong: false })
      const polite = new WebSocket(url)
      let pings = 0
      polite.on('ping', () => {
        pings += 1
      })
      const silentClosed = new Promise<number>((resolve) => silent.on('close', resolve))
      expect(await silentClosed).toBe(1006)
      expect(pings).toBeGreaterThanOrEqual(1)
      expect(polite.readyState).toBe(WebSocket.OPEN)
      polite.close()
    } finally {
      await quick.close()
    }
  })
})
