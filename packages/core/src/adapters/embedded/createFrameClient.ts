// The modal's side of the embedded wallet's frame protocol (model-product.md §4). Loaded only when
// the e-mail wallet is used: it carries the protocol's schemas.
import {
  type AppRequestName,
  appEventPrefix,
  embeddedWalletTimes,
  type FrameHandshake,
  frameEventPrefix,
  isMessageCode,
  type MessageParams,
} from '@airlock/protocol'
import { frameSuccessPayloads } from '@airlock/protocol/payloads'
import { frameEventEnvelope } from '@airlock/protocol/schemas'
import {
  FrameAbortedError,
  FrameRequestError,
  FrameResponseError,
  FrameTimeoutError,
} from '../../errors/embedded.js'

export type {
  CreateFrameClientParameters,
  FrameClient,
  FrameDocument,
  FrameElement,
  FrameEvent,
  FrameLayout,
  FrameRequestOptions,
  FrameTimeoutReason,
} from './frameClientTypes.js'

import type {
  CreateFrameClientParameters,
  FrameClient,
  FrameElement,
  FrameLayout,
} from './frameClientTypes.js'

// Requests that may wait for the frame without starting the 20 s load timer (model §4.4).
const withoutLoadTimer: ReadonlySet<AppRequestName> = new Set([
  'SYNC_DAPP_DATA',
  'SYNC_THEME',
  'SET_PREFERRED_ACCOUNT',
])
// Requests that time out after 30 s. Not `CONNECT_DEVICE`: it waits for a person to open the
// e-mailed link, as long as the link is valid (the frame fails it once the server says expired).
const timed: ReadonlySet<AppRequestName> = new Set([
  'CONNECT_EMAIL',
  'RESEND_DEVICE_LINK',
  'CONNECT_OTP',
])

const hiddenStyle = 'position:fixed;display:none;border:0;z-index:999999;color-scheme:normal;'
const placed = ({ top, left, width, height }: FrameLayout) =>
  `${hiddenStyle}display:block;top:${top}px;left:${left}px;width:${width}px;height:${height}px;`

type Pending = {
  name: AppRequestName
  message: { id: string; type: string; payload: unknown }
  sent: boolean
  resolve(value: unknown): void
  reject(error: Error): void
  cleanup(): void
}

/**
 * The modal's side of the embedded wallet's frame, safer than the model product's: the hidden
 * `<iframe>` at the secure origin is handed one end of a `MessageChannel` in a handshake posted
 * only to that origin (never `'*'`), and every request and answer goes over that port, which no
 * other window holds. Anything on the port that is not a frame event (`frameEventEnvelope`), or
 * answers no pending request with the right name, is ignored; answers are checked against the
 * protocol's schema for the request.
 *
 * Requests get ids from `crypto.randomUUID()` and wait until the frame is ready (its READY, then
 * 500 ms). A frame that is not ready 20 s after a request fails them all (`onTimeout` with
 * `iframe_load_failed`); a login request unanswered after 30 s fails with `FrameTimeoutError`
 * (`iframe_request_timeout`). The wait for a device approval has no such limit: it lasts as long
 * as the e-mailed link is valid.
 *
 * @param parameters - The secure origin, the project, the document.
 * @returns The client.
 *
 * @example
 * import { createFrameClient } from '@airlock/core'
 * const frame = createFrameClient({ secureUrl: 'http://localhost:8788', projectId: 'dev', document })
 * const { action } = await frame.request('CONNECT_EMAIL', { email: 'alice@airlock.test' })
 */
