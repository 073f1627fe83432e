import { fileURLToPath } from 'node:url'

/**
 * Where the devnet keeps its chain snapshots unless told otherwise: `<repo root>/.devnet/`
 * (git-ignored). Resolved from this package's location, so it does not depend on the working
 * directory.
 *
 * @example
 * import { defaultDataDir } from '@airlock/devnet'
 * console.log(defaultDataDir) // /path/to/airlock/.devnet
 */
export const defaultDataDir: string = fileURLToPath(new URL('../../../.devnet', import.meta.url))
