import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { startBundle } from './startBundle.mjs'

let root: string
let parameters: { entry: string; outDir: string }

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'start-bundle-'))
  parameters = { entry: join(root, 'scripts/entry.ts'), outDir: join(root, 'node_modules/.cache') }
  await mkdir(join(root, 'scripts'))
  await mkdir(join(root, 'node_modules/dep'), { recursive: true })
  await writeFile(join(root, 'package-lock.json'), '{}\n')
  await writeFile(
    join(root, 'node_modules/dep/package.json'),
    '{ "name": "dep", "type": "module", "exports": "./index.js" }\n',
  )
  await writeFile(join(root, 'node_modules/dep/index.js'), "export const dep = 'package'\n")
  await writeFile(
    join(root, 'scripts/entry.ts'),
    "export { here, word } from './part.ts'\nexport { dep } from 'dep'\n",
  )
  await writeFile(
    join(root, 'scripts/part.ts'),
    "export const here: string = import.meta.url\nexport const word = 'one'\n",
  )
})

afterEach(() => rm(root, { recursive: true, force: true }))

let imports = 0
const load = (url: string) => import(`${url}?${++imports}`)

test('bundles the sources once, keeps each file its own URL and imports packages from their place', async () => {
  const first = await startBundle(parameters)
  expect(first.built).toBe(true)
  expect(await load(first.url)).toMatchObject({
    here: pathToFileURL(join(root, 'scripts/part.ts')).href,
    word: 'one',
    dep: 'package',
  })
  const code = await readFile(new URL(first.url), 'utf8')
  expect(code).toContain(pathToFileURL(join(root, 'node_modules/dep/index.js')).href)
  expect(code).not.toContain("'package'")
  expect(await startBundle(parameters)).toEqual({ url: first.url, built: false })
})

test('a changed, removed or corrupted file makes it bundle again', async () => {
  const { url } = await startBundle(parameters)
  await writeFile(
    join(root, 'scripts/part.ts'),
    "export const here = ''\nexport const word = 'two'\n",
  )
  expect((await startBundle(parameters)).built).toBe(true)
  expect((await load(url)).word).toBe('two')
  expect((await startBundle(parameters)).built).toBe(false)

  await writeFile(new URL(url), 'broken')
  expect((await startBundle(parameters)).built).toBe(true)
  await writeFile(join(root, 'package-lock.json'), '{ "changed": true }\n')
  expect((await startBundle(parameters)).built).toBe(true)
  await rm(join(parameters.outDir, 'inputs.json'))
  expect((await startBundle(parameters)).built).toBe(true)
})
