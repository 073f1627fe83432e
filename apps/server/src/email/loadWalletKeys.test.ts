import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadWalletKeys } from './loadWalletKeys.js'

describe('loadWalletKeys', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-keys-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('creates the KEK file with mode 0600 on first start, and reads it afterwards', async () => {
    const first = await loadWalletKeys({ dataDir, walletKek: undefined })
    const file = join(dataDir, 'wallet-kek')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(first.kek)
    // The server keeps no recovery key: the KEK is the only key file.
    expect(await readdir(dataDir)).toEqual(['wallet-kek'])
    expect(Object.keys(first).sort()).toEqual(['codeKey', 'kek'])
    const again = await loadWalletKeys({ dataDir, walletKek: undefined })
    expect(again.kek.equals(first.kek)).toBe(true)
    expect(again.codeKey.equals(first.codeKey)).toBe(true)
    // The code key is derived, not the KEK itself.
    expect(first.codeKey.equals(first.kek)).toBe(false)
  })

  it('prefers the environment and writes no file then', async () => {
    const walletKek = Buffer.alloc(32, 1).toString('base64')
    const keys = await loadWalletKeys({ dataDir, walletKek })
    expect(keys.kek).toEqual(Buffer.alloc(32, 1))
    expect(await readdir(dataDir)).toEqual([])
  })

  it('refuses a key file others may read, and a malformed one', async () => {
    await loadWalletKeys({ dataDir, walletKek: undefined })
    const kek = join(dataDir, 'wallet-kek')
    await chmod(kek, 0o644)
    await expect(loadWalletKeys({ dataDir, walletKek: undefined })).rejects.toThrow(
      `Wallet key file ${kek} is readable by others (mode 644): chmod 600 it`,
    )
    await chmod(kek, 0o600)
    await writeFile(kek, 'not a key\n')
    await expect(loadWalletKeys({ dataDir, walletKek: undefined })).rejects.toThrow(
      `Wallet key file ${kek} does not hold 32 bytes in base64`,
    )
  })
})
