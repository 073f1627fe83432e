import { serve } from '@hono/node-server'
import { buildFrameBundle } from './buildFrameBundle.js'
import { createSecureApp, type SecureAppOptions } from './createSecureApp.js'

export type StartSecureOptions = Omit<SecureAppOptions, 'bundle'> & {
  /** Defaults to `127.0.0.1`. */
  host?: string | undefined
  /** Defaults to `8788`. */
  port?: number | undefined
  /** Where the frame's built script is kept between starts. Defaults to none. */
  cacheDir?: string | undefined
}

/**
 * Builds the frame's script (or reads it from `cacheDir`) and serves the secure origin until
 * `close()` is called.
 *
 * @example
 * import { startSecure } from '@airlock/secure'
 * const secure = await startSecure({ port: 8788, serverUrl: 'http://127.0.0.1:8787' })
 * await secure.close()
 */
export async function startSecure(options: StartSecureOptions = {}) {
  const { host = '127.0.0.1', port = 8788, cacheDir } = options
  const app = createSecureApp({ ...options, bundle: await buildFrameBundle({ cacheDir }) })
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
