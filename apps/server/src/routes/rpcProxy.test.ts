import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'

type Handler = (body: unknown, response: ServerResponse) => void

/** A stand-in upstream node: each request goes to the next handler of the script. */
async function startUpstream() {
  let script: Handler[] = []
  const received: unknown[] = []
  const server = createServer(async (request: IncomingMessage, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    const body = JSON.parse(text)
    received.push(body)
    const handler = script.shift() ?? ((_, r) => r.writeHead(500).end())
    handler(body, response)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    play(handlers: Handler[]) {
      script = [...handlers]
      received.length = 0
    },
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

const status =
  (code: number): Handler =>
  (_, response) =>
    response.writeHead(code).end('busy')
const json =
  (answer: (body: unknown) => unknown): Handler =>
  (body, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer(body)))
const result = (value: unknown) =>
  json((body) => ({ jsonrpc: '2.0', id: (body as { id: number }).id, result: value }))
const rpcError = (code: number) =>
  json((body) => ({
    jsonrpc: '2.0',
    id: (body as { id: number }).id,
    error: { code, message: `error ${code}` },
  }))

let database: TestDatabase
let upstream: Awaited<ReturnType<typeof startUpstream>>
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  ;[database, upstream] = await Promise.all([openPglite(), startUpstream()])
  await runMigrations(database)
  await ensureDevProject(createProjectRepository(database.db))
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RPC_URL_31337: upstream.url,
    RPC_URL_31338: upstream.url,
  })
  app = createApp({
    config,
    db: database,
    logger: createLogger(config),
    blockchain: { rpcRetry: { timeoutMs: 500 } },
  })
})
afterAll(() => Promise.all([database?.dispose(), upstream?.close()]))

