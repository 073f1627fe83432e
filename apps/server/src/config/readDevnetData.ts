import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { DevnetManifest } from '@airlock/protocol'
import { devnetManifest } from '@airlock/protocol/schemas'

/** What the server serves of a local devnet: its manifest and its token icons. */
export type DevnetData = {
  /** Chains, contracts, tokens, collections and pools (`devnet.json`). */
  manifest: DevnetManifest
  /** A folder of `<SYMBOL>.svg` token icons. */
  tokenIconsDir: string
}

/**
 * Reads a devnet manifest as plain JSON, checked against `@airlock/protocol`'s `devnetManifest`;
 * its token icons are in `assets/tokens` beside it. `npm start` hands the server the manifest of
 * the devnet it started; the server never imports `@airlock/devnet`.
 *
 * @param path - The manifest file, such as `apps/devnet/devnet.json`.
 * @returns The manifest and the icons' folder.
 * @throws {ZodError} When the file is not a devnet manifest.
 *
 * @example
 * import { readDevnetData } from './config/readDevnetData.js'
 * const devnet = readDevnetData(process.env.DEVNET_MANIFEST)
 */
export function readDevnetData(path: string): DevnetData {
  return {
    manifest: devnetManifest.parse(JSON.parse(readFileSync(path, 'utf8'))),
    tokenIconsDir: join(dirname(path), 'assets', 'tokens'),
  }
}
