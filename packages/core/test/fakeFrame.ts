// A stand-in for the secure origin's wallet frame in unit tests: a document whose `<iframe>`
// "loads" at once and, when handed a port in a handshake for its origin, answers requests on that
// port the way `apps/secure`'s frame host does. No DOM needed.
import type { AppRequestName } from '@airlock/protocol'
import type { FrameDocument, FrameElement } from '../src/adapters/embedded/createFrameClient.js'

export type FakeFrameHandler = (payload: unknown) => unknown

export type FakeFrameParameters = {
  /** The frame's origin: a handshake posted to any other target origin is not delivered. */
  origin?: string | undefined
  /** Answers by request name; a handler that throws answers `_ERROR`. No handler: no answer. */
  handlers?: Partial<Record<AppRequestName, FakeFrameHandler>> | undefined
  /** Send READY after the handshake. Defaults to `true`. */
  ready?: boolean | undefined
  /** Fire `load` once in the body (`false`: a host that never answers). Defaults to `true`. */
  loads?: boolean | undefined
}

type FakeElement = FrameElement & { loads: number }

export type FakeFrame = {
  document: FrameDocument
  /** The `<iframe>`s added to the body. */
  readonly elements: readonly FakeElement[]
  /** Every handshake posted to the frame's window, with its target origin. */
  readonly handshakes: readonly { message: unknown; targetOrigin: string; ports: number }[]
  /** Every request that arrived on the port, in order. */
  readonly requests: readonly { id: string; type: string; payload?: unknown }[]
  /** Posts anything on the port, as the frame. */
  send(message: unknown): void
  /** Loads a new page in the frame (after `RELOAD`): the old port is dead, a new handshake follows. */
  reload(): void
  handlers: Partial<Record<AppRequestName, FakeFrameHandler>>
}

/**
 * Makes a fake frame document.
 *
 * @example
 * const frame = createFakeFrame({ handlers: { GET_CHAIN_ID: () => ({ chainId: 1 }) } })
 * const client = createFrameClient({ secureUrl: 'http://localhost:8788', projectId: 'dev', document: frame.document })
 */
export function createFakeFrame({
  origin = 'http://localhost:8788',
  handlers = {},
  ready = true,
  loads = true,
}: FakeFrameParameters = {}): FakeFrame {
  const elements: FakeElement[] = []
  const handshakes: FakeFrame['handshakes'][number][] = []
  const requests: FakeFrame['requests'][number][] = []
  let port: MessagePort | undefined
  const loaders = new Map<FakeElement, () => void>()

  const fake: FakeFrame = {
    elements,
    handshakes,
    requests,
    handlers,
    send(message) {
      port?.postMessage(message)
    },
    reload() {
      if (port) port.onmessage = null
      port = undefined
      const element = elements.at(-1)
      if (element) loaders.get(element)?.()
    },
    document: {
      createElement() {
        const listeners: (() => void)[] = []
        const element: FakeElement = {
          id: '',
          name: '',
          title: '',
          src: '',
          style: { cssText: '' },
          loads: 0,
          contentWindow: {
            postMessage(message, targetOrigin, transfer) {
              handshakes.push({ message, targetOrigin, ports: transfer.length })
              if (targetOrigin !== origin) return
              const [channel] = transfer as MessagePort[]
              if (!channel) return
              port = channel
              port.onmessage = (event: MessageEvent) => void answer(event.data)
              if (ready) port.postMessage({ type: '@w3m-frame/READY', payload: { version: '1' } })
            },
          },
          addEventListener(_type, listener) {
            listeners.push(listener)
          },
          focus() {},
          remove() {
            elements.splice(elements.indexOf(element), 1)
          },
        }
        loaders.set(element, () => {
          element.loads++
          for (const listener of listeners) listener()
        })
        return element
      },
      body: {
        append(node) {
          const element = node as FakeElement
          elements.push(element)
          // "Loads" just after it is in the body, unless it was removed again.
          queueMicrotask(() => {
            if (loads && elements.includes(element)) loaders.get(element)?.()
          })
        },
      },
    },
  }

  const answer = async (data: unknown) => {
    const request = data as { id: string; type: string; payload?: unknown }
    requests.push(request)
    const name = request.type.replace('@w3m-app/', '') as AppRequestName
    const handler = fake.handlers[name]
    if (!handler) return
    try {
      const payload = await handler(request.payload)
      port?.postMessage({ id: request.id, type: `@w3m-frame/${name}_SUCCESS`, payload })
    } catch (error) {
      port?.postMessage({
        id: request.id,
        type: `@w3m-frame/${name}_ERROR`,
        // As the frame host answers: the English, and the code and parameters when it has them.
        payload: {
          message: error instanceof Error ? error.message : '',
          ...coded(error),
        },
      })
    }
  }

  return fake
}

/** Lets messages posted on ports arrive: a few turns of the event loop, with real timers. */
export async function deliver(turns = 6): Promise<void> {
  for (let turn = 0; turn < turns; turn++)
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
}

function coded(error: unknown) {
  const { messageCode, messageParams } = (error ?? {}) as {
    messageCode?: unknown
    messageParams?: unknown
  }
  return typeof messageCode === 'string' ? { messageCode, messageParams } : {}
}
