// Builds an example under `examples/` the way a dapp gets Airlock: the three packages are built,
// packed with `npm pack`, and installed from their tarballs (with their peers from the registry)
// into a copy of the example outside the workspace; then the example type-checks and builds.
//
//   node --import tsx scripts/buildExample.ts vite   → prints the built example's directory
//   node --import tsx scripts/buildExample.ts oldest-peers e2e/examples-fixtures   → a fixture app
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const published = ['protocol', 'core', 'react'] as const

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
}

/** Every installed copy of `name` under `dir`'s node_modules (nested copies included). */
export function copiesOf(dir: string, name: string): string[] {
  const found: string[] = []
  const visit = (modules: string) => {
    let entries: string[]
    try {
      entries = readdirSync(modules)
    } catch {
      return
    }
    for (const entry of entries) {
      const packages = entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((sub) => `${entry}/${sub}`)
        : [entry]
      for (const pkg of packages) {
        if (pkg === name) found.push(join(modules, pkg))
        visit(join(modules, pkg, 'node_modules'))
      }
    }
  }
  visit(join(dir, 'node_modules'))
  return found
}

export type BuiltExample = { dir: string; dist: string }

/** The packed packages: name → `file:` specifier of its tarball. */
type Tarballs = Record<string, string>
let packed: Tarballs | undefined

/**
 * Builds the three packages and packs them, once per process: every example installs the same
 * tarballs.
 */
export function packPackages(): Tarballs {
  if (packed) return packed
  const work = mkdtempSync(join(tmpdir(), 'airlock-packed-'))
  run('npm', ['run', 'build', ...published.flatMap((p) => ['-w', `packages/${p}`])], root)
  const list = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        work,
        ...published.flatMap((p) => ['-w', `packages/${p}`]),
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  ) as { name: string; filename: string }[]
  packed = Object.fromEntries(list.map((p) => [p.name, `file:${join(work, p.filename)}`]))
  return packed
}

/**
 * Installs the packed packages into a copy of `<from>/<name>` (an example, or a test fixture app)
 * and builds it (`npm run build`, with `env`); `dist` is the build's output folder, `outDir`
 * inside the copy.
 */
export function buildExample(
  name: string,
  env: NodeJS.ProcessEnv = {},
  {
    outDir = 'dist',
    from = 'examples',
  }: { outDir?: string | undefined; from?: string | undefined } = {},
): BuiltExample {
  const tarballs = packPackages()
  const work = mkdtempSync(join(tmpdir(), `airlock-example-${name}-`))
  const dir = join(work, name)
  cpSync(join(root, from, name), dir, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist|\.next)(\/|$)/.test(source),
  })
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  for (const dependency of Object.keys(manifest.dependencies))
    if (tarballs[dependency]) manifest.dependencies[dependency] = tarballs[dependency]
  // Not on the registry yet: core's own dependency comes from its tarball too.
  manifest.overrides = { '@airlock/protocol': tarballs['@airlock/protocol'] }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)

  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], dir)
  // One wagmi and one React, the dapp's. (viem may appear twice: @walletconnect/utils 2.21.8
  // pins a viem of its own, the last release whose licence we accept.)
  for (const shared of ['@wagmi/core', 'react', 'react-dom']) {
    const copies = copiesOf(dir, shared)
    if (copies.length > 1)
      throw new Error(
        `${name}: ${copies.length} copies of ${shared} installed:\n${copies.join('\n')}`,
      )
  }
  run('npm', ['run', 'build'], dir, env)
  return { dir, dist: join(dir, outDir) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, from] = process.argv.slice(2)
  if (!name)
    throw new Error('Usage: node --import tsx scripts/buildExample.ts <example> [<parent folder>]')
  console.log(buildExample(name, {}, { from }).dir)
}
