// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import { expect, test } from 'vitest'

type OutputChunk = {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
  moduleIds: string[]
}

// What loads with the eip155 adapter (after the page's first paint, before any connection): the
// adapter's chunk and its static imports, as a production build splits them.
test('the adapter loads no ENS or contract-call code of viem before its first use (names, balances and sends load their own chunks)', async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: fileURLToPath(new URL('adapter.ts', import.meta.url)),
        preserveEntrySignatures: 'exports-only',
      },
    },
  })) as { output: (OutputChunk | { type: 'asset' })[] } | { output: OutputChunk[] }[]
  const chunks = (Array.isArray(output) ? output.flatMap((o) => o.output) : output.output).filter(
    (item): item is OutputChunk => item.type === 'chunk',
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    for (const imported of byName.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const modules = [...loaded].flatMap((name) => byName.get(name)?.moduleIds ?? [])
  expect(modules.some((id) => id.includes('@wagmi/core'))).toBe(true)
  expect(
    modules.filter((id) =>
      /viem\/_esm\/(actions\/public\/(call|readContract)|actions\/ens\/|utils\/ens\/|constants\/contracts)/.test(
        id,
      ),
    ),
  ).toEqual([])
  expect(modules.filter((id) => /names\/lookUpEnsName|eip155Actions/.test(id))).toEqual([])
}, 120_000)
