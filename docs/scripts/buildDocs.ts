// `npm run docs:build`: generates the API reference from the packages' TSDoc (TypeDoc with
// typedoc-plugin-markdown, into reference/api/), builds the site with VitePress (which fails on
// a dead internal link) and checks every relative link and anchor of the built HTML.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Application } from 'typedoc'
import { build } from 'vitepress'
import { checkBuiltSite } from './checkBuiltSite.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs TypeDoc with docs/typedoc.json; throws when it reports an error. */
async function generateApiReference(): Promise<void> {
  process.chdir(root)
  rmSync('reference/api', { recursive: true, force: true })
  const app = await Application.bootstrapWithPlugins({ options: 'typedoc.json' })
  const project = await app.convert()
  if (!project || app.logger.hasErrors()) throw new Error('TypeDoc could not read the packages')
  await app.generateOutputs(project)
}

const started = performance.now()
await generateApiReference()
console.log(`docs: API reference generated (${seconds(started)})`)
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
