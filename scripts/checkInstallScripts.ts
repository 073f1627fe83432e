// Part of `npm run licences`: fails when an installed dependency runs code at install time
// (a preinstall, install or postinstall script, or npm's `hasInstallScript` in package-lock.json)
// and is not on the allowlist below with a reason. An advisory service is not reachable from
// every machine; this keeps a new install-time hook from arriving unreviewed with an upgrade.
import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Packages allowed to run an install script, each with what it does and why we accept it. */
export const installScriptAllowlist: Record<string, string> = {
  '@foundry-rs/anvil':
    'postinstall links the anvil binary of the platform package npm picked; the devnet runs it',
  esbuild:
    'postinstall checks (and if needed fetches) its platform binary; a build tool of tsx, ' +
    'drizzle-kit and the bundler toolchain, never loaded by the server',
  bufferutil:
    'install runs node-gyp-build, which loads the prebuilt binary it ships (an optional ' +
    'speed-up of ws; ws works without it)',
  'utf-8-validate':
    'install runs node-gyp-build, which loads the prebuilt binary it ships (an optional ' +
    'speed-up of ws; ws works without it)',
}

const hooks = ['preinstall', 'install', 'postinstall'] as const

type LockEntry = { hasInstallScript?: boolean; link?: boolean }

/** The package name of a lock path or folder: what follows its last `node_modules/`. */
function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/**
 * Every package with an install script, from package-lock.json and from the installed
 * package.json files, as `name (where: hook)`, and those of them not on the allowlist.
 */
export function findInstallScripts(root: string, allowlist = installScriptAllowlist) {
  const found = new Map<string, string>()
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  for (const [path, entry] of Object.entries(lock.packages))
    if (path.includes('node_modules/') && !entry.link && entry.hasInstallScript)
      found.set(path, `${nameOf(path)} (${path}: hasInstallScript in package-lock.json)`)
  const visit = (modules: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(modules, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const dir = join(modules, entry.name)
      if (entry.name.startsWith('@')) {
        visit(dir)
        continue
      }
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          scripts?: Record<string, string>
        }
        const present = hooks.filter((hook) => manifest.scripts?.[hook] !== undefined)
        const path = relative(root, dir).split(sep).join('/')
        if (present.length > 0 && !found.has(path))
          found.set(path, `${nameOf(path)} (${path}: ${present.join(', ')})`)
      } catch {}
      visit(join(dir, 'node_modules'))
    }
  }
  visit(join(root, 'node_modules'))
  for (const [path] of Object.entries(lock.packages))
    if (/^(apps|packages)\/[^/]+$/.test(path)) visit(join(root, path, 'node_modules'))
  const unapproved = [...found]
    .filter(([path]) => !(nameOf(path) in allowlist))
    .map(([, line]) => line)
  return { found: [...found.values()], unapproved }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const { found, unapproved } = findInstallScripts(root)
  if (unapproved.length > 0) {
    console.error(
      `Dependencies with an install script that is not on the allowlist (scripts/checkInstallScripts.ts):\n  ${unapproved.join('\n  ')}\nReview what the script does; add the package with a reason, or drop it.`,
    )
    process.exit(1)
  }
  console.log(`install scripts: ${found.length} found, all on the allowlist`)
}
