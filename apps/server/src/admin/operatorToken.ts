import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ensurePrivateDir } from '../db/ensurePrivateDir.js'

/** What a running server leaves for the CLI on its machine: where to call and with what. */
export type OperatorTokenFile = { url: string; token: string; pid: number }

const fileName = 'operator-token.json'

/**
 * The path of the operator token file in `KEYS_DIR`.
 *
 * @example
 * operatorTokenPath(config.keysDir) // '.data-keys/operator-token.json'
 */
export function operatorTokenPath(keysDir: string): string {
  return join(keysDir, fileName)
}

/**
 * Makes a fresh operator token for this server process and leaves it, with the server's URL, in
 * `KEYS_DIR/operator-token.json` (mode 0600 in a 0700 folder): the CLI on this machine reads it to
 * call the admin API while the server holds the embedded database. A new token at every start;
 * only its hash stays in memory.
 *
 * @param parameters - `KEYS_DIR` and the URL the server listens at.
 * @returns `check(token)`, constant-time, and `remove()` for shutdown.
 *
 * @example
 * const operator = await issueOperatorToken({ keysDir: config.keysDir, url })
 * operator.check(bearer) // true for the file's token
 */
export async function issueOperatorToken({ keysDir, url }: { keysDir: string; url: string }) {
  const token = randomBytes(32).toString('base64url')
  const hash = digest(token)
  await ensurePrivateDir(keysDir)
  const path = operatorTokenPath(keysDir)
  const file: OperatorTokenFile = { url, token, pid: process.pid }
  await writeFile(path, `${JSON.stringify(file)}\n`, { mode: 0o600 })
  return {
    check: (candidate: string) => timingSafeEqual(digest(candidate), hash),
    async remove() {
      const current = await readOperatorToken(keysDir)
      if (current?.token === token) await rm(path, { force: true })
    },
  }
}

/**
 * Reads the token a running server left, if any.
 *
 * @example
 * const operator = await readOperatorToken(config.keysDir)
 */
export async function readOperatorToken(keysDir: string): Promise<OperatorTokenFile | undefined> {
  try {
    const value = JSON.parse(await readFile(operatorTokenPath(keysDir), 'utf8'))
    if (typeof value?.url === 'string' && typeof value?.token === 'string') return value
  } catch {}
  return undefined
}

const digest = (text: string) => createHash('sha256').update(text).digest()
