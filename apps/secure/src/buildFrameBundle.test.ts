import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { buildFrameBundle } from './buildFrameBundle.js'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-frame-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

test('one self-contained module with its integrity, built once and then read from the cache', async () => {
  const bundle = await buildFrameBundle({ cacheDir })
  expect(bundle.fileName).toMatch(/^frame-[0-9a-f]{16}\.js$/)
  expect(bundle.integrity).toBe(
    `sha384-${createHash('sha384').update(bundle.code).digest('base64')}`,
  )
  // Nothing more to load at run time: no static or dynamic imports, no workers.
  expect(bundle.code).not.toMatch(
    /\bimport\s*\(|\bimport\s*\{[^}]*\}\s*from\s*["'`]|importScripts\(|new Worker\(/,
  )
  expect(bundle.code).toContain('@w3m-frame/')
  expect(readdirSync(cacheDir).filter((file) => file.endsWith('.js'))).toHaveLength(1)

  const again = await buildFrameBundle({ cacheDir })
  expect(again).toEqual(bundle)
  // A later start reads the cached file rather than building again: what the file holds is what
  // it serves.
  const [cached] = readdirSync(cacheDir).filter((file) => file.endsWith('.js'))
  writeFileSync(join(cacheDir, cached ?? ''), '/* from the cache */')
  expect((await buildFrameBundle({ cacheDir })).code).toBe('/* from the cache */')
}, 60_000)

test('the social callback page’s script: its own self-contained module, cached beside the frame’s', async () => {
  const bundle = await buildFrameBundle({ cacheDir, entry: 'socialCallback' })
  expect(bundle.fileName).toMatch(/^social-callback-[0-9a-f]{16}\.js$/)
  expect(bundle.code).not.toMatch(/\bimport\s*\(|\bimport\s*\{[^}]*\}\s*from\s*["'`]/)
  expect(bundle.code).toContain('airlock-social')
  expect(bundle.code).toContain('/auth/v1/social/callback')
  expect(bundle.code).not.toContain('@w3m-frame/')
}, 60_000)
