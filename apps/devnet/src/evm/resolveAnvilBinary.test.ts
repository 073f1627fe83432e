import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

test('finds the anvil binary of this platform', () => {
  const binary = resolveAnvilBinary()
  expect(binary).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil(\.exe)?$/)
  expect(execFileSync(binary, ['--version']).toString()).toMatch(/^anvil Version: 1\.7\.1/)
})

test('names a platform it has no binary for', () => {
  expect(() => resolveAnvilBinary('freebsd', 'x64')).toThrowErrorMatchingInlineSnapshot(
    `[Error: anvil has no prebuilt binary for freebsd-x64]`,
  )
})
