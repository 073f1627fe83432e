// @vitest-environment node
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// What a dapp installs: these three tarballs, and their peers from the dapp's own dependencies.
const root = new URL('../../../', import.meta.url)
const published = ['packages/protocol', 'packages/core', 'packages/react'] as const

type Manifest = {
  version: string
  main?: string
  types?: string
  files?: string[]
  license?: string
  repository?: { directory?: string }
  publishConfig?: { access?: string }
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8'))

/** The files `npm pack` would put in the tarball of `dir` (whatever of dist/ is built now). */
async function packed(dir: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts'],
    {
      cwd: new URL(dir, root),
    },
  )
  const [result] = JSON.parse(stdout) as [{ files: { path: string }[] }]
  return result.files.map((file) => file.path)
}

describe.each(published)('%s as published', (dir) => {
  it('ships dist, its README, LICENSE and CHANGELOG, and no sources or tests', {
    timeout: 60_000,
  }, async () => {
    const files = await packed(dir)
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']),
    )
    expect(
      files.filter(
        (file) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(file),
      ),
    ).toEqual([])
    expect(files.filter((file) => /\.test\.|(^|\/)test\//.test(file))).toEqual([])
  })

  it('is versioned with the other two, its CHANGELOG (from `changeset version`) saying what changed', () => {
    const { version } = manifest(dir)
    expect(published.map((other) => manifest(other).version)).toEqual(published.map(() => version))
    const changelog = readFileSync(new URL(`${dir}/CHANGELOG.md`, root), 'utf8')
    expect(changelog.split('\n').find((line) => line.startsWith('## '))).toBe(`## ${version}`)
  })

  it('names its licence, home and fallbacks for older resolvers', () => {
    const { main, types, license, repository, publishConfig } = manifest(dir)
    expect({
      main,
      types,
      license,
      directory: repository?.directory,
      access: publishConfig?.access,
    }).toEqual({
      main: './dist/index.js',
      types: './dist/index.d.ts',
      license: 'MIT',
      directory: dir,
      access: 'public',
    })
  })

  it('takes viem, wagmi and React from the dapp (peers), never a copy of its own', () => {
    const { dependencies = {}, peerDependencies = {} } = manifest(dir)
    for (const shared of ['viem', '@wagmi/core', 'wagmi', 'react', 'react-dom'])
      expect(dependencies, `${shared} is a dependency of ${dir}`).not.toHaveProperty(shared)
    // Exact versions inside the workspace; ranges for what the dapp brings.
    for (const range of Object.values(peerDependencies)) expect(range).toMatch(/^(\^|>=)/)
  })
})

it("the React entry is a client module (Next.js's App Router imports it without a wrapper)", () => {
  const entry = readFileSync(new URL('packages/react/src/index.ts', root), 'utf8')
  expect(entry.startsWith("'use client'\n")).toBe(true)
})