export function createFrameClient({
  secureUrl,
  projectId,
  document,
  eager = false,
  onTimeout = () => {},
  onEvent = () => {},
  title = 'Wallet',
}: CreateFrameClientParameters): FrameClient {
  const src = new URL(secureUrl)
  src.searchParams.set('projectId', projectId)
  const secureOrigin = src.origin

  let element: FrameElement | undefined
  let port: MessagePort | undefined
  let status: FrameClient['status'] = 'idle'
  let usable = false
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let pageTimer: ReturnType<typeof setTimeout> | undefined
  const pending = new Map<string, Pending>()
  // Seen over the page (`show`), rather than hidden or laid out unseen (`place`).
  let shown = false

  const settle = (id: string, outcome: { value: unknown } | { error: Error }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    entry.cleanup()
    // A frame that did not take the reload stays as it was.
    if (entry.name === 'RELOAD' && entry.sent && 'error' in outcome && status === 'ready') {
      usable = true
      queueMicrotask(flush)
    }
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.value)
  }

  const failAll = (entries: Iterable<[string, Pending]>, cause?: unknown) => {
    for (const [id, entry] of [...entries])
      settle(id, { error: new FrameAbortedError({ request: entry.name, cause }) })
  }

  const flush = () => {
    if (!usable || !port) return
    for (const entry of pending.values()) {
      if (entry.sent) continue
      entry.sent = true
      port.postMessage(entry.message)
      // The frame reloads once it has answered: what follows waits for the new page's READY.
      if (entry.name === 'RELOAD') {
        usable = false
        break
      }
    }
  }

  // The frame did not become ready: its requests fail (SPEC §8's messages, caused by the load
  // error, which the views show: "Could not load embedded wallet"), and the frame is dropped, so
  // that the next request (a retry) loads it anew.
  const failLoad = () => {
    clearTimeout(loadTimer)
    clearTimeout(pageTimer)
    loadTimer = undefined
    if (usable || !element) return
    // Theme and dapp data alone (sent ahead of any use) raise no alert.
    if ([...pending.values()].some((entry) => !withoutLoadTimer.has(entry.name)))
      onTimeout('iframe_load_failed')
    failAll(pending, new FrameTimeoutError({ reason: 'iframe_load_failed', request: 'READY' }))
    port?.close()
    port = undefined
    element.remove()
    element = undefined
    status = 'idle'
  }

  const startLoadTimer = () => {
    if (loadTimer !== undefined) return
    loadTimer = setTimeout(failLoad, embeddedWalletTimes.loadTimeoutMs)
  }

  const onMessage = (event: MessageEvent) => {
    const parsed = frameEventEnvelope.safeParse(event.data)
    if (!parsed.success) return
    const { id, type, payload } = parsed.data
    const name = type.slice(frameEventPrefix.length)
    if (id === undefined) {
      if (name === 'READY') return onReady()
      return onEvent({ type: name, payload })
    }
    const entry = pending.get(id)
    if (!entry) return
    if (name === `${entry.name}_ERROR`) {
      const { message, messageCode, messageParams } = (payload ?? {}) as {
        message?: unknown
        messageCode?: unknown
        messageParams?: unknown
      }
      return settle(id, {
        error: new FrameRequestError({
          request: entry.name,
          message: typeof message === 'string' ? message : undefined,
          ...codeOf(messageCode, messageParams),
        }),
      })
    }
    if (name !== `${entry.name}_SUCCESS`) return
    const answer = frameSuccessPayloads[entry.name].safeParse(payload)
    if (answer.success) return settle(id, { value: answer.data })
    const issue = answer.error.issues[0]
    settle(id, {
      error: new FrameResponseError({
        request: entry.name,
        details: issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'no payload',
      }),
    })
  }

  const onReady = () => {
    clearTimeout(pageTimer)
    if (status === 'ready') return
    status = 'ready'
    // The frame says it is ready a little before it is: the model product waits 500 ms more.
    readyTimer = setTimeout(() => {
      usable = true
      clearTimeout(loadTimer)
      loadTimer = undefined
      flush()
    }, embeddedWalletTimes.postReadyDelayMs)
  }

  const onLoad = () => {
    // A new page in the frame (a reload) needs a handshake of its own; answers to requests sent
    // to the old one will never come.
    port?.close()
    clearTimeout(readyTimer)
    usable = false
    status = 'loading'
    failAll([...pending].filter(([, entry]) => entry.sent))
    const channel = new MessageChannel()
    port = channel.port1
    port.onmessage = onMessage
    const handshake: FrameHandshake = { type: `${appEventPrefix}HANDSHAKE`, projectId }
    element?.contentWindow?.postMessage(handshake, secureOrigin, [channel.port2])
    // The secure page answers the handshake with READY at once. A page that loaded and stays
    // silent is not it: the browser's error page for an unreachable secure origin (refused,
    // unknown host, offline) also fires `load`. Fail fast instead of after the 20 s ceiling.
    clearTimeout(pageTimer)
    pageTimer = setTimeout(failLoad, embeddedWalletTimes.readyAfterLoadMs)
  }

  const load = () => {
    if (element) return
    const frame = document.createElement('iframe')
    frame.id = 'airlock-wallet-frame'
    frame.name = 'airlock-wallet-frame'
    frame.title = title
    frame.style.cssText = hiddenStyle
    frame.addEventListener('load', onLoad)
    frame.src = src.href
    element = frame
    status = 'loading'
    document.body.append(frame)
  }

  if (eager) load()

  return {
    get status() {
      return status
    },
    get element() {
      return element
    },
    load,
    request(name, payload, { signal } = {}) {
      load()
      return new Promise((resolve, reject) => {
        const id = crypto.randomUUID()
        let timer: ReturnType<typeof setTimeout> | undefined
        const onAbort = () =>
          settle(id, { error: new FrameAbortedError({ request: name, cause: signal?.reason }) })
        const entry: Pending = {
          name,
          message: { id, type: `${appEventPrefix}${name}`, payload },
          sent: false,
          resolve: resolve as (value: unknown) => void,
          reject,
          cleanup() {
            clearTimeout(timer)
            signal?.removeEventListener('abort', onAbort)
          },
        }
        if (signal?.aborted)
          return reject(new FrameAbortedError({ request: name, cause: signal.reason }))
        pending.set(id, entry)
        signal?.addEventListener('abort', onAbort)
        if (timed.has(name))
          timer = setTimeout(() => {
            onTimeout('iframe_request_timeout')
            settle(id, {
              error: new FrameTimeoutError({ reason: 'iframe_request_timeout', request: name }),
            })
          }, embeddedWalletTimes.requestTimeoutMs)
        if (usable) return flush()
        if (!withoutLoadTimer.has(name)) startLoadTimer()
      })
    },
    abort() {
      failAll(pending)
    },
    place(layout) {
      if (!element) return
      shown = false
      element.style.cssText = `${placed(layout)}opacity:0;pointer-events:none;`
    },
    show(layout) {
      if (!element) return
      element.style.cssText = placed(layout)
      if (!shown) element.focus()
      shown = true
    },
    hide() {
      shown = false
      if (element) element.style.cssText = hiddenStyle
    },
    destroy() {
      failAll(pending)
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      loadTimer = undefined
      if (port) port.onmessage = null
      port?.close()
      port = undefined
      element?.remove()
      element = undefined
      shown = false
      status = 'idle'
      usable = false
    },
  }
}

// A message code from the frame, when it is one of the protocol's (the view translates it).
function codeOf(code: unknown, params: unknown) {
  if (typeof code !== 'string' || !isMessageCode(code)) return {}
  const valid =
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number')
  return { messageCode: code, ...(valid ? { messageParams: params as MessageParams } : {}) }
}
