import {
  type AppRequestName,
  type AppRequestPayload,
  appEventPrefix,
  type FrameSuccessPayload,
  frameErrorMessages,
  frameEventPrefix,
  isOriginAllowed,
} from '@airlock/protocol'
import { appRequestPayloads } from '@airlock/protocol/payloads'
import { appRequestEnvelope, frameHandshake } from '@airlock/protocol/schemas'

/** What the frame does for each request; a handler that throws answers `<NAME>_ERROR`. */
export type FrameHandlers = {
  [name in AppRequestName]?: (
    payload: AppRequestPayload<name>,
  ) => Promise<FrameSuccessPayload<name>> | FrameSuccessPayload<name>
}

/** The part of a `MessagePort` the host uses. */
export type FramePort = {
  postMessage(message: unknown): void
  onmessage: ((event: { data: unknown }) => void) | null
  close(): void
}

/** The part of a `message` event the host reads. */
export type HandshakeEvent = {
  data: unknown
  origin: string
  source: unknown
  ports: readonly FramePort[]
}

export type CreateFrameHostParameters = {
  /** The frame's window: where the handshake arrives. */
  target: {
    addEventListener(type: 'message', listener: (event: HandshakeEvent) => void): void
    removeEventListener(type: 'message', listener: (event: HandshakeEvent) => void): void
  }
  /** `window.parent`: a handshake from any other window (a popup, a sibling frame) is ignored. */
  parent: unknown
  /** The framing page's origin, from `resolveParentOrigin`. */
  parentOrigin: string | undefined
  /** The project whose page this frame serves. */
  projectId: string
  /** The project's allowed origins (patterns such as `http://localhost:*`). */
  allowedOrigins: readonly string[]
  handlers: FrameHandlers
  /** Sent with `READY`. */
  version: string
  /** Told when a message is dropped, for the developer console. Defaults to nothing. */
  onRefused?: ((reason: string) => void) | undefined
}

export type FrameHost = {
  /** The origin the frame is bound to, once a handshake was accepted. */
  readonly boundOrigin: string | undefined
  /** Sends an unsolicited event (`SESSION_UPDATE`, …) to the bound parent. */
  emit(name: string, payload?: unknown): void
  stop(): void
}

/**
 * Speaks the frame protocol for the secure origin, safely. Unlike the model product, which posts
 * to `'*'` and reads any window's messages, the host accepts exactly one handshake: from
 * `window.parent`, from the exact origin that framed it, which must be one of the project's
 * allowed origins, naming this project, and carrying a `MessagePort`. From then on it reads and
 * writes only that port, so no other window can send it a request or read an answer. Requests are
 * checked against their schemas before any handler runs.
 *
 * @param parameters - The window, the parent and its origin, the project, the handlers.
 * @returns The host.
 *
 * @example
 * import { createFrameHost } from './frame/createFrameHost.js'
 * createFrameHost({
 *   target: window,
 *   parent: window.parent,
 *   parentOrigin: resolveParentOrigin(window.location, document.referrer),
 *   projectId,
 *   allowedOrigins,
 *   handlers: { GET_CHAIN_ID: () => ({ chainId: 31337 }) },
 *   version: '1',
 * })
 */
export function createFrameHost({
  target,
  parent,
  parentOrigin,
  projectId,
  allowedOrigins,
  handlers,
  version,
  onRefused = () => {},
}: CreateFrameHostParameters): FrameHost {
  let port: FramePort | undefined
  let boundOrigin: string | undefined

  const post = (type: string, id: string | undefined, payload?: unknown) =>
    port?.postMessage({ ...(id === undefined ? {} : { id }), type, payload })

  const handle = async (data: unknown) => {
    const envelope = appRequestEnvelope.safeParse(data)
    if (!envelope.success) return onRefused('a message that is not a request')
    const { id, type, payload } = envelope.data
    const name = type.slice(appEventPrefix.length)
    if (!Object.hasOwn(appRequestPayloads, name)) {
      post(`${frameEventPrefix}${name}_ERROR`, id, { message: `Unknown request ${name}` })
      return
    }
    const request = name as AppRequestName
    const parsed = appRequestPayloads[request].safeParse(payload)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const message = issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : ''
      post(`${frameEventPrefix}${request}_ERROR`, id, {
        message: message || frameErrorMessages.default,
      })
      return
    }
    const handler = handlers[request] as ((payload: unknown) => unknown) | undefined
    try {
      if (!handler) throw new Error(`${request} is not available`)
      const result = await handler(parsed.data)
      post(`${frameEventPrefix}${request}_SUCCESS`, id, result)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : ''
      // An EIP-1193 code (4001 for a refusal in the approval screen) lets the modal tell why.
      const { code, messageCode, messageParams } = (error ?? {}) as {
        code?: unknown
        messageCode?: unknown
        messageParams?: unknown
      }
      // The server's code for its message (a social login's end): the modal shows its own text.
      post(`${frameEventPrefix}${request}_ERROR`, id, {
        message: message || frameErrorMessages.default,
        ...(typeof code === 'number' ? { code } : {}),
        ...(typeof messageCode === 'string' ? { messageCode, messageParams } : {}),
      })
    }
  }

  const onHandshake = (event: HandshakeEvent) => {
    if (port) return onRefused('a second handshake')
    if (event.source !== parent) return onRefused('a message from a window other than the parent')
    if (parentOrigin === undefined || event.origin !== parentOrigin)
      return onRefused(`a message from ${event.origin}, not the framing page`)
    if (!isOriginAllowed(event.origin, allowedOrigins))
      return onRefused(`${event.origin} is not an allowed origin of the project`)
    const handshake = frameHandshake.safeParse(event.data)
    if (!handshake.success) return onRefused('a message that is not a handshake')
    if (handshake.data.projectId !== projectId) return onRefused('a handshake for another project')
    const [channel] = event.ports
    if (!channel || event.ports.length !== 1) return onRefused('a handshake without one port')
    // Bound: one channel, one origin, for the life of this page.
    port = channel
    boundOrigin = event.origin
    target.removeEventListener('message', onHandshake)
    channel.onmessage = (message) => void handle(message.data)
    post(`${frameEventPrefix}READY`, undefined, { version })
  }

  target.addEventListener('message', onHandshake)

  return {
    get boundOrigin() {
      return boundOrigin
    },
    emit(name, payload) {
      post(`${frameEventPrefix}${name}`, undefined, payload)
    },
    stop() {
      target.removeEventListener('message', onHandshake)
      if (port) port.onmessage = null
      port?.close()
      port = undefined
    },
  }
}
