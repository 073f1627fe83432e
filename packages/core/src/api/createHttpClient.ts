import { type Check, httpStatusMessage, rpcSettings, ShapeError } from '@airlock/protocol'
import { HttpRequestError, HttpResponseError, HttpStatusAnswerError } from '../errors/http.js'

/** What a failed answer carries, for an area to build its error from. */
export type HttpStatusFailure = {
  url: string
  status: number
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown
  /** `body.message`, when the server sent a string there. */
  message: string | undefined
  /** `body.name`, when the server sent a string there. */
  serverName: string | undefined
  /** `body.details`, when the server sent a string there. */
  details: string | undefined
}

/**
 * How an area names its failures. Each returns the error to throw; the defaults are the family of
 * `errors/http.ts`. Return `cause` from `request` to let the runtime's own error through.
 */
export type HttpClientErrors = {
  /** The server answered outside 200–299. */
  status(failure: HttpStatusFailure): unknown
  /** `fetch` rejected, or the client's timeout gave up (`timedOut`). */
  request(failure: { url: string; cause: unknown; timedOut: boolean }): unknown
  /** A 2xx answer that is not JSON or not of its shape. */
  response(failure: { url: string; details: string; cause?: unknown }): unknown
}

export type CreateHttpClientParameters = {
  /** Base URL of the Airlock server. A trailing slash is dropped. */
  apiUrl: string
  /** Sent as `?projectId=` first in every query. Defaults to none. */
  projectId?: string | undefined
  /** Defaults to the global `fetch`, looked up at each request (so a test may replace it). */
  fetch?: typeof fetch | undefined
  /** Defaults to the `HttpStatusAnswerError` family. */
  errors?: Partial<HttpClientErrors> | undefined
  /** Gives a request up after this many milliseconds. Defaults to no timeout of its own. */
  timeoutMs?: number | undefined
  /**
   * Retries of a GET whose `fetch` rejected (the server could not be reached). An answer, even a
   * 5xx, is never retried here: the caller decides. Defaults to 3 (SPEC §9).
   */
  retryCount?: number | undefined
  /** Delay before the first retry, doubling with each further one. Defaults to 150 ms (SPEC §9). */
  retryDelayMs?: number | undefined
}

export type HttpRequestParameters<body> = {
  /** Defaults to `POST` when there is a `body`, else `GET`. */
  method?: 'GET' | 'POST' | undefined
  /** Query fields after `projectId`; undefined values and empty lists are left out, lists joined with `,`. */
  query?: Record<string, string | readonly string[] | undefined> | undefined
  /** Sent as JSON text. With no `content-type` header the request stays a simple one (no preflight). */
  body?: unknown
  headers?: Record<string, string> | undefined
  credentials?: RequestCredentials | undefined
  keepalive?: boolean | undefined
  signal?: AbortSignal | undefined
  /** Checks a 2xx body; without it the body is returned unchecked (`{}` when it is not JSON). */
  check?: Check<body> | ((body: unknown) => Promise<body>) | undefined
  /** Whether failures to reach the server are retried. Defaults to true for GET, false otherwise. */
  retry?: boolean | undefined
}

export type HttpClient = {
  /** The full URL of `path` with `projectId` and `query`. */
  url(path: string, query?: HttpRequestParameters<unknown>['query']): string
  /**
   * Sends one request and reads its JSON answer.
   *
   * @throws The area's errors (see `HttpClientErrors`); the caller's own abort reason when its
   * `signal` aborted.
   */
  request<body = unknown>(path: string, parameters?: HttpRequestParameters<body>): Promise<body>
}

const defaultErrors: HttpClientErrors = {
  status: ({ url, status, message, serverName, details }) =>
    new HttpStatusAnswerError(message ?? httpStatusMessage(status), {
      url,
      status,
      serverName,
      details,
      metaMessages: [`URL: ${url}`],
    }),
  request: ({ url, cause, timedOut }) =>
    new HttpRequestError(
      timedOut ? 'The server did not answer in time' : 'The server could not be reached',
      { url, timedOut, cause, metaMessages: [`URL: ${url}`] },
    ),
  response: ({ url, details, cause }) =>
    new HttpResponseError('The server answered with an unreadable body', {
      url,
      details,
      cause,
      metaMessages: [`URL: ${url}`],
    }),
}

