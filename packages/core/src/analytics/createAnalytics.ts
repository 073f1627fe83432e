import { createHttpClient } from '../api/createHttpClient.js'
import { HttpStatusAnswerError } from '../errors/http.js'
/**
 * The model product's event names that the modal emits (model-product §3), and the on-ramp's:
 * opened, a provider chosen (its checkout opened), a purchase completed or declined.
 */
export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_CANCELED'
  | 'MODAL_CLOSE'
  | 'CLICK_ALL_WALLETS'
  | 'SEARCH_WALLET'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CLICK_NETWORKS'
  | 'SWITCH_NETWORK'
  | 'CLICK_GET_WALLET'
  | 'CLICK_TRANSACTIONS'
  | 'OPEN_SEND'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'OPEN_SWAP'
  | 'CLICK_SELECT_TOKEN_TO_SWAP'
  | 'INITIATE_SWAP'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'
  | 'ONRAMP_OPEN'
  | 'ONRAMP_SELECT_PROVIDER'
  | 'ONRAMP_SUCCESS'
  | 'ONRAMP_DECLINED'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'

export type AnalyticsEvent = {
  event: AnalyticsEventName
  properties?: Record<string, unknown> | undefined
  timestamp: number
}

export type CreateAnalyticsParameters = {
  apiUrl: string
  projectId: string
  /** The dapp's opt-in (`features.analytics`). Off unless the dapp turns it on. */
  enabled: boolean
  fetch?: typeof fetch | undefined
}

export type Analytics = {
  /** Emits an event to subscribers, and to the server when every condition allows. */
  track(event: AnalyticsEventName, properties?: Record<string, unknown>): void
  /** The visitor opened the modal: from now on events may leave the page. */
  activate(): void
  /** Every event, whether or not it is sent. Returns the unsubscribe function. */
  subscribe(listener: (event: AnalyticsEvent) => void): () => void
}

/**
 * Usage events, private by default. An event leaves the page only when the dapp opted in, the
 * project allows analytics (`GET /getAnalyticsConfig`, asked once, off when it fails), and the
 * visitor has opened the modal; never before. Subscribers see every event either way.
 *
 * @example
 * const analytics = createAnalytics({ apiUrl, projectId: 'dev', enabled: true })
 * analytics.activate()
 * analytics.track('MODAL_OPEN', { connected: false })
 */
export function createAnalytics({
  apiUrl,
  projectId,
  enabled,
  fetch: fetchFn,
}: CreateAnalyticsParameters): Analytics {
  const listeners = new Set<(event: AnalyticsEvent) => void>()
  let active = false
  let allowed: Promise<boolean> | undefined
  const client = createHttpClient({ apiUrl, projectId, fetch: fetchFn })

  const projectAllows = () => {
    allowed ??= client
      .request<{ isAnalyticsEnabled?: unknown }>('/getAnalyticsConfig', { retry: false })
      .then((body) => body?.isAnalyticsEnabled === true)
      .catch(() => false)
    return allowed
  }

  const send = async (event: AnalyticsEvent) => {
    if (!(await projectAllows())) return
    const body = {
      eventId: globalThis.crypto.randomUUID(),
      url: location.href,
      domain: location.hostname,
      timestamp: event.timestamp,
      props: { type: 'track', event: event.event, properties: event.properties },
    }
    // text/plain spares a CORS preflight; the server accepts it as JSON.
    const failure = await client
      .request('/e', { body, headers: { 'content-type': 'text/plain' }, keepalive: true })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    // The origin is not allowed: stop asking. (A project with analytics off answers 202 and drops
    // the event; `projectAllows` reads that from the project's config before sending.)
    if (failure instanceof HttpStatusAnswerError && failure.status === 403)
      allowed = Promise.resolve(false)
  }

  return {
    track(name, properties) {
      const event = { event: name, properties, timestamp: Date.now() }
      for (const listener of listeners) listener(event)
      if (enabled && active && typeof location !== 'undefined') void send(event)
    },
    activate() {
      active = true
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
