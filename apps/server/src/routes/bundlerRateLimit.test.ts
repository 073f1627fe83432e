import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { Hono } from 'hono'
import { keccak256, toHex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { unusedPort } from '../../test/ports.js'
import type { BundlerService } from '../bundler/createBundlerService.js'
import { createLogger } from '../createLogger.js'
import { createRedisSharedState } from '../limits/createRedisSharedState.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { bundlerRoutes } from './bundler.js'

const logger = createLogger({ logLevel: 'silent' })
let redis: ChildProcess
let redisUrl: string
const states: ReturnType<typeof createRedisSharedState>[] = []

// A Redis of this file's own, as replicas in production share one (`REDIS_URL`).
beforeAll(async () => {
  const port = await unusedPort()
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
  const output = redis.stdout as NodeJS.ReadableStream
  let seen = ''
  await new Promise<void>((resolve, reject) => {
    output.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      if (seen.includes('Ready to accept connections')) resolve()
    })
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${seen}`)))
  })
  redisUrl = `redis://127.0.0.1:${port}`
})
afterAll(async () => {
  await Promise.all(states.map((state) => state.close()))
  if (redis && redis.exitCode === null) {
    redis.kill('SIGTERM')
    await once(redis, 'exit')
  }
})

/** What the limit guards: a bundler that accepts every operation (its own rules are tested apart). */
const accepting = {
  send: async (_chainId: number, operation: { nonce: bigint }) => keccak256(toHex(operation.nonce)),
} as unknown as BundlerService

/** One server replica's bundler routes, its limits in the shared Redis under `prefix`. */
function replica(prefix: string, address: string) {
  const state = createRedisSharedState({ url: redisUrl, logger, prefix })
  states.push(state)
  const app = new Hono()
  app.route(
    '/',
    bundlerRoutes({
      bundler: accepting,
      limiters: state.limiters,
      sendRateLimit: { perIp: 3, perProject: 5 },
      remoteAddress: () => address,
    }),
  )
  app.onError(errorHandler(logger))
  return app
}

const operation = (nonce: number) => ({
  sender: '0x1111111111111111111111111111111111111111',
  nonce: toHex(nonce),
  callData: '0x',
  callGasLimit: '0x1',
  verificationGasLimit: '0x1',
  preVerificationGas: '0x1',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
})

async function send(app: Hono, nonces: number[], projectId?: string) {
  const requests = nonces.map((nonce) => ({
    jsonrpc: '2.0',
    id: nonce,
    method: 'eth_sendUserOperation',
    params: [operation(nonce), entryPoint08Address],
  }))
  const response = await app.request(
    `/v1/bundler?chainId=31337${projectId ? `&projectId=${projectId}` : ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requests),
    },
  )
  const answers = (await response.json()) as {
    result?: string
    error?: { code: number; message: string; data: { scope: string; retryAfterSeconds: number } }
  }[]
  return answers.map((answer) => answer.error ?? 'accepted')
}

test('eth_sendUserOperation per IP is counted across replicas in Redis: the 4th in a minute is refused', async () => {
  const prefix = `bundler-test:${randomBytes(4).toString('hex')}:`
  const first = replica(prefix, '203.0.113.7')
  const second = replica(prefix, '203.0.113.7')
  expect(await send(first, [1, 2])).toEqual(['accepted', 'accepted'])
  const [third, fourth] = await send(second, [3, 4])
  expect(third).toBe('accepted')
  expect(fourth).toMatchObject({
    code: -32005,
    data: { scope: 'ip' },
  })
  expect(typeof fourth === 'object' && fourth.message).toMatch(
    /^Too many user operations from this IP address: retry in \d+ s$/,
  )
  // Another address has its own count; reads and estimates are not counted.
  expect(await send(replica(prefix, '203.0.113.8'), [5])).toEqual(['accepted'])
})

test('per project, across addresses: the 6th of a project in a minute is refused', async () => {
  const prefix = `bundler-test:${randomBytes(4).toString('hex')}:`
  const project = 'a'.repeat(32)
  const answers = [
    ...(await send(replica(prefix, '198.51.100.1'), [1, 2, 3], project)),
    ...(await send(replica(prefix, '198.51.100.2'), [4, 5, 6], project)),
  ]
  expect(answers.slice(0, 5)).toEqual(Array(5).fill('accepted'))
  expect(answers[5]).toMatchObject({ code: -32005, data: { scope: 'project' } })
})
