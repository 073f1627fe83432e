import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createFakeFrame, deliver } from '../../../test/fakeFrame.js'
import { type CreateFrameClientParameters, createFrameClient } from './createFrameClient.js'

// Real MessageChannels carry the messages; only setTimeout and the clock are fake, so the 500 ms,
// 20 s and 30 s timers can be stepped through.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const clients: ReturnType<typeof createFrameClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup(frame = createFakeFrame(), parameters: Partial<CreateFrameClientParameters> = {}) {
  const client = createFrameClient({
    secureUrl: 'http://localhost:8788',
    projectId: 'dev',
    document: frame.document,
    ...parameters,
  })
  clients.push(client)
  return { frame, client }
}

/** Lets the frame load, hand back READY, and the 500 ms pass. */
async function ready() {
  await deliver()
  await vi.advanceTimersByTimeAsync(500)
  await deliver()
}

test('adds the hidden frame only when first needed, and hands it a port for its origin only', async () => {
  const { frame, client } = setup(
    createFakeFrame({ handlers: { GET_CHAIN_ID: () => ({ chainId: 31337 }) } }),
  )
  expect(frame.elements).toHaveLength(0)
  expect(client.status).toBe('idle')

  const chainId = client.request('GET_CHAIN_ID', undefined)
  expect(frame.elements).toHaveLength(1)
  const [element] = frame.elements
  expect(element?.src).toBe('http://localhost:8788/?projectId=dev')
  expect(element?.style.cssText).toContain('display:none')
  await ready()
  expect(frame.handshakes).toEqual([
    {
      message: { type: '@w3m-app/HANDSHAKE', projectId: 'dev' },
      targetOrigin: 'http://localhost:8788',
      ports: 1,
    },
  ])
  await expect(chainId).resolves.toEqual({ chainId: 31337 })
  expect(client.status).toBe('ready')
})

test('eager: the frame is added at once (a previous e-mail login is remembered)', () => {
  const { frame } = setup(createFakeFrame(), { eager: true })
  expect(frame.elements).toHaveLength(1)
})

