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
  imports?: string[]
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
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const firstLoad = new Set<string>()
  const visit = (key: string) => {
    if (firstLoad.has(key)) return
    firstLoad.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
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
