import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { SolanaLedger } from './createSolanaLedger.js'
import { createSolanaSubscriptions } from './createSolanaSubscriptions.js'
import { handleSolanaRpcRequest } from './handleSolanaRpcRequest.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'
import { stringifySolanaJson } from './stringifySolanaJson.js'

export type ServeSolanaRpcParameters = {
  ledger: SolanaLedger
  methods: SolanaRpcMethods
  /** HTTP JSON-RPC port (WebSocket upgrades are accepted here too). */
  port: number
  /** WebSocket port. */
  wsPort: number
  /** Receives unexpected errors. Defaults to `console.error`. */
  onError?: (error: unknown) => void
}

export type ServeSolanaRpcReturnType = {
  rpcUrl: string
  wsUrl: string
  /** Closes both servers and every connection. */
  close(): Promise<void>
}

// A validator refuses request bodies over 50 KiB.
const maxBodyBytes = 50 * 1024
const host = '127.0.0.1'

/**
 * Serves the facade on 127.0.0.1 as a validator does: JSON-RPC over HTTP POST (single or batch,
 * CORS open, `GET /health`) on `port`, and subscriptions over WebSocket on `wsPort` and on `port`
 * (clients differ on which they use).
 *
 * @param parameters - Ledger, methods, ports.
 * @returns The URLs and `close()`.
 *
 * @example
 * import { serveSolanaRpc } from './serveSolanaRpc.js'
 * const server = await serveSolanaRpc({ ledger, methods, port: 8899, wsPort: 8900 })
 */
export async function serveSolanaRpc({
  ledger,
  methods,
  port,
  wsPort,
  onError = (error) => console.error('[solana]', error),
}: ServeSolanaRpcParameters): Promise<ServeSolanaRpcReturnType> {
  const subscriptions = createSolanaSubscriptions(ledger)
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  sockets.on('connection', (socket) => subscriptions.attach(socket))
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request))

  const http = createServer((request, response) => serveHttp(request, response, methods, onError))
  http.on('upgrade', upgrade)
  const ws = createServer((_, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Upgrade Required')
  })
  ws.on('upgrade', upgrade)
  const servers: Server[] = []
  try {
    for (const [server, at] of [
      [http, port],
      [ws, wsPort],
    ] as const) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen({ port: at, host, exclusive: true }, () => {
          server.off('error', reject)
          resolve()
        })
      })
      servers.push(server)
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
    subscriptions.close()
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    close: () => {
      closing ??= (async () => {
        subscriptions.close()
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        await Promise.all(
          servers.map(
            (server) =>
              new Promise<void>((resolve) => {
                server.close(() => resolve())
                server.closeAllConnections()
              }),
          ),
        )
      })()
      return closing
    },
  }
}

function serveHttp(
  request: IncomingMessage,
  response: ServerResponse,
  methods: SolanaRpcMethods,
  onError: (error: unknown) => void,
) {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type, solana-client',
  }
  if (request.method === 'OPTIONS') return response.writeHead(204, cors).end()
  if (request.method === 'GET' && request.url === '/health')
    return response.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('ok')
  if (request.method !== 'POST')
    return response
      .writeHead(405, { ...cors, 'content-type': 'text/plain' })
      .end('Method Not Allowed')
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBodyBytes) {
      response
        .writeHead(413, { ...cors, 'content-type': 'text/plain', connection: 'close' })
        .end('Payload Too Large')
      request.destroy()
      return
    }
    chunks.push(chunk)
  })
  request.on('end', () => {
    if (response.headersSent) return
    const answer = handleSolanaRpcRequest(methods, Buffer.concat(chunks).toString('utf8'), onError)
    response
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(stringifySolanaJson(answer))
  })
}