test('requests wait for READY and 500 ms more, then go in order with fresh ids', async () => {
  const { frame, client } = setup(
    createFakeFrame({
      handlers: {
        SWITCH_NETWORK: (payload) => payload,
        GET_CHAIN_ID: () => ({ chainId: '31338' }),
      },
    }),
  )
  const switched = client.request('SWITCH_NETWORK', { chainId: 31338 })
  const chainId = client.request('GET_CHAIN_ID', undefined)
  await deliver()
  expect(client.status).toBe('ready')
  await vi.advanceTimersByTimeAsync(499)
  await deliver()
  expect(frame.requests).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  await deliver()
  expect(frame.requests.map((request) => request.type)).toEqual([
    '@w3m-app/SWITCH_NETWORK',
    '@w3m-app/GET_CHAIN_ID',
  ])
  const [first, second] = frame.requests
  expect(first?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(second?.id).not.toBe(first?.id)
  expect(first?.payload).toEqual({ chainId: 31338 })
  await expect(switched).resolves.toEqual({ chainId: 31338 })
  await expect(chainId).resolves.toEqual({ chainId: '31338' })
})

test('ignores what is not an answer to a pending request of that name', async () => {
  const onEvent = vi.fn()
  const { frame, client } = setup(createFakeFrame(), { onEvent })
  const user = client.request('GET_USER', undefined)
  await ready()
  const [request] = frame.requests
  const id = request?.id ?? ''
  const settled = vi.fn()
  user.then(settled, settled)
  const valid = {
    email: 'a@b.co',
    address: '0x0000000000000000000000000000000000000001',
    chainId: 1,
  }
  for (const message of [
    'READY',
    { id, type: '@w3m-app/GET_USER_SUCCESS', payload: valid },
    { id, type: 'GET_USER_SUCCESS', payload: valid },
    { id, type: '@w3m-frame/CONNECT_OTP_SUCCESS' },
    { id: 'another-id', type: '@w3m-frame/GET_USER_SUCCESS', payload: valid },
    { id: 42, type: '@w3m-frame/GET_USER_SUCCESS', payload: valid },
    { id, type: `@w3m-frame/GET_USER_SUCCESS${'x'.repeat(100)}`, payload: valid },
  ])
    frame.send(message)
  await deliver()
  expect(settled).not.toHaveBeenCalled()
  expect(onEvent).not.toHaveBeenCalled()

  frame.send({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: valid })
  await expect(user).resolves.toEqual(valid)
  // An event without an id is the frame's own: it goes to onEvent.
  frame.send({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })
  await deliver()
  expect(onEvent).toHaveBeenCalledWith({ type: 'SESSION_UPDATE', payload: { token: 't' } })
})

test('an _ERROR answer rejects with its message, or the default one', async () => {
  const { frame, client } = setup(createFakeFrame())
  const first = client.request('CONNECT_OTP', { otp: '123456' })
  const second = client.request('GET_CHAIN_ID', undefined)
  await ready()
  const [a, b] = frame.requests
  frame.send({
    id: a?.id,
    type: '@w3m-frame/CONNECT_OTP_ERROR',
    payload: { message: 'Invalid code' },
  })
  frame.send({ id: b?.id, type: '@w3m-frame/GET_CHAIN_ID_ERROR', payload: {} })
  await expect(first).rejects.toThrowError(expect.objectContaining({ message: 'Invalid code' }))
  await expect(second).rejects.toThrowError(
    expect.objectContaining({ name: 'FrameRequestError', message: 'An error occurred' }),
  )
})

test('a success whose payload is not the protocol’s rejects', async () => {
  const { client } = setup(
    createFakeFrame({ handlers: { CONNECT_EMAIL: () => ({ action: 'SEND_ALL_FUNDS' }) } }),
  )
  const connecting = client.request('CONNECT_EMAIL', { email: 'alice@airlock.test' })
  const caught = connecting.catch((error: unknown) => error)
  await ready()
  expect(await caught).toMatchObject({
    name: 'FrameResponseError',
    shortMessage: 'An error occurred',
  })
})

test('a frame not ready 20 s after a request fails everything pending, with the load alert', async () => {
  const onTimeout = vi.fn()
  // A frame whose page never loads (a host that does not answer).
  const { client, frame } = setup(createFakeFrame({ ready: false, loads: false }), { onTimeout })
  // Theme and dapp data do not start the timer on their own.
  const theme = client.request('SYNC_THEME', {}).catch((error: unknown) => error)
  await deliver()
  await vi.advanceTimersByTimeAsync(25_000)
  expect(onTimeout).not.toHaveBeenCalled()

  const user = client.request('GET_USER', undefined).catch((error: unknown) => error)
  const rpc = client
    .request('RPC_REQUEST', { method: 'eth_blockNumber' })
    .catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(19_999)
  expect(onTimeout).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
  expect(await user).toMatchObject({ name: 'FrameAbortedError', message: 'Something went wrong' })
  expect(await rpc).toMatchObject({ name: 'FrameAbortedError', message: 'Request was aborted' })
  expect(await theme).toMatchObject({ message: 'Something went wrong' })
  // The views read the cause: the frame did not load. The next request loads it anew.
  expect(((await user) as Error).cause).toMatchObject({
    name: 'FrameTimeoutError',
    reason: 'iframe_load_failed',
  })
  expect(frame.elements).toHaveLength(0)
  client.request('GET_USER', undefined).catch(() => {})
  expect(frame.elements).toHaveLength(1)
})

test('an unreachable secure origin (its page loads, but is not the wallet) fails within 2 s', async () => {
  const onTimeout = vi.fn()
  const { client } = setup(createFakeFrame({ ready: false }), { onTimeout })
  const email = client
    .request('CONNECT_EMAIL', { email: 'alice@airlock.test' })
    .catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(1_999)
  expect(onTimeout).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(onTimeout).toHaveBeenCalledExactlyOnceWith('iframe_load_failed')
  expect(((await email) as Error).cause).toMatchObject({ reason: 'iframe_load_failed' })
})

test('login requests time out after 30 s with the spec’s alert; other requests wait', async () => {
  const onTimeout = vi.fn()
  const { client } = setup(createFakeFrame(), { onTimeout })
  const otp = client.request('CONNECT_OTP', { otp: '123456' }).catch((error: unknown) => error)
  const email = client
    .request('CONNECT_EMAIL', { email: 'alice@airlock.test' })
    .catch((error: unknown) => error)
  const settled = vi.fn()
  client.request('GET_USER', undefined).then(settled, settled)
  await ready()
  await vi.advanceTimersByTimeAsync(29_000)
  expect(onTimeout).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1_000)
  expect(onTimeout.mock.calls).toEqual([['iframe_request_timeout'], ['iframe_request_timeout']])
  expect(await otp).toMatchObject({
    name: 'FrameTimeoutError',
    shortMessage: 'Embedded Wallet Request Timed Out',
  })
  expect(await email).toMatchObject({ shortMessage: 'Embedded Wallet Request Timed Out' })
  await vi.advanceTimersByTimeAsync(60_000)
  expect(settled).not.toHaveBeenCalled()
})

