import { createServer } from 'node:net'

/**
 * Tells whether nothing listens on `host:port`, by briefly listening there itself.
 *
 * @param port - TCP port.
 * @param host - Interface to test. Defaults to `127.0.0.1`.
 * @returns `true` if a server could bind the port.
 *
 * @example
 * import { isPortFree } from './isPortFree.js'
 * if (!(await isPortFree(8545))) console.log('8545 is taken')
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}
