import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, expect, test } from 'vitest'
import { createFrameHost, type FrameHost, type HandshakeEvent } from './createFrameHost.js'

const parent = { name: 'the framing page' }
const dapp = 'http://localhost:3000'
const hosts: FrameHost[] = []
const ports: MessagePort[] = []

afterEach(() => {
  for (const host of hosts.splice(0)) host.stop()
  for (const port of ports.splice(0)) port.close()
})

function setUp(overrides: { parentOrigin?: string; allowedOrigins?: string[] } = {}) {
  let listener: ((event: HandshakeEvent) => void) | undefined
  const refused: string[] = []
  const host = createFrameHost({
    target: {
      addEventListener: (_, handler) => {
        listener = handler
      },
      removeEventListener: (_, handler) => {
        if (listener === handler) listener = undefined
      },
    },
    parent,
    parentOrigin: overrides.parentOrigin ?? dapp,
    projectId: 'dev',
    allowedOrigins: overrides.allowedOrigins ?? ['http://localhost:*'],
    handlers: {
      GET_CHAIN_ID: () => ({ chainId: 31337 }),
      CONNECT_EMAIL: ({ email }) => {
        if (email.endsWith('.invalid')) throw new Error('Invalid email')
        return { action: 'VERIFY_OTP' as const }
      },
    },
    version: 'test',
    onRefused: (reason) => refused.push(reason),
  })
  hosts.push(host)
  /** Posts a handshake as a window would, and returns the modal's end of the channel. */
  const handshake = (event: Partial<Omit<HandshakeEvent, 'ports'>> = {}) => {
    const channel = new MessageChannel()
    ports.push(channel.port1, channel.port2)
    listener?.({
      data: { type: '@w3m-app/HANDSHAKE', projectId: 'dev' },
      origin: dapp,
      source: parent,
      ...event,
      ports: [channel.port2 as never],
    })
    return channel.port1
  }
  return { host, refused, handshake, listening: () => listener !== undefined }
}

/** The next message on `port`, or `undefined` if none comes within `ms`. */
function next(port: MessagePort, ms = 200): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    port.once('message', (data) => {
      clearTimeout(timer)
      resolve(data)
    })
  })
}

test('binds to the framing page after its handshake, says READY, and answers by id', async () => {
  const { host, handshake } = setUp()
  const port = handshake()
  expect(await next(port)).toEqual({ type: '@w3m-frame/READY', payload: { version: 'test' } })
  expect(host.boundOrigin).toBe(dapp)
  port.postMessage({ id: 'r1', type: '@w3m-app/GET_CHAIN_ID' })
  expect(await next(port)).toEqual({
    id: 'r1',
    type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    payload: { chainId: 31337 },
  })
})

test('errors come back as <NAME>_ERROR with a message, bad payloads before any handler runs', async () => {
  const { handshake } = setUp()
  const port = handshake()
  await next(port)
  port.postMessage({ id: 'a', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'x@y.invalid' } })
  expect(await next(port)).toEqual({
    id: 'a',
    type: '@w3m-frame/CONNECT_EMAIL_ERROR',
    payload: { message: 'Invalid email' },
  })
  port.postMessage({ id: 'b', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'nope' } })
  expect(await next(port)).toMatchObject({
    id: 'b',
    type: '@w3m-frame/CONNECT_EMAIL_ERROR',
    payload: { message: 'email: expected an e-mail address' },
  })
  port.postMessage({ id: 'c', type: '@w3m-app/SIGN_OUT' })
  expect(await next(port)).toEqual({
    id: 'c',
    type: '@w3m-frame/SIGN_OUT_ERROR',
    payload: { message: 'SIGN_OUT is not available' },
  })
  port.postMessage({ id: 'd', type: '@w3m-app/EXPORT_KEY' })
  expect(await next(port)).toMatchObject({ type: '@w3m-frame/EXPORT_KEY_ERROR' })
})

test.each([
  ['another window', { source: { name: 'a popup' } }],
  ['another origin', { origin: 'https://evil.example' }],
  ['another project', { data: { type: '@w3m-app/HANDSHAKE', projectId: 'other' } }],
  ['a request instead of a handshake', { data: { id: '1', type: '@w3m-app/GET_CHAIN_ID' } }],
])('a handshake from %s gets no channel and no answer', async (_, event) => {
  const { host, handshake, refused, listening } = setUp()
  const port = handshake(event)
  expect(await next(port)).toBeUndefined()
  expect(host.boundOrigin).toBeUndefined()
  expect(refused).toHaveLength(1)
  // The real parent can still bind afterwards.
  expect(listening()).toBe(true)
})

test('the framing page must itself be an allowed origin of the project', async () => {
  const { handshake, refused } = setUp({
    parentOrigin: 'https://evil.example',
    allowedOrigins: ['http://localhost:*'],
  })
  const port = handshake({ origin: 'https://evil.example' })
  expect(await next(port)).toBeUndefined()
  expect(refused).toEqual(['https://evil.example is not an allowed origin of the project'])
})

test('only one channel: a second handshake, even from the parent, is refused', async () => {
  const { handshake, listening } = setUp()
  const first = handshake()
  await next(first)
  expect(listening()).toBe(false)
  const second = handshake()
  expect(await next(second)).toBeUndefined()
  first.postMessage({ id: 'x', type: '@w3m-app/GET_CHAIN_ID' })
  expect(await next(first)).toMatchObject({ id: 'x', type: '@w3m-frame/GET_CHAIN_ID_SUCCESS' })
})
