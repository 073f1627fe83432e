import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'

/**
 * Writes a file so readers see either the old content or the whole new content, never half of
 * it: the data goes to a temporary sibling first, which is then renamed over the target.
 *
 * @param path - Target file.
 * @param data - Content to write.
 *
 * @example
 * import { writeFileAtomic } from './writeFileAtomic.js'
 * await writeFileAtomic('/tmp/state.json', '{}')
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await writeFile(temporary, data)
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