/**
 * The one way `@airlock/core` talks to the Airlock server: builds the URL with the project id,
 * sends JSON, reads JSON, checks the answer against its `@airlock/protocol` shape, retries GETs
 * whose `fetch` rejected (SPEC §9: 3 retries, 150 ms doubling), and names every failure with
 * the area's error. Each area (`createBlockchainApi`, `createConvertApi`, …) is a thin file over
 * one client.
 *
 * @param parameters - Where the server is, the project id, and optionally `fetch`, the area's
 * errors, a timeout and the retry schedule.
 * @returns The client.
 *
 * @example
 * import { createHttpClient } from '@airlock/core'
 * const client = createHttpClient({ apiUrl: 'http://127.0.0.1:8787', projectId: 'dev' })
 * const config = await client.request<{ isAnalyticsEnabled: boolean }>('/getAnalyticsConfig')
 */
export function createHttpClient({
  apiUrl,
  projectId,
  fetch: fetchOption,
  errors: errorsOption,
  timeoutMs,
  retryCount = rpcSettings.retryCount,
  retryDelayMs = rpcSettings.retryDelayMs,
}: CreateHttpClientParameters): HttpClient {
  const base = apiUrl.replace(/\/+$/, '')
  const errors: HttpClientErrors = { ...defaultErrors, ...errorsOption }

  const url: HttpClient['url'] = (path, query = {}) => {
    const search = new URLSearchParams(projectId === undefined ? {} : { projectId })
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue
      if (typeof value === 'string') search.set(key, value)
      else if (value.length > 0) search.set(key, value.join(','))
    }
    const text = search.toString()
    return text ? `${base}${path}?${text}` : `${base}${path}`
  }

  async function request<body>(
    path: string,
    {
      method,
      query,
      body,
      headers,
      credentials,
      keepalive,
      signal,
      check,
      retry,
    }: HttpRequestParameters<body> = {},
  ): Promise<body> {
    const target = url(path, query)
    const verb = method ?? (body === undefined ? 'GET' : 'POST')
    const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)
    const both = signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout)
    const init: RequestInit = {
      ...(verb === 'GET' ? {} : { method: verb }),
      ...(headers ? { headers } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(credentials ? { credentials } : {}),
      ...(keepalive ? { keepalive } : {}),
      ...(both ? { signal: both } : {}),
    }
    const fetchFn = fetchOption ?? globalThis.fetch
    const retries = (retry ?? verb === 'GET') ? retryCount : 0
    const stopped = () => signal?.aborted === true || timeout?.aborted === true

    let response: Response
    for (let attempt = 0; ; attempt++) {
      try {
        response = await fetchFn(target, init)
        break
      } catch (cause) {
        if (signal?.aborted) throw signal.reason
        if (attempt >= retries || stopped())
          throw errors.request({ url: target, cause, timedOut: timeout?.aborted === true })
      }
      if (!(await pause(retryDelayMs * 2 ** attempt, both))) {
        if (signal?.aborted) throw signal.reason
        throw errors.request({ url: target, cause: timeout?.reason, timedOut: true })
      }
    }

    let json: unknown
    let unreadable: unknown
    try {
      json = await response.json()
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      if (response.ok && timeout?.aborted)
        throw errors.request({ url: target, cause, timedOut: true })
      unreadable = cause ?? new Error('The body is not JSON.')
    }
    if (!response.ok) {
      const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<
        string,
        unknown
      >
      const text = (field: string) =>
        typeof fields[field] === 'string' ? (fields[field] as string) : undefined
      throw errors.status({
        url: target,
        status: response.status,
        body: json,
        message: text('message'),
        serverName: text('name'),
        details: text('details'),
      })
    }
    if (unreadable !== undefined)
      throw errors.response({ url: target, details: 'The body is not JSON.', cause: unreadable })
    if (!check) return json as body
    try {
      return await check(json, '')
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error
      throw errors.response({ url: target, details: error.message })
    }
  }

  return { url, request }
}

/** Waits `ms`; false when `signal` aborted first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve(true)
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      resolve(false)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}
