import { mkdir, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { buildFrameBundle } from './buildFrameBundle.js'
import { createSecureApp, type SecureAppOptions } from './createSecureApp.js'
import { loadRecoveryKey } from './recovery/loadRecoveryKey.js'

export type StartSecureOptions = Omit<
  SecureAppOptions,
  'bundle' | 'recoveryKey' | 'callbackBundle'
> & {
  /** Defaults to `127.0.0.1`. */
  host?: string | undefined
  /** Defaults to `8788`. */
  port?: number | undefined
  /**
   * The secure origin's own files: the built frame script and, unless `WALLET_RECOVERY_KEY` is set,
   * the recovery key (`recovery-key.json`, created on first start). Defaults to none: the script is
   * built on every start and the recovery key lives only in memory.
   */
  dataDir?: string | undefined
  /**
   * Where the recovery key file is kept instead of `dataDir`, apart from the database (`npm start`
   * passes the server's `KEYS_DIR`). A key file found in `dataDir` is moved there. Defaults to
   * `dataDir`.
   */
  keysDir?: string | undefined
  /** `WALLET_RECOVERY_KEY`: the recovery key as a P-256 JWK. Wins over the file in `dataDir`. */
  recoveryKeyJwk?: string | undefined
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
  const { host = '127.0.0.1', port = 8788, dataDir, keysDir = dataDir, recoveryKeyJwk } = options
  const keyFile = keysDir ? join(keysDir, 'recovery-key.json') : undefined
  if (keyFile && dataDir && !recoveryKeyJwk)
    await moveFormerKeyFile(join(dataDir, 'recovery-key.json'), keyFile)
  const [bundle, callbackBundle, recoveryKey] = await Promise.all([
    buildFrameBundle({ cacheDir: dataDir }),
    buildFrameBundle({ cacheDir: dataDir, entry: 'socialCallback' }),
    loadRecoveryKey({
      jwk: recoveryKeyJwk,
      file: keyFile,
    }),
  ])
  const app = createSecureApp({ ...options, bundle, callbackBundle, recoveryKey })
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

/** Moves a key file from where an older version created it, unless one is at the new place. */
async function moveFormerKeyFile(from: string, to: string) {
  if (from === to) return
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    )
  if (!(await exists(from)) || (await exists(to))) return
  await mkdir(join(to, '..'), { recursive: true, mode: 0o700 })
  await rename(from, to)
}
