import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import { afterEach, expect, it } from 'vitest'
import { trackHttpRequests } from './drainHttpServer.js'

const servers: ReturnType<typeof createServer>[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

/** A server whose handler answers only when the test says so, reporting each arrival. */
async function startHeldServer() {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived: () => void = () => {}
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const server = createServer(async (_request, response) => {
    arrived()
    await released
    response.end('done')
  })
  servers.push(server)
  const tracker = trackHttpRequests(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  return { port, tracker, arrival, release }
}

function get(port: number) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false }, resolve)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

it('finishes a request in flight, refusing new connections meanwhile', async () => {
  const { port, tracker, arrival, release } = await startHeldServer()
  const answer = get(port)
  await arrival
  expect(tracker.inFlight()).toBe(1)
  const drained = tracker.drain(10_000)
  await expect(get(port)).rejects.toThrow('ECONNREFUSED')
  release()
  const response = await answer
  expect(response.statusCode).toBe(200)
  // The client is told not to reuse the connection.
  expect(response.headers.connection).toBe('close')
  response.resume()
  expect(await drained).toEqual({ cutOff: 0 })
  expect(tracker.inFlight()).toBe(0)
})

it('cuts off what is still running when the time is up', async () => {
  const { port, tracker, arrival, release } = await startHeldServer()
  const answer = get(port)
  await arrival
  expect(await tracker.drain(50)).toEqual({ cutOff: 1 })
  await expect(answer).rejects.toThrow('socket hang up')
  release()
})
