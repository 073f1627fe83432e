// `npm run docs:build`: generates the API reference from the packages' TSDoc (TypeDoc with
// typedoc-plugin-markdown, into reference/api/), builds the site with VitePress (which fails on
// a dead internal link) and checks every relative link and anchor of the built HTML.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Application, type ProjectReflection, ReflectionKind } from 'typedoc'
import { build } from 'vitepress'
import { checkBuiltSite } from './checkBuiltSite.js'
import { createAirlockOptionsTable, exportsTables } from './referenceTables.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** The folder under `src/` that defines an export: `actions`, `embedded`, `hooks`, … */
const folderOf = (fileName: string) => fileName.match(/src\/([^/]+)\//)?.[1] ?? 'other'

/** `Components` or `Hooks` for React's exports, by their name; `Messages and locales` else. */
const reactGroupOf = (fileName: string, name: string) =>
  /^use[A-Z]/.test(name)
    ? 'Hooks'
    : /^[A-Z]/.test(name)
      ? 'Components'
      : folderOf(fileName) === 'locales'
        ? 'Messages and locales'
        : 'Other'

/** The reference pages' tables, included by reference/*.md from reference/api/partials/. */
function writePartials(project: ProjectReflection): void {
  const partials = {
    'create-airlock-options.md': createAirlockOptionsTable(project),
    'react-exports.md': exportsTables(
      project,
      'react',
      ReflectionKind.Function | ReflectionKind.Variable,
      reactGroupOf,
    ),
    'core-functions.md': exportsTables(project, 'core', ReflectionKind.Function, folderOf),
    'core-errors.md': exportsTables(project, 'core', ReflectionKind.Class, (fileName) =>
      fileName.replace(/^.*\/errors\/(\w+)\.ts$/, '$1 errors'),
    ),
  }
  mkdirSync('reference/api/partials', { recursive: true })
  for (const [name, text] of Object.entries(partials))
    writeFileSync(`reference/api/partials/${name}`, `${text}\n`)
}

/** Runs TypeDoc with docs/typedoc.json; throws when it reports an error. */
async function generateApiReference(): Promise<void> {
  process.chdir(root)
  rmSync('reference/api', { recursive: true, force: true })
  const app = await Application.bootstrapWithPlugins({ options: 'typedoc.json' })
  const project = await app.convert()
  if (!project || app.logger.hasErrors()) throw new Error('TypeDoc could not read the packages')
  await app.generateOutputs(project)
  writePartials(project)
}

const started = performance.now()
await generateApiReference()
console.log(`docs: API reference generated (${seconds(started)})`)
// `-- --api-only`: stop after the API reference (to look at it while writing the pages).
if (process.argv.includes('--api-only')) process.exit(0)
const built = performance.now()
await build(root)
console.log(`docs: site built (${seconds(built)})`)
const problems = checkBuiltSite(fileURLToPath(new URL('../.vitepress/dist', import.meta.url)))
if (problems.length > 0) {
  console.error(
    `docs: ${problems.length} broken links or external resources:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  `docs: every relative link and anchor resolves; nothing loads from another host (${seconds(started)} in all)`,
)
