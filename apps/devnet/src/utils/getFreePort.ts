import { createServer } from 'node:net'

/**
 * Asks the OS for a TCP port that is free on `127.0.0.1` right now (tests use it so they never
 * collide with a devnet on 8545/8546).
 *
 * @returns A port number.
 *
 * @example
 * import { getFreePort } from './getFreePort.js'
 * const port = await getFreePort()
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