test('the wait for a device approval is a person reading mail, not a request: no 30 s timeout', async () => {
  const onTimeout = vi.fn()
  const { frame, client } = setup(createFakeFrame(), { onTimeout })
  const device = client.request('CONNECT_DEVICE', undefined)
  await ready()
  // Minutes later the link is opened; the frame answers then.
  await vi.advanceTimersByTimeAsync(5 * 60_000)
  expect(onTimeout).not.toHaveBeenCalled()
  const asked = frame.requests.find((request) => request.type === '@w3m-app/CONNECT_DEVICE')
  frame.send({ id: asked?.id, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', payload: undefined })
  expect(await device).toBeUndefined()
})

test('abort: RPC requests were aborted, others went wrong; a signal aborts only its request', async () => {
  const { frame, client } = setup(createFakeFrame())
  const controller = new AbortController()
  const signed = client
    .request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: ['0x00'] },
      { signal: controller.signal },
    )
    .catch((error: unknown) => error)
  const user = client.request('GET_USER', undefined).catch((error: unknown) => error)
  await ready()
  expect(frame.requests).toHaveLength(2)
  controller.abort()
  expect(await signed).toMatchObject({ message: 'Request was aborted' })
  const rpc = client
    .request('RPC_REQUEST', { method: 'eth_blockNumber' })
    .catch((error: unknown) => error)
  client.abort()
  expect(await user).toMatchObject({ message: 'Something went wrong' })
  expect(await rpc).toMatchObject({ message: 'Request was aborted' })
  // Answers that come after are dropped.
  const [first] = frame.requests
  frame.send({ id: first?.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xsig' })
  await deliver()
  // An already aborted signal never sends.
  const late = client
    .request('GET_CHAIN_ID', undefined, { signal: AbortSignal.abort() })
    .catch((error: unknown) => error)
  expect(await late).toMatchObject({ message: 'Something went wrong' })
  await deliver()
  expect(frame.requests).toHaveLength(3)
})

test('after RELOAD, requests wait for the reloaded page and its new handshake', async () => {
  const { frame, client } = setup(
    createFakeFrame({
      handlers: { RELOAD: () => undefined, GET_CHAIN_ID: () => ({ chainId: 31337 }) },
    }),
  )
  client.load()
  await ready()
  await client.request('RELOAD', undefined)
  const chainId = client.request('GET_CHAIN_ID', undefined)
  await deliver()
  expect(frame.requests.map((request) => request.type)).toEqual(['@w3m-app/RELOAD'])
  frame.reload()
  await ready()
  expect(frame.handshakes).toHaveLength(2)
  await expect(chainId).resolves.toEqual({ chainId: 31337 })
  expect(frame.requests.map((request) => request.type)).toEqual([
    '@w3m-app/RELOAD',
    '@w3m-app/GET_CHAIN_ID',
  ])
})

test('a frame that refuses RELOAD stays usable', async () => {
  const { client } = setup(
    createFakeFrame({
      handlers: {
        RELOAD: () => {
          throw new Error('no')
        },
        GET_CHAIN_ID: () => ({ chainId: 1 }),
      },
    }),
  )
  client.load()
  await ready()
  await expect(client.request('RELOAD', undefined)).rejects.toThrow('no')
  await expect(client.request('GET_CHAIN_ID', undefined)).resolves.toEqual({ chainId: 1 })
})

test('show places and focuses the frame; hide hides it again', async () => {
  const { frame, client } = setup()
  client.load()
  const [element] = frame.elements
  if (!element) throw new Error('no frame')
  const focus = vi.spyOn(element, 'focus')
  client.show({ top: 80, left: 500, width: 328, height: 400 })
  expect(element?.style.cssText).toContain(
    'display:block;top:80px;left:500px;width:328px;height:400px;',
  )
  expect(element?.style.cssText).toContain('position:fixed')
  expect(focus).toHaveBeenCalled()
  client.hide()
  expect(element?.style.cssText).toContain('display:none')
  expect(element?.style.cssText).not.toContain('top:')
})

test('place lays the frame out unseen and unclickable; show then shows it there, focused once', async () => {
  const { frame, client } = setup()
  client.load()
  const [element] = frame.elements
  if (!element) throw new Error('no frame')
  const focus = vi.spyOn(element, 'focus')
  const layout = { top: 80, left: 500, width: 328, height: 400 }
  client.place(layout)
  expect(element.style.cssText).toContain(
    'display:block;top:80px;left:500px;width:328px;height:400px;opacity:0;pointer-events:none;',
  )
  expect(focus).not.toHaveBeenCalled()
  client.show(layout)
  expect(element.style.cssText).not.toContain('opacity')
  expect(element.style.cssText).not.toContain('pointer-events')
  // Following the card (a fee arrived, the window scrolled) moves it without taking the focus back.
  client.show({ ...layout, top: 90 })
  expect(element.style.cssText).toContain('top:90px')
  expect(focus).toHaveBeenCalledTimes(1)
})

test('destroy removes the frame and fails what is pending', async () => {
  const { frame, client } = setup(createFakeFrame({ ready: false }))
  const pending = client.request('GET_USER', undefined).catch((error: unknown) => error)
  client.destroy()
  expect(frame.elements).toHaveLength(0)
  expect(await pending).toMatchObject({ name: 'FrameAbortedError' })
})

test('an _ERROR answer keeps the message code the frame gave it, if it is one', async () => {
  const { frame, client } = setup(createFakeFrame())
  const coded = client.request('CONNECT_SOCIAL', {
    uri: 'https://secure.example/social/callback',
    chainId: 1,
  })
  const forged = client.request('GET_CHAIN_ID', undefined)
  await ready()
  const [a, b] = frame.requests
  frame.send({
    id: a?.id,
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
    payload: {
      message: 'The login with GitHub was cancelled',
      messageCode: 'socialLoginCancelled',
      messageParams: { provider: 'GitHub' },
    },
  })
  frame.send({
    id: b?.id,
    type: '@w3m-frame/GET_CHAIN_ID_ERROR',
    payload: { message: 'x', messageCode: 'noSuchCode', messageParams: { provider: 'GitHub' } },
  })
  await expect(coded).rejects.toThrowError(
    expect.objectContaining({
      name: 'FrameRequestError',
      messageCode: 'socialLoginCancelled',
      messageParams: { provider: 'GitHub' },
    }),
  )
  await expect(forged).rejects.toThrowError(
    expect.objectContaining({ messageCode: undefined, messageParams: undefined }),
  )
})
