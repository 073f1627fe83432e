import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { writeFileAtomic } from './writeFileAtomic.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-atomic-'))
  dirs.push(dir)
  return dir
}

test('replaces the whole file and leaves no temporary file behind', async () => {
  const dir = await tempDir()
  const path = join(dir, 'state.json')
  await writeFileAtomic(path, '{"a":1}')
  await Promise.all(Array.from({ length: 5 }, (_, i) => writeFileAtomic(path, `{"b":${i}}`)))
  expect(await readFile(path, 'utf8')).toMatch(/^\{"b":\d\}$/)
  expect(await readdir(dir)).toEqual(['state.json'])
})

test('a failed write leaves the old content', async () => {
  const dir = await tempDir()
  await expect(writeFileAtomic(join(dir, 'missing', 'x.json'), '{}')).rejects.toThrow(/ENOENT/)
  expect(await readdir(dir)).toEqual([])
})
