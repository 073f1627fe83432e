import { once } from 'node:events'
import { createServer } from 'node:http'

/**
 * A tiny JSON-RPC endpoint on port 0 that answers `eth_chainId` for the chain id in its path:
 * `POST /31337` answers `0x7a69`. `/hang` never answers. Stands in for anvil in health tests.
 */
export async function startRpcResponder() {
  const server = createServer(async (request, response) => {
    const path = request.url?.slice(1) ?? ''
    if (path === 'hang') return
    let body = ''
    for await (const chunk of request) body += chunk
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    const answer =
      method === 'eth_chainId'
        ? { jsonrpc: '2.0', id, result: `0x${Number(path).toString(16)}` }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  return {
    url: (path: string | number) => `http://127.0.0.1:${port}/${path}`,
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
