// Every app the e2e tests install from the packed tarballs (the examples, the oldest-peers fixture,
// the documentation's quick start), packed once and installed and built side by side.
//
// `npm test` starts `node --import tsx scripts/prepareExamples.ts <folder>` (at a low priority)
// when the server is built, so the installs and builds overlap the unit tests; each app leaves
// `<folder>/<name>.json` when it is ready (or failed, with the end of its log). The e2e tests, given
// the folder as AIRLOCK_EXAMPLES_DIR, wait for that file; without it they build the app themselves
// (every app of a spec file at once).
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  watch,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BuiltExample, buildExample } from './buildExample.ts'
import { followQuickStart } from './quickStart.ts'

/** The origin of the e2e stack's server, which the apps are built to call. */
export const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 8787}`

/** The environment `next build` had, which `next start` needs too. */
export const nextEnv = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_AIRLOCK_API_URL: serverOrigin }

const apps = {
  vite: (log?: number) => buildExample('vite', { VITE_AIRLOCK_API_URL: serverOrigin }, { log }),
  // Offline: no telemetry (the example fetches no web fonts either).
  next: (log?: number) => buildExample('next', nextEnv, { outDir: '.next', log }),
  'without-wagmi': (log?: number) =>
    buildExample('without-wagmi', { VITE_AIRLOCK_API_URL: serverOrigin }, { log }),
  // examples/vite on the oldest peers: the install must resolve (no ERESOLVE), keep one
  // @wagmi/core and one React, and type-check in strict mode.
  'oldest-peers': (log?: number) =>
    buildExample(
      'oldest-peers',
      { VITE_AIRLOCK_API_URL: serverOrigin },
      { from: 'e2e/examples-fixtures', log },
    ),
  'quick-start': async (log?: number): Promise<BuiltExample> => {
    const dir = await followQuickStart(serverOrigin, log)
    return { dir, dist: join(dir, 'dist') }
  },
} satisfies Record<string, (log?: number) => Promise<BuiltExample>>

export type PreparedApp = keyof typeof apps

type Outcome = { ok: true; built: BuiltExample } | { ok: false; error: string }

/** Builds every app into `folder` at once, each leaving `<name>.json` (and `<name>.log`). */
export async function prepareAll(folder: string): Promise<void> {
  await Promise.all(
    Object.entries(apps).map(async ([name, build]) => {
      const logFile = join(folder, `${name}.log`)
      const log = openSync(logFile, 'w')
      let outcome: Outcome
      try {
        outcome = { ok: true, built: await build(log) }
        closeSync(log)
      } catch (error) {
        closeSync(log)
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n')
        outcome = { ok: false, error: `${(error as Error).message}\n${tail}` }
      }
      // Written whole, then renamed into place: a reader never sees half a file.
      writeFileSync(join(folder, `${name}.json.part`), JSON.stringify(outcome))
      renameSync(join(folder, `${name}.json.part`), join(folder, `${name}.json`))
    }),
  )
}

/** Resolves with `file`'s path once it exists in `folder` (no polling: a watch on the folder). */
function whenExists(folder: string, file: string): Promise<string> {
  const path = join(folder, file)
  return new Promise((resolve) => {
    const watcher = watch(folder, () => {
      if (!existsSync(path)) return
      watcher.close()
      resolve(path)
    })
    if (existsSync(path)) {
      watcher.close()
      resolve(path)
    }
  })
}

const building = new Map<PreparedApp, Promise<BuiltExample>>()

/**
 * The built app `name`: the one `npm test` prepared (waiting for it), or else built here now, with
 * the other apps of `together` started at the same time.
 */
export async function preparedApp(
  name: PreparedApp,
  together: readonly PreparedApp[] = [name],
): Promise<BuiltExample> {
  const folder = process.env.AIRLOCK_EXAMPLES_DIR
  if (folder) {
    const outcome = JSON.parse(
      readFileSync(await whenExists(folder, `${name}.json`), 'utf8'),
    ) as Outcome
    if (!outcome.ok) throw new Error(`${name} could not be installed and built: ${outcome.error}`)
    return outcome.built
  }
  for (const app of [name, ...together]) {
    if (building.has(app)) continue
    const build = apps[app]()
    // Awaited by the app's own test; a failure of one never awaited must not end the worker.
    build.catch(() => {})
    building.set(app, build)
  }
  return building.get(name) as Promise<BuiltExample>
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [folder] = process.argv.slice(2)
  if (!folder) throw new Error('Usage: node --import tsx scripts/prepareExamples.ts <folder>')
  await prepareAll(folder)
}
