// The web app's build plugins that keep one copy of each module: also used by the bench's
// fixture pages (bench/modal.ts), so they are built as this app is.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * One copy of @wagmi/core: npm nests a copy under @airlock/core and another under wagmi (their
 * optional peers keep it from hoisting). Resolving every import of it as @airlock/core would
 * keeps wagmi's hooks and Airlock on the same code, and the bundle from carrying it twice.
 */
export function singleWagmiCore(): Plugin {
  const from = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url))
  return {
    name: 'airlock:single-wagmi-core',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^@wagmi\/core(\/|$)/.test(source) || importer === from) return null
      return this.resolve(source, from, { ...options, skipSelf: true })
    },
  }
}

/** `version` of the package in `dir`, or undefined when there is none. */
const versions = new Map<string, string | undefined>()
function versionAt(dir: string): string | undefined {
  if (!versions.has(dir)) {
    const file = join(dir, 'package.json')
    versions.set(
      dir,
      existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version
        : undefined,
    )
  }
  return versions.get(dir)
}

/** The directory a package named `name` resolves to from `dir`, as Node looks it up. */
function lookUp(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name)
    if (versionAt(candidate) !== undefined) return candidate
    if (dirname(at) === at) return undefined
  }
}

/**
 * One copy of each version of a package: npm nests a second copy of a package the root already
 * has, same version and same bytes, under a dependency that needs another version of something
 * in between (@walletconnect/utils' own viem brings @noble/curves 1.9.1, as the root's viem does),
 * and the bundle would carry both, as two byte-identical lazy chunks (issue 25, item 4). A module
 * of such a copy resolves to the root's, when the two copies' dependencies resolve to the same
 * versions too.
 */
export function oneCopyPerVersion(): Plugin {
  const root = fileURLToPath(new URL('../../node_modules/', import.meta.url))
  const hoistable = (nested: string, hoisted: string) => {
    if (versionAt(nested) === undefined || versionAt(nested) !== versionAt(hoisted)) return false
    const { dependencies = {} } = JSON.parse(
      readFileSync(join(nested, 'package.json'), 'utf8'),
    ) as {
      dependencies?: Record<string, string>
    }
    return Object.keys(dependencies).every((name) => {
      const from = lookUp(name, nested)
      const to = lookUp(name, hoisted)
      return from !== undefined && to !== undefined && versionAt(from) === versionAt(to)
    })
  }
  return {
    name: 'airlock:one-copy-per-version',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || /^[./\0]/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(resolved.id)
      if (!match) return resolved
      const [, base = '', name = '', rest = ''] = match
      if (base === root) return resolved
      const hoisted = join(root, name)
      if (!hoistable(join(base, name), hoisted)) return resolved
      return { ...resolved, id: `${hoisted}/${rest}` }
    },
  }
}