const call = async (payload: unknown, query = 'chainId=eip155:31337&projectId=dev') => {
  const response = await app.request(`/v1?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
  // An answer, a batch of them, or an error body; each test checks the shape it expects.
  const body = (await response.json()) as { message?: string; error?: { message?: string } }
  return { status: response.status, body }
}
const request = (id: number, method = 'eth_blockNumber') => ({
  jsonrpc: '2.0',
  id,
  method,
  params: [],
})

describe('POST /v1 (RPC proxy)', () => {
  it('retries a flaky upstream: 150 ms, then 300 ms, then answers', async () => {
    upstream.play([status(503), status(429), result('0x2a')])
    const started = performance.now()
    expect(await call(request(7))).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: '0x2a' },
    })
    expect(upstream.received).toHaveLength(3)
    expect(performance.now() - started).toBeGreaterThanOrEqual(440)
  })

  it('retries retryable JSON-RPC errors, but never 4001 or other refusals', async () => {
    upstream.play([rpcError(-32005), rpcError(-32603), result('0x1')])
    expect((await call(request(1))).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
    expect(upstream.received).toHaveLength(3)

    for (const code of [4001, 4100, 4200, 4900, 4901, -32602, 3]) {
      upstream.play([rpcError(code), result('0x1')])
      expect(await call(request(2))).toEqual({
        status: 200,
        body: { jsonrpc: '2.0', id: 2, error: { code, message: `error ${code}` } },
      })
      expect(upstream.received).toHaveLength(1)
    }
  })

  it('gives up after 3 retries with 502 and the reason', async () => {
    upstream.play([status(502), status(502), status(502), status(502), result('0x1')])
    expect(await call(request(3))).toEqual({
      status: 502,
      body: {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32603, message: 'The upstream node answered HTTP 502' },
      },
    })
    expect(upstream.received).toHaveLength(4)
    // A refusal that another try cannot fix is not retried.
    upstream.play([status(401), result('0x1')])
    expect((await call(request(4))).status).toBe(502)
    expect(upstream.received).toHaveLength(1)
    // Nor is a node that says nothing in time retried forever: 500 ms per attempt here.
    upstream.play([() => {}, () => {}, () => {}, () => {}])
    const { body } = await call(request(5))
    expect(body.error?.message).toBe('The upstream node did not answer within 500 ms')
  })

  it('forwards a batch and retries only the requests that failed retryably', async () => {
    upstream.play([
      json((batch) =>
        (batch as { id: number }[]).map(({ id }) =>
          id === 2
            ? { jsonrpc: '2.0', id, error: { code: -32005, message: 'limit' } }
            : { jsonrpc: '2.0', id, result: `0x${id}` },
        ),
      ),
      json((batch) =>
        (batch as { id: number }[]).map(({ id }) => ({ jsonrpc: '2.0', id, result: 'retried' })),
      ),
    ])
    const { status, body } = await call([
      request(1),
      request(2),
      { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
      request(4),
    ])
    expect(status).toBe(200)
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: 'retried' },
      {
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: -32601,
          message: 'Requested RPC call is not allowed',
          data: 'eth_sendTransaction',
        },
      },
      { jsonrpc: '2.0', id: 4, result: '0x4' },
    ])
    // The refused method never left the server; the retry carried only request 2.
    expect(upstream.received).toEqual([[request(1), request(2), request(4)], [request(2)]])
  })

  it('refuses bad input with 4xx naming the problem, forwarding nothing', async () => {
    upstream.play([])
    const oversize = JSON.stringify(
      Array.from({ length: 900 }, (_, id) => ({
        ...request(id),
        params: ['0x'.padEnd(2400, 'f')],
      })),
    )
    expect(oversize.length).toBeGreaterThan(2_000_000)
    const answers = await Promise.all([
      call(request(1), 'projectId=dev'),
      call(request(1), 'chainId=eip155:1&projectId=dev'),
      call(request(1), 'chainId=31337&projectId=dev'),
      call(request(1), 'chainId=eip155:31337'),
      call(oversize),
      call(Array.from({ length: 1001 }, (_, id) => request(id))),
      call('{"jsonrpc":'),
      call([]),
      call({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' }),
      call([request(1), { jsonrpc: '2.0', id: 2 }]),
    ])
    expect(answers.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Missing chainId query parameter",
        "400 Unsupported chain "eip155:1"",
        "400 Invalid CAIP-2 network id "31337" in chainId",
        "400 Project ID Not Configured",
        "413 Request body is larger than 1048576 bytes",
        "413 JSON-RPC batch of 1001 requests is larger than 1000",
        "400 Malformed JSON in request body",
        "400 Invalid JSON-RPC request: the batch is empty",
        "400 Invalid JSON-RPC request: jsonrpc must be "2.0"",
        "400 Invalid JSON-RPC request: request 1: method must be a non-empty string",
      ]
    `)
    expect(upstream.received).toEqual([])
  })

  it('forwards only the allowlisted reads, refusing every other family in a batch', async () => {
    const refused = [
      'eth_sendTransaction',
      'eth_sendTransactionSync',
      'eth_sendRawTransactionSync',
      'eth_sendUnsignedTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_coinbase',
      'eth_newFilter',
      'eth_newBlockFilter',
      'eth_newPendingTransactionFilter',
      'eth_getFilterChanges',
      'eth_subscribe',
      'personal_sign',
      'personal_sendTransaction',
      'personal_unlockAccount',
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'hardhat_setBalance',
      'evm_mine',
      'debug_traceCall',
      'debug_setHead',
      'admin_peers',
      'txpool_content',
      'ots_getApiLevel',
      'trace_block',
      'wallet_sendCalls',
      'miner_start',
      'eth_chainid',
    ]
    const allowed = ['eth_chainId', 'eth_call', 'eth_sendRawTransaction', 'net_version']
    const batch = [...refused, ...allowed].map((method, id) => request(id, method))
    upstream.play([
      json((sent) =>
        (sent as { id: number }[]).map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' })),
      ),
    ])
    const { status, body } = await call(batch)
    expect(status).toBe(200)
    const answers = body as unknown as {
      id: number
      result?: string
      error?: { code: number; message: string; data: string }
    }[]
    expect(answers.slice(0, refused.length)).toEqual(
      refused.map((method, id) => ({
        jsonrpc: '2.0',
        id,
        error: { code: -32601, message: 'Requested RPC call is not allowed', data: method },
      })),
    )
    expect(answers.slice(refused.length).map((answer) => answer.result)).toEqual(
      allowed.map(() => '0x1'),
    )
    // Only the reads reached the node.
    expect((upstream.received[0] as { method: string }[]).map(({ method }) => method)).toEqual(
      allowed,
    )
  })

  it('forwards eth_getLogs only over a bounded block range', async () => {
    const logs = (id: number, filter: unknown) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_getLogs',
      params: [filter],
    })
    const head = json((sent) => ({
      jsonrpc: '2.0',
      id: (sent as { id: number }).id,
      result: '0x4e20',
    }))
    const answerAll = json((sent) =>
      (sent as { id: number }[]).map(({ id }) => ({ jsonrpc: '2.0', id, result: [] })),
    )
    upstream.play([head, answerAll])
    const { body } = await call([
      logs(1, { fromBlock: '0x0', toBlock: '0x2710' }),
      logs(2, { fromBlock: '0x0', toBlock: '0x2711' }),
      logs(3, { blockHash: `0x${'ab'.repeat(32)}` }),
      logs(4, { fromBlock: 'earliest', toBlock: 'latest' }),
      logs(5, { fromBlock: '0x2710' }),
      logs(6, { fromBlock: 'latest', toBlock: 'latest' }),
      logs(7, {}),
      logs(8, { fromBlock: 12 }),
      logs(9, { blockHash: `0x${'ab'.repeat(32)}`, fromBlock: '0x1' }),
      { jsonrpc: '2.0', id: 10, method: 'eth_getLogs', params: [] },
    ])
    expect(
      (
        body as unknown as {
          id: number
          result?: unknown
          error?: { code: number; message: string }
        }[]
      ).map(
        ({ id, result, error }) =>
          `${id} ${error ? `${error.code} ${error.message}` : JSON.stringify(result)}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "1 []",
        "2 -32602 eth_getLogs block range is wider than 10000 blocks: ask for a smaller range or a blockHash",
        "3 []",
        "4 -32602 eth_getLogs block range is wider than 10000 blocks: ask for a smaller range or a blockHash",
        "5 []",
        "6 []",
        "7 []",
        "8 -32602 eth_getLogs fromBlock and toBlock must be block numbers or tags",
        "9 -32602 eth_getLogs takes blockHash or fromBlock/toBlock, not both",
        "10 -32602 eth_getLogs expects a filter object",
      ]
    `)
    // The head was read once; the batch carried only the bounded ranges.
    expect(upstream.received).toHaveLength(2)
    expect((upstream.received[1] as { id: number }[]).map(({ id }) => id)).toEqual([1, 3, 5, 6, 7])
  })

  it('refuses a body that is not application/json with 415, forwarding nothing', async () => {
    upstream.play([])
    const statuses = await Promise.all(
      [
        undefined,
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
      ].map(async (contentType) => {
        const response = await app.request('/v1?chainId=eip155:31337&projectId=dev', {
          method: 'POST',
          headers: contentType === undefined ? {} : { 'content-type': contentType },
          body: JSON.stringify(request(1)),
        })
        return `${response.status} ${((await response.json()) as { name: string }).name}`
      }),
    )
    expect(new Set(statuses)).toEqual(new Set(['415 UnsupportedMediaTypeError']))
    expect(upstream.received).toEqual([])
    const charset = await app.request('/v1?chainId=eip155:31337&projectId=dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request(1, 'eth_sendTransaction')),
    })
    expect(charset.status).toBe(200)
  })

  it('answers CORS preflights from any origin', async () => {
    const response = await app.request('/v1/?chainId=eip155:31337&projectId=dev', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })
})
