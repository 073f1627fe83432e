import { serve } from '@hono/node-server'
import { createSandboxApp } from './createSandboxApp.js'

export type StartSandboxOptions = {
  /** Defaults to `127.0.0.1`. */
  host?: string | undefined
  /** Defaults to `8790`. */
  port?: number | undefined
}

/**
 * Serves the sandbox until `close()` is called.
 *
 * @example
 * import { startSandbox } from '@airlock/sandbox'
 * const sandbox = await startSandbox({ port: 8790 })
 */
export function startSandbox({ host = '127.0.0.1', port = 8790 }: StartSandboxOptions = {}) {
  const app = createSandboxApp()
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
          ? new Error(`Port ${port} is already in use (sandbox)`, { cause: error })
          : error,
      ),
    )
  })
}
