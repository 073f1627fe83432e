import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The frame's script, as the page serves it. */
export type FrameBundle = {
  /** Content-addressed: `frame-<hash>.js`, so it can be cached for ever. */
  fileName: string
  code: string
  /** Subresource Integrity of `code` (`sha384-…`), written into the page's script tag. */
  integrity: string
}

export type BuildFrameBundleParameters = {
  /** Where a built bundle is kept between starts. Defaults to none: build every time. */
  cacheDir?: string | undefined
  /**
   * Which script of `src/frame/`: `main` (the frame) or `socialCallback` (the social login's
   * callback page). Defaults to `main`.
   */
  entry?: 'main' | 'socialCallback' | undefined
}

const frameDir = fileURLToPath(new URL('./frame/', import.meta.url))
const protocolDir = fileURLToPath(new URL('../../../packages/protocol/src/', import.meta.url))
const lockFile = fileURLToPath(new URL('../../../package-lock.json', import.meta.url))

/**
 * Builds the frame's browser script from its TypeScript sources (`src/frame/main.ts` and the
 * protocol package) into one self-contained ES module: no chunks to load, no code from anywhere
 * but the secure origin. The build is cached under `cacheDir` by a hash of every source it reads
 * and the lock file, so a warm start reads one file instead of running the bundler. The built
 * secure origin (`dist/`) reads the bundles `npm run build` wrote into `dist/bundles/` instead.
 *
 * @param parameters.cacheDir - Where to keep the bundle between starts.
 * @returns The bundle.
 *
 * @example
 * import { buildFrameBundle } from './buildFrameBundle.js'
 * const bundle = await buildFrameBundle({ cacheDir: '.data/secure' })
 * bundle.fileName // 'frame-3f2a…e1.js'
 */
export async function buildFrameBundle({
  cacheDir,
  entry = 'main',
}: BuildFrameBundleParameters = {}): Promise<FrameBundle> {
  const name = bundleName(entry)
  // The production build (`npm run build`) wrote the bundles beside the compiled code: no bundler
  // and no sources at run time.
  let code = await readFile(new URL(`./bundles/${name}.js`, import.meta.url), 'utf8').catch(
    () => undefined,
  )
  if (code !== undefined) return toBundle(name, code)
  const key = await sourceHash()
  const cached = cacheDir ? join(cacheDir, `${name}-source-${key}.js`) : undefined
  code = cached ? await readFile(cached, 'utf8').catch(() => undefined) : undefined
  if (code === undefined) {
    code = await bundle(entry)
    if (cached && cacheDir) {
      await mkdir(cacheDir, { recursive: true })
      // Written aside and renamed, so a start that is killed midway leaves no half-written bundle.
      await writeFile(`${cached}.tmp`, code)
      await rename(`${cached}.tmp`, cached)
    }
  }
  return toBundle(name, code)
}

/** The file name of an entry's bundle: `frame` or `social-callback`. */
export function bundleName(entry: 'main' | 'socialCallback'): string {
  return entry === 'main' ? 'frame' : 'social-callback'
}

/**
 * Builds an entry's bundle with the bundler (vite, a build-time dependency), for
 * `scripts/writeFrameBundles.ts` and for starts from the sources.
 */
export function bundleFrame(entry: 'main' | 'socialCallback'): Promise<string> {
  return bundle(entry)
}

function toBundle(name: string, code: string): FrameBundle {
  const contentHash = createHash('sha256').update(code).digest('hex').slice(0, 16)
  return {
    fileName: `${name}-${contentHash}.js`,
    code,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  }
}

async function bundle(entry: string): Promise<string> {
  // The bundler is needed only when the sources changed: loaded on demand.
  const { build, defaultClientConditions } = await import('vite')
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: frameDir,
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      rollupOptions: {
        input: join(frameDir, `${entry}.ts`),
        output: { format: 'es', entryFileNames: 'frame.js', codeSplitting: false },
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results)
    if ('output' in result)
      for (const item of result.output) if (item.type === 'chunk' && item.isEntry) return item.code
  throw new Error('The frame bundle has no entry chunk')
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const dir of [frameDir, protocolDir]) {
    const files = (await readdir(dir, { recursive: true }))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
    for (const file of files) hash.update(file).update(await readFile(join(dir, file)))
  }
  hash.update(await readFile(lockFile))
  return hash.digest('hex').slice(0, 24)
}
