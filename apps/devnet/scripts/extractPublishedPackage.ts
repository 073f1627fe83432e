import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Fetches a published package's tarball with `npm pack` and unpacks it into a temporary folder,
 * without installing it or any of its dependencies: for reading files of a package we must not
 * depend on (its dependencies' licences are not OSI-approved).
 *
 * @param spec - `name@version`.
 * @returns The unpacked package's folder, and a function that removes it.
 *
 * @example
 * const aa = extractPublishedPackage('@account-abstraction/contracts@0.8.0')
 * try { readFileSync(join(aa.dir, 'artifacts/EntryPoint.json')) } finally { aa.remove() }
 */
export function extractPublishedPackage(spec: string): { dir: string; remove(): void } {
  const temp = mkdtempSync(join(tmpdir(), 'airlock-pack-'))
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', temp], {
    encoding: 'utf8',
  }).trim()
  execFileSync('tar', ['-xzf', join(temp, tarball), '-C', temp])
  return {
    dir: join(temp, 'package'),
    remove: () => rmSync(temp, { recursive: true, force: true }),
  }
}

/** The ERC-4337 contracts' package the devnet and the bundler take their contracts from. */
export const accountAbstractionPackage = '@account-abstraction/contracts@0.8.0'
