import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataDir } from '../../test/backends.js'
import { unusedPort } from '../../test/ports.js'
import { loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../createLogger.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const MiB = 1024 * 1024
const attackBytes = 300 * MiB
// The kernel's socket buffers hold a few MiB between client and server: a server that refuses
// at the limit answers long before this much has been written.
const refusedWithin = 32 * MiB

type Upload = { status: number; name: string; sentBytes: number; peakRssGrowth: number }

// One in-process server, attacked with a body far over its route's limit: it must answer 413
// while the body is still streaming in, without buffering it, and keep answering others.
describe('request bodies over the limit (attack)', () => {
  let dataDir: string
  let server: StartServerReturnType
  const logLines: Record<string, unknown>[] = []

  beforeAll(async () => {
    dataDir = await createDataDir({ migrated: true })
    const closed = `http://127.0.0.1:${await unusedPort()}`
    const config = loadConfig({ DATA_DIR: dataDir, RPC_URL_31337: closed, RPC_URL_31338: closed })
    const destination = new Writable({
      write(chunk, _, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          logLines.push(JSON.parse(line))
        done()
      },
    })
    server = await startServer({
      config: { ...config, port: 0, logLevel: 'info' },
      logger: createLogger({ logLevel: 'info' }, destination),
    })
  })
  afterAll(async () => {
    await server?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  /**
   * Streams up to `attackBytes` of a JSON string to `path`, 64 KiB at a time, following
   * backpressure, and stops writing as soon as the answer arrives (or, for a server that reads it
   * all, once `refusedWithin` has gone unanswered).
   */
  async function upload(path: string, declareLength: boolean): Promise<Upload> {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const rssBefore = process.memoryUsage().rss
    let peakRss = rssBefore
    let sentBytes = 0
    const request = httpRequest(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declareLength ? { 'content-length': String(attackBytes) } : {}),
      },
    })
    request.on('error', () => {}) // the server closes the connection on the unread rest
    let answer: IncomingMessage | undefined
    const answered = once(request, 'response').then(([response]) => {
      answer = response as IncomingMessage
    })
    request.write('"')
    while (!answer && sentBytes < attackBytes && !request.destroyed) {
      if (sentBytes >= refusedWithin) break
      sentBytes += chunk.length
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
      if (!request.write(chunk))
        await Promise.race([once(request, 'drain'), answered, once(request, 'close')])
    }
    if (!answer) request.end('"')
    await answered
    const response = answer as unknown as IncomingMessage
    let text = ''
    for await (const part of response) text += part
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
    request.destroy()
    const { name } = JSON.parse(text) as { name: string }
    return { status: response.statusCode ?? 0, name, sentBytes, peakRssGrowth: peakRss - rssBefore }
  }

  /** Polls `/health` while `during` runs; returns the slowest answer's time in ms. */
  async function slowestHealth(during: Promise<unknown>): Promise<number> {
    let done = false
    let slowest = 0
    let answers = 0
    const poll = (async () => {
      while (!done || answers === 0) {
        const started = performance.now()
        await (await fetch(`${server.url}/health`)).arrayBuffer()
        slowest = Math.max(slowest, performance.now() - started)
        answers++
      }
    })()
    await during.finally(() => {
      done = true
    })
    await poll
    return slowest
  }

  it.each([
    ['POST /v1/onramp/quote', '/v1/onramp/quote?projectId=dev'],
    ['POST /v1/generators/onrampurl', '/v1/generators/onrampurl?projectId=dev'],
    ['POST /v1/fungible/price', '/v1/fungible/price?projectId=dev'],
    ['POST /v1 (RPC proxy)', '/v1?chainId=eip155:31337&projectId=dev'],
  ])('%s refuses a streamed 300 MiB body with 413 as it arrives', async (_, path) => {
    const attack = upload(path, false)
    const slowest = await slowestHealth(attack)
    const result = await attack
    expect({ status: result.status, name: result.name }).toEqual({
      status: 413,
      name: 'PayloadTooLargeError',
    })
    expect(result.sentBytes).toBeLessThan(refusedWithin)
    expect(result.peakRssGrowth).toBeLessThan(64 * MiB)
    // A ceiling for a loaded machine; the server that buffered the body held it for seconds.
    expect(slowest).toBeLessThan(5_000)
  })

  it('refuses a declared 300 MiB body by its Content-Length, before reading it', async () => {
    const result = await upload('/v1/onramp/quote?projectId=dev', true)
    expect(result.status).toBe(413)
    expect(result.sentBytes).toBeLessThan(refusedWithin)
  })

  it('logs a client that aborts its upload as an abort, not as a failure', async () => {
    const request = httpRequest(`${server.url}/v1/onramp/quote?projectId=dev`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': '1000',
        // The server's "100 Continue" tells that the handler has the request.
        expect: '100-continue',
      },
    })
    request.on('error', () => {})
    await once(request, 'continue')
    await new Promise((resolve) => request.write('{"amount":', resolve))
    const logged = waitForLog((line) => line.msg === 'request aborted by the client')
    request.destroy()
    expect(await logged).toMatchObject({ method: 'POST', path: '/v1/onramp/quote' })
    expect(logLines.filter((line) => line.msg === 'unhandled error')).toEqual([])
  })

  /** Resolves with the first log line (already written or to come) that `match` accepts. */
  async function waitForLog(
    match: (line: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>> {
    for (;;) {
      const line = logLines.find(match)
      if (line) return line
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
})
