// size-limit's budgets (bench/size-limit.json, also `npm run size`) on a fresh build: builds the
// packages, the web app and the console with their own `build` scripts, then runs size-limit with `--json`.
// Run it on its own:
//   node --conditions=@airlock/source --import tsx bench/sizeLimit.ts
import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const config = 'bench/size-limit.json'
/** Built by `tsc -p tsconfig.build.json`; protocol only so the others find its types. */
const packages = ['packages/protocol', 'packages/core', 'packages/react']
const web = 'apps/web'
const operatorConsole = 'apps/console'

/** One size-limit check: its gzip size beside its limit, in bytes. */
export type SizeLimitEntry = {
  name: string
  /** `NaN` when size-limit found no file at the check's path. */
  bytes: number
  limitBytes: number
  passed: boolean
}

export type BenchSizeLimitReturnType = {
  entries: SizeLimitEntry[]
  /** Builds that failed, type errors, and files in a `dist` that the build did not write. */
  warnings: string[]
  /** True when a build failed, so the sizes may be of an older build. */
  buildFailed: boolean
}

type SizeLimitJson = { name: string; passed?: boolean; size?: number; sizeLimit?: number }[]

/**
 * Builds `@airlock/protocol`, `@airlock/core`, `@airlock/react`, the web app and the console as `npm run build`
 * does, then measures every check of `bench/size-limit.json` with size-limit (gzip, level 9).
 *
 * @returns Each check's size and limit, and what went wrong on the way.
 *
 * @example
 * import { benchSizeLimit } from './bench/sizeLimit.ts'
 * const { entries } = await benchSizeLimit()
 */
export async function benchSizeLimit(): Promise<BenchSizeLimitReturnType> {
  const warnings: string[] = []
  let buildFailed = false
  for (const workspace of packages) {
    // tsc writes its output even with type errors, and names each file it wrote.
    const built = await run('npm', ['run', 'build', '-w', workspace, '--', '--listEmittedFiles'])
    const emitted = new Set(
      [...built.output.matchAll(/^TSFILE: (.+)$/gm)].map((match) => match[1]?.trim()),
    )
    if (built.code !== 0)
      warnings.push(`${workspace}: build exited ${built.code}\n${tail(built.output)}`)
    if (emitted.size === 0) {
      buildFailed = true
      continue
    }
    // tsc never deletes: a file whose source is gone stays in dist and size-limit would count it.
    const stale = jsFiles(join(root, workspace, 'dist')).filter((file) => !emitted.has(file))
    if (stale.length)
      warnings.push(
        `${workspace}/dist: ${stale.length} file(s) this build did not write, counted anyway: ${stale
          .map((file) => relative(root, file))
          .join(', ')}`,
      )
  }
  for (const app of [web, operatorConsole]) {
    const built = await run('npm', ['run', 'build', '-w', app])
    if (built.code !== 0) {
      buildFailed = true
      warnings.push(`${app}: build exited ${built.code}\n${tail(built.output)}`)
    }
  }

  const measured = await run(join(root, 'node_modules/.bin/size-limit'), [
    '--config',
    config,
    '--json',
  ])
  const json = measured.stdout.slice(measured.stdout.indexOf('['))
  let checks: SizeLimitJson
  try {
    checks = JSON.parse(json) as SizeLimitJson
  } catch {
    throw new Error(`size-limit answered no results:\n${tail(measured.output)}`)
  }
  const entries = checks.map((check) => {
    // A check that found no file has no size and no limit: it neither passes nor fails.
    const found = check.size !== undefined && check.size > 0 && check.sizeLimit !== undefined
    return {
      name: check.name,
      bytes: found ? (check.size ?? Number.NaN) : Number.NaN,
      limitBytes: check.sizeLimit ?? Number.NaN,
      passed: found && check.passed === true,
    }
  })
  return { entries, warnings, buildFailed }
}

function jsFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(dir, file))
  } catch {
    return []
  }
}

const tail = (text: string) => text.trim().split('\n').slice(-15).join('\n')

function run(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, output: `${stdout}\n${stderr}` })
      },
    )
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { entries, warnings, buildFailed } = await benchSizeLimit()
  for (const warning of warnings) console.warn(warning)
  console.table(
    entries.map((entry) => ({
      check: entry.name,
      'gzip KiB': round(entry.bytes / 1024),
      'limit KiB': round(entry.limitBytes / 1024),
      ok: entry.passed,
    })),
  )
  if (buildFailed || entries.some((entry) => !entry.passed)) process.exitCode = 1
}

function round(value: number) {
  return Math.round(value * 10) / 10
}
