import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a route answers: a JSON body (200 unless `status` says otherwise), or nothing yet. */
type ApiAnswer = { status?: number; body: unknown } | 'hold'

export type ApiRoutes = Record<
  string,
  (request: {
    url: URL
    body: unknown
    headers: IncomingMessage['headers']
  }) => ApiAnswer | Promise<ApiAnswer>
>

export type ApiServer = {
  url: string
  /** Every request's method, path and query, in order of arrival. */
  requests: string[]
  close(): Promise<void>
}

/**
 * A real HTTP server on a free port that answers the Airlock server's API paths a test names
 * (`GET /v1/account/{address}/balance`, `POST /v1/onramp/quote`, …) with the wire shapes of
 * `@airlock/protocol`; any other path is a 404 as the server sends it. A route that answers
 * `'hold'` never answers.
 *
 * @param routes - Handlers by path, without the query; `*` stands for one path segment.
 * @returns Its URL, the requests it saw, and `close`.
 *
 * @example
 * const api = await serveApi({ '/v1/onramp/providers': () => ({ body: { providers: [] } }) })
 */
export async function serveApi(routes: ApiRoutes): Promise<ApiServer> {
  const requests: string[] = []
  const open = new Set<ServerResponse>()
  const matchers = Object.entries(routes).map(
    ([path, handler]) => [new RegExp(`^${path.replaceAll('*', '[^/]+')}$`), handler] as const,
  )
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    open.add(response)
    response.on('close', () => open.delete(response))
    let text = ''
    for await (const chunk of request) text += chunk
    const handler = matchers.find(([pattern]) => pattern.test(url.pathname))?.[1]
    if (!handler) return answer(response, 404, { name: 'NotFoundError', message: 'Not Found' })
    const result = await handler({
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    })
    if (result === 'hold') return
    answer(response, result.status ?? 200, result.body)
  }
  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // A server a test file forgets to close does not keep the test worker alive.
  server.unref()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close() {
      for (const response of open) response.destroy()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      return closed
    },
  }
}
