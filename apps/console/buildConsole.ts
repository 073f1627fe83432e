import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { findUp, hashFile, sameHashes } from '../../scripts/fileHashes.mjs'

export type BuildConsoleParameters = {
  /** The app's folder (with `index.html`). */
  root: string
  /** Its Vite config. */
  configFile: string
  /** The build's folder, as the config names it. Defaults to `<root>/dist`. */
  outDir?: string | undefined
}

/** `built`: Vite ran. `fresh`: the build on disk was made from exactly the present inputs. */
export type BuildConsoleReturnType = 'built' | 'fresh'

/** Written into the build's folder after a build: what it was made from, and what it holds. */
const stampName = '.inputs.json'
const stampVersion = 1

type Stamp = {
  version: number
  /** {@link buildKey}: the config, page, manifests and the environment Vite reads. */
  key: string
  /** Every file the build read (path relative to the root → SHA-256). */
  inputs: Record<string, string>
  /** Every file the build wrote (path relative to the build's folder → SHA-256). */
  outputs: Record<string, string>
}

/**
 * Builds a Vite app (the operator console) unless its build on disk was made from exactly the
 * files it would read now: `npm start` then skips a second of bundling. After each build, the
 * build's folder gets a stamp listing every module the bundler loaded (sources, workspace
 * packages and `node_modules` alike) and every file it wrote, each with its SHA-256; the build is
 * reused only while every one of those hashes, the config, `index.html`, the package manifests,
 * the lockfile, `public/` and the `VITE_*` environment are unchanged. Anything unreadable or
 * missing counts as changed. A failed build leaves no stamp (Vite empties the folder first).
 *
 * @param parameters - The app's folder, its config and its build's folder.
 * @returns Whether it built.
 *
 * @example
 * import { buildConsole } from './apps/console/buildConsole.ts'
 * await buildConsole({ root: 'apps/console', configFile: 'apps/console/vite.config.ts' }) // 'fresh'
 */
export async function buildConsole({
  root,
  configFile,
  outDir = join(root, 'dist'),
}: BuildConsoleParameters): Promise<BuildConsoleReturnType> {
  const key = await buildKey(root, configFile)
  if (await isFresh(root, outDir, key)) return 'fresh'
  const loaded = new Set<string>()
  const record: Plugin = {
    name: 'airlock:record-inputs',
    generateBundle() {
      for (const id of this.getModuleIds()) loaded.add(id)
    },
  }
  // Vite is loaded only when there is something to build.
  const { build } = await import('vite')
  await build({
    configFile,
    root,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [record],
  })
  const inputs: Record<string, string> = {}
  for (const id of loaded) {
    // Virtual modules (`\0…`, `vite/…`) and queries (`?url`) name no file of their own.
    const file = id.split('?')[0] ?? ''
    if (!isAbsolute(file) || !existsSync(file)) continue
    inputs[relative(root, file)] = await hashFile(file)
  }
  const outputs: Record<string, string> = {}
  for (const file of await listFiles(outDir)) outputs[file] = await hashFile(join(outDir, file))
  const stamp: Stamp = { version: stampVersion, key, inputs, outputs }
  await writeFile(join(outDir, stampName), `${JSON.stringify(stamp, null, 1)}\n`)
  return 'built'
}

async function isFresh(root: string, outDir: string, key: string): Promise<boolean> {
  let stamp: Stamp
  try {
    stamp = JSON.parse(await readFile(join(outDir, stampName), 'utf8')) as Stamp
  } catch {
    return false
  }
  if (stamp.version !== stampVersion || stamp.key !== key) return false
  if (Object.keys(stamp.inputs ?? {}).length === 0) return false
  const outputs = await listFiles(outDir)
  if (outputs.length !== Object.keys(stamp.outputs ?? {}).length) return false
  const checks = [
    ...Object.entries(stamp.inputs).map(([file, hash]) => [resolve(root, file), hash] as const),
    ...Object.entries(stamp.outputs).map(([file, hash]) => [join(outDir, file), hash] as const),
  ]
  return sameHashes(checks)
}

/**
 * What shapes a build besides the modules it loads: the config, the page, the app's and the
 * workspace's manifests and lockfile (the bundler's and plugins' versions), `public/` and the
 * environment Vite exposes to the app.
 */
async function buildKey(root: string, configFile: string): Promise<string> {
  const hash = createHash('sha256')
  const lockfile = findUp(root, 'package-lock.json')
  const files = [
    configFile,
    join(root, 'index.html'),
    join(root, 'package.json'),
    ...(lockfile ? [lockfile] : []),
    ...(await listFiles(join(root, 'public'))).map((file) => join(root, 'public', file)),
    ...(await readdir(root)).filter((name) => name.startsWith('.env')).map((n) => join(root, n)),
  ]
  for (const file of files)
    hash.update(`${relative(root, file)}\0${await hashFile(file).catch(() => 'missing')}\0`)
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
  hash.update(JSON.stringify(env))
  return hash.digest('hex')
}

/** Files under `dir` (relative paths), the stamp excepted; none if it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => file !== stampName)
    .sort()
}
