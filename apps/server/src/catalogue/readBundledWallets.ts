import { readFileSync } from 'node:fs'
import { BaseError } from '@airlock/protocol'
import { parseCatalogueImport } from './parseCatalogueImport.js'
import type { StoredWallet } from './storedWallet.js'

// The list ships in src/ (package.json "files"); this resolves to it from src/catalogue and from
// dist/catalogue alike.
const bundledUrl = new URL('../../src/catalogue/data/wallets.json', import.meta.url)

/**
 * The wallet list that ships with the server (`src/catalogue/data/wallets.json`, 130 wallets with
 * explorer ids, links, chains and brand colours), read and checked like an import.
 *
 * @returns The wallets, in file order, each with its `order` (its place in the file if it has none),
 * ready for `createCatalogueIndex` or `importWallets`.
 * @throws {BaseError} When an entry of the bundled list is invalid (a bug in the list).
 *
 * @example
 * import { createCatalogueIndex } from './catalogue/createCatalogueIndex.js'
 * import { readBundledWallets } from './catalogue/readBundledWallets.js'
 * const catalogue = createCatalogueIndex(readBundledWallets()) // in memory, no database
 */
export function readBundledWallets(): StoredWallet[] {
  const { wallets, skipped } = parseCatalogueImport(JSON.parse(readFileSync(bundledUrl, 'utf8')), {
    file: 'the bundled wallet list',
  })
  const [problem] = skipped
  if (problem)
    throw new BaseError('The bundled wallet list is invalid', {
      details: `Entry ${problem.index} (${problem.id}): ${problem.reason}`,
    })
  return wallets.map((wallet, index) => ({ ...wallet, order: wallet.order ?? index }))
}
