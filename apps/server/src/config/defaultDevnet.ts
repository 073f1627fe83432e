import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DevnetData, readDevnetData } from './readDevnetData.js'

// apps/server/src/config → apps/devnet/devnet.json; the same depth from apps/server/dist/config.
const checkoutManifest = fileURLToPath(new URL('../../../devnet/devnet.json', import.meta.url))
let cached: { devnet: DevnetData | undefined } | undefined

/**
 * The devnet of this checkout (`apps/devnet/devnet.json`, read as a file), for a server started
 * without one (a test, `main.ts` without `DEVNET_MANIFEST`); `undefined` where there is none, as
 * in an installed server. `npm start` passes the devnet it started instead.
 *
 * @returns The checkout's devnet, read once.
 *
 * @example
 * import { defaultDevnet } from './config/defaultDevnet.js'
 * const chains = defaultDevnet()?.manifest.chains ?? []
 */
export function defaultDevnet(): DevnetData | undefined {
  cached ??= {
    devnet: existsSync(checkoutManifest) ? readDevnetData(checkoutManifest) : undefined,
  }
  return cached.devnet
}
