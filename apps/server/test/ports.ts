import { once } from 'node:events'
import { createServer, type Server } from 'node:net'

/** A local TCP port nothing listens on (it was free a moment ago): connections to it are refused. */
export async function unusedPort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

/** Occupies a port on 127.0.0.1 the way another program would. Defaults to any free port. */
export async function occupyPort(port = 0): Promise<{ port: number; server: Server }> {
  const server = createServer()
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return { port: (server.address() as { port: number }).port, server }
}
