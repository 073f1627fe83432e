import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { fetchWalletImages } from '../catalogue/fetchWalletImages.js'
import { getCatalogueStats } from '../catalogue/getCatalogueStats.js'
import { importWallets } from '../catalogue/importWallets.js'
import { parseCatalogueImport } from '../catalogue/parseCatalogueImport.js'
import { CatalogueFileError } from '../errors/catalogue.js'
import { CliUsageError, type DatabaseCliContext } from './context.js'

// Enough to see what is wrong with a file without drowning the counts.
const maxSkippedLines = 50

/**
 * `airlock catalogue …`: manages the wallet catalogue in the database.
 *
 * - `import <file.json> [--source <name>] [--dry-run]` reads an explorer export
 *   (`{ listings: { … } }`, a `getWallets` answer `{ data, count }`, or an array of wallets), prints
 *   each bad entry with its index and reason, and writes the rest in one transaction (added or
 *   replacing wallets with the same id). Each entry's `image_url` is fetched once and stored (PNG,
 *   JPEG, WebP or safe SVG up to 256 KiB; the server serves it and never links to it); one that
 *   fails is reported and the wallet keeps its logo or monogram. `--source` defaults to the file's name; `--dry-run` checks
 *   without writing. Exits 1 when the file had entries and none was valid.
 * - `stats` prints how many wallets there are, by source, badge and chain.
 *
 * A running server serves imported wallets within 10 s: it reloads its catalogue when the table changes.
 *
 * @param args - The arguments after `catalogue`.
 * @param context - The database and where to print.
 * @returns The exit code.
 * @throws {CliUsageError} On an unknown command or missing argument.
 * @throws {CatalogueFileError} When the file cannot be read, is not JSON, or has no known shape.
 *
 * @example
 * import { catalogueCommand } from './cli/catalogue.js'
 * const code = await catalogueCommand(['import', 'listings.json'], { config, db, print: console.log })
 */
export async function catalogueCommand(
  args: string[],
  context: DatabaseCliContext,
): Promise<number> {
  const [command, ...rest] = args
  if (command === 'import') return importCommand(rest, context)
  if (command === 'stats') {
    if (rest.length > 0)
      throw new CliUsageError(`Unexpected argument "${rest[0]}" to catalogue stats.`)
    return statsCommand(context)
  }
  throw new CliUsageError(
    command ? `Unknown catalogue command "${command}".` : 'Missing catalogue command.',
  )
}

async function importCommand(args: string[], { db, print }: DatabaseCliContext): Promise<number> {
  let file: string | undefined
  let source: string | undefined
  let dryRun = false
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]
    if (arg === '--dry-run') dryRun = true
    else if (arg === '--source') {
      source = args[++index]
      if (!source) throw new CliUsageError('--source needs a name.')
    } else if (arg?.startsWith('--')) throw new CliUsageError(`Unknown option "${arg}".`)
    else if (file === undefined) file = arg
    else throw new CliUsageError(`Unexpected argument "${arg}" to catalogue import.`)
  }
  if (!file) throw new CliUsageError('catalogue import needs a JSON file.')

  const input = await readJson(file)
  const { format, wallets, skipped } = parseCatalogueImport(input, { file })
  for (const entry of skipped.slice(0, maxSkippedLines))
    print(`Skipped entry ${entry.index}${entry.id ? ` (${entry.id})` : ''}: ${entry.reason}`)
  if (skipped.length > maxSkippedLines)
    print(`… and ${skipped.length - maxSkippedLines} more skipped entries.`)

  const failed = wallets.length === 0 && skipped.length > 0 ? 1 : 0
  if (dryRun) {
    print(
      `Dry run of ${file} (${format}): ${wallets.length} valid, ${skipped.length} skipped; nothing written.`,
    )
    return failed
  }
  // Each `image_url` is fetched now, once, and stored: the server never links to it.
  const images = await fetchWalletImages(wallets)
  for (const entry of images.failed.slice(0, maxSkippedLines))
    print(`Image of ${entry.id} not kept: ${entry.url} ${entry.reason}`)
  if (images.fetched > 0 || images.failed.length > 0)
    print(`Images: ${images.fetched} fetched and stored, ${images.failed.length} not kept.`)
  const { added, updated } =
    wallets.length > 0
      ? await importWallets(db, { wallets: images.wallets, source: source ?? basename(file) })
      : { added: 0, updated: 0 }
  print(
    `Imported ${file} (${format}): ${added} added, ${updated} updated, ${skipped.length} skipped.`,
  )
  return failed
}

async function readJson(file: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const problem =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(error)
    throw new CatalogueFileError({ file, problem, cause: error })
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new CatalogueFileError({
      file,
      problem: `not valid JSON (${(error as Error).message})`,
      cause: error,
    })
  }
}

async function statsCommand({ db, print }: DatabaseCliContext): Promise<number> {
  const stats = await getCatalogueStats(db)
  if (stats.total === 0) {
    print('The catalogue is empty: the server fills it with the bundled list when it starts.')
    return 0
  }
  print(`Wallets: ${stats.total}`)
  for (const [title, counts] of [
    ['By source', stats.bySource],
    ['By badge', stats.byBadge],
    ['By chain', stats.byChain],
  ] as const) {
    print(`${title}:`)
    const width = Math.max(...counts.map(([name]) => name.length))
    for (const [name, count] of counts) print(`  ${name.padEnd(width)}  ${count}`)
  }
  return 0
}
