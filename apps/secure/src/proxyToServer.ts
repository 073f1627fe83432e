import { PayloadTooLargeError, RequestAbortedError, readLimitedBody } from '@airlock/protocol'
import type { Context } from 'hono'

export type ProxyToServerParameters = {
  /** The Airlock server. */
  serverUrl: string
  /** Defaults to the global `fetch`; tests pass an app's `request`. */
  fetch?: ((request: Request) => Promise<Response>) | undefined
  /** The client's address, for the server's per-IP limits. Defaults to the socket's. */
  clientAddress?: ((c: Context) => string | undefined) | undefined
}

const requestHeaders = ['content-type', 'cookie', 'accept', 'accept-language', 'user-agent']
const responseHeaders = ['content-type', 'cache-control', 'retry-after', 'location']
const maxBodyBytes = 64 * 1024
const timeoutMs = 10_000

/**
 * Forwards the frame's e-mail login requests to the Airlock server under the secure origin's own
 * name. The frame then calls its own origin: no CORS, and the server's session cookie lands on the
 * secure origin as a first-party, HttpOnly, SameSite=Strict cookie that neither the dapp nor the
 * frame's script can read. Browsers keep a framed page's storage and cookies only when the frame
 * is same-site with the page (`localhost:8788` under `localhost:3000`, or `wallet.dapp.example`
 * under `dapp.example`), which is how the secure origin is meant to be deployed.
 *
 * Only the headers the login needs cross in either direction; the client's address goes along as
 * `X-Forwarded-For`, for the server's per-IP limits.
 *
 * @param parameters - The server, and for tests the fetch and address functions.
 * @returns A Hono handler for `app.all('/auth/v1/email/*', …)`.
 *
 * @example
 * import { proxyToServer } from './proxyToServer.js'
 * app.all('/auth/v1/email/*', proxyToServer({ serverUrl: 'http://127.0.0.1:8787' }))
 */
export function proxyToServer({
  serverUrl,
  fetch: send = fetch,
  clientAddress = socketAddress,
}: ProxyToServerParameters) {
  return async (c: Context) => {
    const url = new URL(c.req.url)
    const headers = new Headers()
    for (const name of requestHeaders) {
      const value = c.req.header(name)
      if (value !== undefined) headers.set(name, value)
    }
    const address = clientAddress(c)
    if (address) headers.set('x-forwarded-for', address)
    headers.set('x-forwarded-host', url.host)
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''))
    let body: Uint8Array | undefined
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      try {
        // Refused by its Content-Length, or as soon as more than the limit has arrived.
        body = await readLimitedBody(c.req.raw, maxBodyBytes)
      } catch (error) {
        if (error instanceof PayloadTooLargeError) {
          c.header('Connection', 'close')
          return c.json({ name: error.name, message: error.shortMessage }, 413)
        }
        if (error instanceof RequestAbortedError)
          return c.json({ name: error.name, message: error.shortMessage }, 400)
        throw error
      }
    }
    let upstream: Response
    try {
      upstream = await send(
        new Request(`${serverUrl}${url.pathname}${url.search}`, {
          method: c.req.method,
          headers,
          ...(body === undefined ? {} : { body: body as Uint8Array<ArrayBuffer> }),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        }),
      )
    } catch {
      return c.json(
        { name: 'ServerUnavailableError', message: 'The Airlock server did not answer' },
        502,
      )
    }
    const answer = new Headers()
    for (const name of responseHeaders) {
      const value = upstream.headers.get(name)
      if (value !== null) answer.set(name, value)
    }
    for (const cookie of upstream.headers.getSetCookie()) answer.append('set-cookie', cookie)
    return new Response(upstream.body, { status: upstream.status, headers: answer })
  }
}

function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return incoming?.socket?.remoteAddress
}
