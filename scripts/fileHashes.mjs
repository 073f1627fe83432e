// Plain JavaScript, so `npm start`'s launcher (scripts/start.mjs) can use it before any TypeScript
// loader runs; the console's build cache (apps/console/buildConsole.ts) uses it too.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/** @param {string} file */
export async function hashFile(file) {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
}

/**
 * Whether every file still has the SHA-256 recorded for it; one unreadable or missing is a change.
 *
 * @param {readonly (readonly [string, string])[]} files - Absolute path and recorded hash.
 */
export async function sameHashes(files) {
  const same = await Promise.all(
    files.map(([file, hash]) =>
      hashFile(file).then(
        (now) => now === hash,
        () => false,
      ),
    ),
  )
  return same.every(Boolean)
}

/**
 * The nearest `name` in `from` or a folder above it.
 *
 * @param {string} from
 * @param {string} name
 */
export function findUp(from, name) {
  for (let dir = resolve(from); ; dir = resolve(dir, '..')) {
    if (existsSync(join(dir, name))) return join(dir, name)
    if (dir === resolve(dir, '..')) return undefined
  }
}
