import { serve } from '@hono/node-server'
import { createSecureApp, type SecureAppOptions } from './createSecureApp.js'

export type StartSecureOptions = SecureAppOptions & {
  /** Defaults to `127.0.0.1`. */
  host?: string | undefined
  /** Defaults to `8788`. */
  port?: number | undefined
}

/**
 * Serves the secure origin until `close()` is called.
 *
 * @example
 * import { startSecure } from '@airlock/secure'
 * const secure = await startSecure({ port: 8788 })
 * await secure.close()
 */
export function startSecure(options: StartSecureOptions = {}) {
  const { host = '127.0.0.1', port = 8788 } = options
  const app = createSecureApp(options)
  return new Promise<{ url: string; close(): Promise<void> }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) =>
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (secure origin)`, { cause: error })
          : error,
      ),
    )
  })
}
