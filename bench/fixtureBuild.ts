// Production builds of the bench's fixture pages (bench/fixtures/<name>) with the web app's
// one-copy plugins, and their chunks as the Vite manifest lists them, each with its gzip size.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { oneCopyPerVersion, singleWagmiCore } from '../apps/web/vitePlugins.ts'

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url))

export type ModalChunk = { file: string; name: string; gzipBytes: number; firstLoad: boolean }

type ManifestChunk = {
  file: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >

/** The manifest's chunks `from` reach through static imports, `from` included. */
function reachable(manifest: Record<string, ManifestChunk>, from: string[]): Set<string> {
  const found = new Set<string>()
  const visit = (key: string) => {
    if (found.has(key)) return
    found.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of from) visit(key)
  return found
}

/**
 * Builds `bench/fixtures/<name>` for production into `outDir`, with a manifest (and source maps
 * beside the chunks with `sourcemap`, for bench/speedTrace.ts to name the modules it samples).
 */
export async function buildFixture(
  name: string,
  outDir: string,
  define: object,
  { sourcemap = false }: { sourcemap?: boolean } = {},
) {
  await build({
    root: join(fixtures, name),
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    // One copy of each module (and so of each chunk) and workspace packages from their TypeScript
    // sources, as apps/web/vite.config.ts builds them.
    plugins: [singleWagmiCore(), oneCopyPerVersion(), react()],
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    define,
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap },
  })
}

/**
 * Every JS chunk of a build from its manifest. First load is what the page loads before it can
 * paint: the entry and, transitively, its static imports; everything else loads on demand.
 */
export function chunksOf(outDir: string): ModalChunk[] {
  const manifest = readManifest(outDir)
  const firstLoad = reachable(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  )
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      file: chunk.file,
      name: chunk.name ?? key,
      gzipBytes: gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length,
      firstLoad: firstLoad.has(key),
    }))
    .sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzipBytes - a.gzipBytes)
}

/**
 * The JS files a build loads only for the dynamically imported modules whose source path matches
 * `source`: those modules' chunks and what they import, less what the entry or any other dynamic
 * import loads too.
 */
export function lazyFilesOf(outDir: string, source: RegExp): string[] {
  const manifest = readManifest(outDir)
  const keys = Object.keys(manifest)
  const matching = (key: string) => Boolean(manifest[key]?.isDynamicEntry) && source.test(key)
  const elsewhere = reachable(
    manifest,
    keys.filter(
      (key) => manifest[key]?.isEntry || (manifest[key]?.isDynamicEntry && !matching(key)),
    ),
  )
  return [...reachable(manifest, keys.filter(matching))]
    .filter((key) => !elsewhere.has(key))
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
}
