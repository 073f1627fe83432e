import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const serverSrc = fileURLToPath(new URL('../', import.meta.url))

type LockEntry = {
  name?: string
  license?: string
  link?: boolean
  resolved?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}

/** Where npm installed `name` for the package at `from`: its own node_modules, then each parent's. */
function resolveInstalled(from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (!dir) return undefined
    const at = dir.lastIndexOf('/node_modules/')
    dir = at >= 0 ? dir.slice(0, at) : ''
  }
}

/** Every package a production install of the server loads, with its licence. */
function productionTree(): Map<string, string> {
  const seen = new Map<string, string>()
  const visit = (path: string) => {
    let entry = lock.packages[path]
    if (entry?.link && entry.resolved) {
      path = entry.resolved
      entry = lock.packages[path]
    }
    if (!entry || seen.has(path)) return
    seen.set(path, entry.license ?? 'none declared')
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const installed = resolveInstalled(path, name)
      if (installed) visit(installed)
    }
  }
  visit('apps/server')
  return seen
}

test("the server's production dependencies carry no GPL licence", () => {
  const tree = productionTree()
  // The walk reaches what the server is built on (a guard against a walk that finds nothing).
  expect(tree.has('node_modules/hono')).toBe(true)
  // The devnet is handed in (npm start passes its manifest and icons): not installed with the server.
  expect(tree.has('apps/devnet')).toBe(false)
  const copyleft = [...tree]
    .filter(([, license]) => /(^|[^L])GPL/.test(license))
    .map(([path, license]) => `${path}: ${license}`)
  expect(copyleft).toEqual([])
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

test('the server never imports the devnet or Uniswap packages at run time', () => {
  const imports: string[] = []
  for (const file of sourceFiles(serverSrc)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@airlock\/devnet[^']*|@uniswap\/[^']*)'/g,
    ))
      imports.push(
        `${relative(serverSrc, file)}: ${match[3]} ${match[2]?.replace(/\s+/g, ' ').trim()}`,
      )
    for (const match of text.matchAll(/['"](@uniswap\/[^'"]+|@airlock\/devnet\/[^'"]+)['"]/g))
      if (!/^@airlock\/devnet\/assets\//.test(match[1] ?? ''))
        imports.push(`${relative(serverSrc, file)}: ${match[1]}`)
  }
  expect(imports).toEqual([])
})
