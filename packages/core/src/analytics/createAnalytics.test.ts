import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createAnalytics } from './createAnalytics.js'

// A stand-in for the Airlock server's two analytics routes, recording what reaches it.
const received: { path: string; body: string }[] = []
let projectAllows = true
const server = createServer(async (request, response) => {
  const body = await readBody(request)
  received.push({ path: request.url ?? '', body })
  if (request.url?.startsWith('/getAnalyticsConfig'))
    return response.end(JSON.stringify({ isAnalyticsEnabled: projectAllows }))
  response.statusCode = 202
  response.end('{"status":"accepted"}')
})
let apiUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  vi.stubGlobal('location', new URL('http://localhost:3000/shop?x=1'))
})
afterAll(() => {
  vi.unstubAllGlobals()
  server.close()
})

// Every request the client starts, so a test can wait until all of them (and what follows each
// answer) are done instead of waiting a fixed time.
const requests: Promise<unknown>[] = []
const trackedFetch: typeof fetch = (input, init) => {
  const request = fetch(input, init).then(async (response) => {
    // Read the body here so the client's own read finishes without further I/O.
    const text = await response.text()
    return new Response(text, { status: response.status, headers: response.headers })
  })
  requests.push(request.catch(() => undefined))
  return request
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
/** Waits until no request is in flight and the answers' handlers have run. */
const settle = async () => {
  for (let seen = -1; seen !== requests.length; ) {
    seen = requests.length
    await Promise.all(requests)
    await nextTurn()
    await nextTurn()
  }
}

test('sends nothing unless the dapp opts in, and nothing before the modal opens', async () => {
  received.length = 0
  const off = createAnalytics({ apiUrl, projectId: 'dev', enabled: false, fetch: trackedFetch })
  off.activate()
  off.track('MODAL_OPEN')
  const on = createAnalytics({ apiUrl, projectId: 'dev', enabled: true, fetch: trackedFetch })
  on.track('CONNECT_SUCCESS')
  await settle()
  expect(received).toEqual([])
})

test('asks the project once, and sends only what it allows', async () => {
  received.length = 0
  projectAllows = false
  const refused = createAnalytics({ apiUrl, projectId: 'dev', enabled: true, fetch: trackedFetch })
  refused.activate()
  refused.track('MODAL_OPEN')
  refused.track('MODAL_CLOSE')
  await settle()
  expect(received.map((r) => r.path)).toEqual(['/getAnalyticsConfig?projectId=dev'])

  received.length = 0
  projectAllows = true
  const allowed = createAnalytics({ apiUrl, projectId: 'dev', enabled: true, fetch: trackedFetch })
  allowed.activate()
  allowed.track('SELECT_WALLET', { name: 'Airlock Test Wallet' })
  await settle()
  const event = received.find((r) => r.path === '/e?projectId=dev')
  expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
    url: 'http://localhost:3000/shop?x=1',
    domain: 'localhost',
    props: { type: 'track', event: 'SELECT_WALLET', properties: { name: 'Airlock Test Wallet' } },
  })
})

test('subscribers see every event, sent or not', () => {
  const analytics = createAnalytics({
    apiUrl,
    projectId: 'dev',
    enabled: false,
    fetch: trackedFetch,
  })
  const seen: string[] = []
  const stop = analytics.subscribe((event) => seen.push(event.event))
  analytics.track('MODAL_OPEN')
  stop()
  analytics.track('MODAL_CLOSE')
  expect(seen).toEqual(['MODAL_OPEN'])
})

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
  })
}
