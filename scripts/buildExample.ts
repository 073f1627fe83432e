// Builds an example under `examples/` the way a dapp gets Airlock: the three packages are built,
// packed with `npm pack`, and installed from their tarballs (with their peers from the registry)
// into a copy of the example outside the workspace; then the example type-checks and builds.
// The examples install and build side by side (installs wait on the network and the disk, not
// the CPU), from one packing of the tarballs.
//
// scripts/prepareExamples.ts builds them all at once, for the e2e tests.
//
//   node --import tsx scripts/buildExample.ts vite   → prints the built example's directory
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const published = ['protocol', 'core', 'react'] as const

/** Runs a command to its end; its output goes to this process's (or, when `log` is given, there). */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  log?: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, {
      cwd,
      stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'],
      env: { ...process.env, ...env },
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} (in ${cwd}) ended with ${code ?? signal}`),
          ),
    )
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
export type Tarballs = Record<string, string>
let packed: Promise<Tarballs> | undefined

/**
 * Builds the three packages and packs them, once per process: every example installs the same
 * tarballs.
 */
export function packPackages(log?: number): Promise<Tarballs> {
  packed ??= (async () => {
    const work = mkdtempSync(join(tmpdir(), 'airlock-packed-'))
    const workspaces = published.flatMap((p) => ['-w', `packages/${p}`])
    // `npm test` built @airlock/protocol with the server just before (and the built server may be
    // running in a unit test, reading its dist/): it is not written again then.
    const building = process.env.AIRLOCK_PROTOCOL_BUILT
      ? published.filter((p) => p !== 'protocol')
      : published
    await run(
      'npm',
      ['run', 'build', ...building.flatMap((p) => ['-w', `packages/${p}`])],
      root,
      {},
      log,
    )
    await run('npm', ['pack', '--pack-destination', work, ...workspaces], root, {}, log)
    const files = readdirSync(work).filter((file) => file.endsWith('.tgz'))
    // airlock-core-0.1.0.tgz → @airlock/core
    return Object.fromEntries(
      published.map((p) => {
        const file = files.find((name) => name.startsWith(`airlock-${p}-`))
        if (!file) throw new Error(`npm pack left no tarball of @airlock/${p} in ${work}`)
        return [`@airlock/${p}`, `file:${join(work, file)}`]
      }),
    )
  })()
  return packed
}

/**
 * Installs the packed packages into a copy of `<from>/<name>` (an example, or a test fixture app)
 * and builds it (`npm run build`, with `env`); `dist` is the build's output folder, `outDir`
 * inside the copy. The commands' output goes to `log` when given.
 */
export async function buildExample(
  name: string,
  env: NodeJS.ProcessEnv = {},
  {
    outDir = 'dist',
    from = 'examples',
    log,
  }: { outDir?: string | undefined; from?: string | undefined; log?: number | undefined } = {},
): Promise<BuiltExample> {
  const tarballs = await packPackages(log)
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

  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'],
    dir,
    {},
    log,
  )
  // One wagmi and one React, the dapp's. (viem may appear twice: @walletconnect/utils 2.21.8
  // pins a viem of its own, the last release whose licence we accept.)
  for (const shared of ['@wagmi/core', 'react', 'react-dom']) {
    const copies = copiesOf(dir, shared)
    if (copies.length > 1)
      throw new Error(
        `${name}: ${copies.length} copies of ${shared} installed:\n${copies.join('\n')}`,
      )
  }
  await run('npm', ['run', 'build'], dir, env, log)
  return { dir, dist: join(dir, outDir) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, from] = process.argv.slice(2)
  if (!name)
    throw new Error('Usage: node --import tsx scripts/buildExample.ts <example> [<parent folder>]')
  console.log((await buildExample(name, {}, { from })).dir)
}
