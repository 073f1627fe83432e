import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildConsole } from './buildConsole.ts'

let root: string
let parameters: { root: string; configFile: string }

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'console-build-'))
  parameters = { root, configFile: join(root, 'vite.config.mjs') }
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n')
  await writeFile(parameters.configFile, 'export default { build: { outDir: "dist" } }\n')
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><script type="module" src="/main.js"></script>\n',
  )
  await writeFile(join(root, 'main.js'), "import { word } from './word.js'\nconsole.log(word)\n")
  await writeFile(join(root, 'word.js'), "export const word = 'one'\n")
})

afterEach(() => rm(root, { recursive: true, force: true }))

async function bundled(): Promise<string> {
  const { readFile } = await import('node:fs/promises')
  const [file] = (await readdir(join(root, 'dist/assets'))).filter((name) => name.endsWith('.js'))
  return readFile(join(root, 'dist/assets', file ?? ''), 'utf8')
}

test('builds once, then reuses the build while nothing it was made from changed', async () => {
  expect(await buildConsole(parameters)).toBe('built')
  expect(await buildConsole(parameters)).toBe('fresh')
  expect(await bundled()).toContain('one')
})

test('builds again when a module the build read changes (an imported one too)', async () => {
  await buildConsole(parameters)
  await writeFile(join(root, 'word.js'), "export const word = 'two'\n")
  expect(await buildConsole(parameters)).toBe('built')
  expect(await bundled()).toContain('two')
  expect(await buildConsole(parameters)).toBe('fresh')
})

test('builds again when the page, the config or the VITE_ environment change', async () => {
  await buildConsole(parameters)
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><title>x</title><script type="module" src="/main.js"></script>\n',
  )
  expect(await buildConsole(parameters)).toBe('built')
  await writeFile(parameters.configFile, 'export default { build: { outDir: "dist" } }\n// x\n')
  expect(await buildConsole(parameters)).toBe('built')
  process.env.VITE_CONSOLE_TEST = 'x'
  try {
    expect(await buildConsole(parameters)).toBe('built')
  } finally {
    delete process.env.VITE_CONSOLE_TEST
  }
  expect(await buildConsole(parameters)).toBe('built')
  expect(await buildConsole(parameters)).toBe('fresh')
})

test('builds again when the build on disk was altered, lost a file or has no stamp', async () => {
  await buildConsole(parameters)
  const [asset] = await readdir(join(root, 'dist/assets'))
  await writeFile(join(root, 'dist/assets', asset ?? ''), 'tampered')
  expect(await buildConsole(parameters)).toBe('built')
  await rm(join(root, 'dist/index.html'))
  expect(await buildConsole(parameters)).toBe('built')
  await writeFile(join(root, 'dist/extra.js'), 'left over')
  expect(await buildConsole(parameters)).toBe('built')
  await writeFile(join(root, 'dist/.inputs.json'), '{ not json')
  expect(await buildConsole(parameters)).toBe('built')
  await rm(join(root, 'dist'), { recursive: true })
  expect(await buildConsole(parameters)).toBe('built')
  expect(await buildConsole(parameters)).toBe('fresh')
})

test('a build that fails leaves no stamp to be reused', async () => {
  await buildConsole(parameters)
  await writeFile(join(root, 'word.js'), 'export const word = \n')
  await expect(buildConsole(parameters)).rejects.toThrow()
  await writeFile(join(root, 'word.js'), "export const word = 'one'\n")
  // The sources are back as they were built: the old build is still right.
  expect(await buildConsole(parameters)).toBe('fresh')
  await writeFile(join(root, 'word.js'), "export const word = 'three'\n")
  expect(await buildConsole(parameters)).toBe('built')
})
