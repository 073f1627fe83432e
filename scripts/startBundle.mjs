// `npm start` loads scripts/start.ts and the workspace's TypeScript it imports as one bundle, made
// by esbuild and kept in node_modules/.cache until a source changes: no TypeScript loader (tsx's
// hooks answer every one of ~3,000 module loads from a worker thread) and no module resolution
// of the workspace's files on a warm start. Plain JavaScript: it runs before any loader could.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findUp, hashFile, sameHashes } from './fileHashes.mjs'

const stampVersion = 1

/**
 * Bundles `entry` (scripts/start.ts) unless the bundle on disk was made from exactly the files it
 * would read now. Only the workspace's own files (`@airlock/*` through their `@airlock/source`
 * condition, and relative imports) go in; packages stay external, imported by the file URL
 * esbuild resolves from the importing file, so a workspace's own `node_modules` still wins. Each
 * file's `import.meta.url` stays its own, for the paths the code finds beside itself. The stamp
 * beside the bundle lists every file bundled with its SHA-256, keyed on the lockfile, Node's and
 * esbuild's versions; anything unreadable or missing counts as changed.
 *
 * @param {{ entry: string, outDir: string }} parameters - The entry and the bundle's folder.
 * @returns {Promise<{ url: string, built: boolean }>} The bundle's file URL, and whether it built.
 */
export async function startBundle({ entry, outDir }) {
  const base = dirname(entry)
  const outfile = join(outDir, 'start.mjs')
  const stampFile = join(outDir, 'inputs.json')
  const key = await bundleKey(entry)
  const url = pathToFileURL(outfile).href
  if (await isFresh(stampFile, key, base, outfile)) return { url, built: false }

  const esbuild = await import('esbuild')
  /** @type {import('esbuild').Plugin} */
  const workspaceOnly = {
    name: 'airlock:workspace-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'inner',
        })
        if (found.errors.length > 0 || found.external) return found
        if (found.path.split(/[\\/]/).includes('node_modules'))
          return { path: pathToFileURL(found.path).href, external: true }
        return found
      })
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8')
        const own = JSON.stringify(pathToFileURL(args.path).href)
        return {
          contents: source.replace(/\bimport\.meta\.url\b/g, own),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
  const result = await esbuild.build({
    absWorkingDir: base,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    conditions: ['@airlock/source'],
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [workspaceOnly],
  })
  // Each file written beside its place and renamed into it: a start reading the bundle meanwhile
  // (a second `npm start` is refused only later, on its ports) never sees half of one.
  await mkdir(outDir, { recursive: true })
  for (const { path, contents } of result.outputFiles) {
    await writeFile(`${path}.${process.pid}`, contents)
    await rename(`${path}.${process.pid}`, path)
  }
  /** @type {Record<string, string>} */
  const inputs = {}
  // Paths relative to `base` (esbuild's working folder).
  for (const input of Object.keys(result.metafile.inputs))
    inputs[input] = await hashFile(resolve(base, input))
  const stamp = { version: stampVersion, key, inputs, output: await hashFile(outfile) }
  await writeFile(stampFile, `${JSON.stringify(stamp, null, 1)}\n`)
  return { url, built: true }
}

/**
 * @param {string} stampFile
 * @param {string} key
 * @param {string} base
 * @param {string} outfile
 */
async function isFresh(stampFile, key, base, outfile) {
  let stamp
  try {
    stamp = JSON.parse(await readFile(stampFile, 'utf8'))
  } catch {
    return false
  }
  if (stamp.version !== stampVersion || stamp.key !== key) return false
  /** @type {[string, string][]} */
  const inputs = Object.entries(stamp.inputs ?? {})
  if (inputs.length === 0) return false
  return sameHashes([
    ...inputs.map(([file, hash]) => /** @type {const} */ ([resolve(base, file), hash])),
    [outfile, stamp.output],
  ])
}

/**
 * What shapes the bundle besides its files: the lockfile (the packages it imports and esbuild's
 * version), Node's version (the bundle's target) and where the checkout is (packages are
 * imported by absolute URL).
 *
 * @param {string} entry
 */
async function bundleKey(entry) {
  const lockfile = findUp(entry, 'package-lock.json')
  return createHash('sha256')
    .update(`${entry}\0${process.version}\0${lockfile ? await hashFile(lockfile) : 'none'}`)
    .digest('hex')
}
