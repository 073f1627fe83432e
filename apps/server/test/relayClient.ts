import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { WebSocket } from 'ws'
import { readJsonRpcId } from '../src/relay/readJsonRpcId.js'
import type { RelayMessageData } from '../src/relay/toRelayMessageData.js'

/** A relay client's key pair and the did:key it goes by (as @walletconnect/core makes them). */
export type RelayIdentity = { clientId: string; privateKey: KeyObject }

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A new Ed25519 key pair, with its `did:key:z…` client id. */
export function createRelayIdentity(): RelayIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  return {
    clientId: `did:key:z${base58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`,
    privateKey,
  }
}

export type SignRelayJwtParameters = {
  aud: string
  /** Seconds. Defaults to now. */
  iat?: number
  /** Seconds. Defaults to `iat + 86400`. */
  exp?: number
  header?: Record<string, unknown>
  iss?: string
}

/** Signs the connection JWT the way @walletconnect/relay-auth does. */
export function signRelayJwt(identity: RelayIdentity, parameters: SignRelayJwtParameters): string {
  const iat = parameters.iat ?? Math.floor(Date.now() / 1000)
  const header = parameters.header ?? { alg: 'EdDSA', typ: 'JWT' }
  const claims = {
    iss: parameters.iss ?? identity.clientId,
    sub: randomBytes(32).toString('hex'),
    aud: parameters.aud,
    iat,
    exp: parameters.exp ?? iat + 86_400,
  }
  const data = `${encode(header)}.${encode(claims)}`
  return `${data}.${sign(null, Buffer.from(data), identity.privateKey).toString('base64url')}`
}

export type RelayResponse = {
  raw: string
  id: string
  result?: unknown
  error?: { code: number; message: string }
}

export type RelayTestClient = {
  identity: RelayIdentity
  socket: WebSocket
  /** Sends a request (19-digit string id by default) and resolves with the answer. */
  request(method: string, params?: unknown, options?: { id?: string }): Promise<RelayResponse>
  /** Sends any text; `expectId` waits for an answer with that id key. */
  send(text: string): void
  /** The answer to an id key, when it comes. */
  response(idKey: string, timeoutMs?: number): Promise<RelayResponse>
  /** Every `irn_subscription` received, in order, with `performance.now()` at arrival. */
  messages: (RelayMessageData & { subscriptionId: string; requestId: number; receivedAt: number })[]
  /** Resolves once `count` messages arrived in total. */
  waitForMessages(count: number, timeoutMs?: number): Promise<RelayTestClient['messages']>
  /** Every frame received, for assertions on the raw text. */
  frames: string[]
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export type ConnectRelayClientParameters = {
  identity?: RelayIdentity
  /** The JWT `aud`. Defaults to `relayUrl`. */
  aud?: string
  /** A ready-made `auth` value (or `null` for none). Defaults to a valid JWT. */
  auth?: string | null
  /** More query parameters, such as `projectId`. */
  query?: Record<string, string>
  headers?: Record<string, string>
  /** Answer each `irn_subscription` with `true`. Defaults to `true`. */
  autoAck?: boolean
}

let nextId = 0n

/** Opens a raw relay connection with a valid JWT (unless told otherwise). */
export async function connectRelayClient(
  relayUrl: string,
  parameters: ConnectRelayClientParameters = {},
): Promise<RelayTestClient> {
  const identity = parameters.identity ?? createRelayIdentity()
  const url = relayClientUrl(relayUrl, { ...parameters, identity })
  const socket = new WebSocket(url, { headers: parameters.headers ?? {} })
  const frames: string[] = []
  const messages: RelayTestClient['messages'] = []
  const waiting = new Map<string, (response: RelayResponse) => void>()
  const answered = new Map<string, RelayResponse>()
  const messageWaiters = new Set<() => void>()
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  socket.on('message', (data) => {
    const text = data.toString()
    frames.push(text)
    const frame = JSON.parse(text)
    if (frame.method === 'irn_subscription') {
      messages.push({
        ...frame.params.data,
        subscriptionId: frame.params.id,
        requestId: frame.id,
        receivedAt: performance.now(),
      })
      if (parameters.autoAck !== false)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const wake of messageWaiters) wake()
      return
    }
    const id = readJsonRpcId(text)
    if (!id) return
    const response = { raw: text, id: id.key, result: frame.result, error: frame.error }
    const resolve = waiting.get(id.key)
    if (resolve) resolve(response)
    else answered.set(id.key, response)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`relay answered ${response.statusCode}`)),
    )
  })

  const client: RelayTestClient = {
    identity,
    socket,
    frames,
    messages,
    closed,
    send: (text) => socket.send(text),
    response(idKey, timeoutMs = 5000) {
      const done = answered.get(idKey)
      if (done) return Promise.resolve(done)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer to ${idKey}`)), timeoutMs)
        waiting.set(idKey, (response) => {
          clearTimeout(timer)
          waiting.delete(idKey)
          resolve(response)
        })
      })
    },
    request(method, params, options = {}) {
      nextId += 1n
      const id = options.id ?? `${BigInt(Date.now()) * 1_000_000n + (nextId % 1_000_000n)}`
      socket.send(
        `{"id":"${id}","jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params ?? {})}}`,
      )
      return client.response(id)
    },
    waitForMessages(count, timeoutMs = 5000) {
      if (messages.length >= count) return Promise.resolve(messages)
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (messages.length < count) return
          clearTimeout(timer)
          messageWaiters.delete(wake)
          resolve(messages)
        }
        const timer = setTimeout(() => {
          messageWaiters.delete(wake)
          reject(new Error(`got ${messages.length} of ${count} messages`))
        }, timeoutMs)
        messageWaiters.add(wake)
      })
    },
    async close() {
      if (socket.readyState === socket.CLOSED) return
      socket.close()
      await closed
    },
  }
  return client
}

/** The URL a client dials, with `auth` (and any other query parameters). */
export function relayClientUrl(
  relayUrl: string,
  parameters: ConnectRelayClientParameters & { identity: RelayIdentity },
): string {
  const url = new URL(relayUrl)
  const auth =
    parameters.auth === undefined
      ? signRelayJwt(parameters.identity, { aud: parameters.aud ?? relayUrl })
      : parameters.auth
  if (auth !== null) url.searchParams.set('auth', auth)
  for (const [key, value] of Object.entries(parameters.query ?? {}))
    url.searchParams.set(key, value)
  return url.toString()
}

/** Tries to connect and resolves with the HTTP status and body of the refusal (or 101). */
export function upgradeStatus(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.once('open', () => {
      socket.close()
      resolve({ status: 101, body: '' })
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

/** A random topic: 64 hex characters. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

function encode(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
