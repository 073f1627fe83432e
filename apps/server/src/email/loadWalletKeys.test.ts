import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.js'
import { loadWalletKeys } from './loadWalletKeys.js'

describe('loadWalletKeys', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-keys-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('creates the KEK file with mode 0600 on first start, and reads it afterwards', async () => {
    const first = await loadWalletKeys({ keysDir: dataDir, walletKek: undefined })
    const file = join(dataDir, 'wallet-kek')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(first.kek)
    // The server keeps no recovery key: the KEK is the only key file.
    expect(await readdir(dataDir)).toEqual(['wallet-kek'])
    expect(Object.keys(first).sort()).toEqual(['codeKey', 'kek'])
    const again = await loadWalletKeys({ keysDir: dataDir, walletKek: undefined })
    expect(again.kek.equals(first.kek)).toBe(true)
    expect(again.codeKey.equals(first.codeKey)).toBe(true)
    // The code key is derived, not the KEK itself.
    expect(first.codeKey.equals(first.kek)).toBe(false)
  })

  it('prefers the environment and writes no file then', async () => {
    const walletKek = Buffer.alloc(32, 1).toString('base64')
    const keys = await loadWalletKeys({ keysDir: dataDir, walletKek })
    expect(keys.kek).toEqual(Buffer.alloc(32, 1))
    expect(await readdir(dataDir)).toEqual([])
  })

  it('refuses a key file others may read, and a malformed one', async () => {
    await loadWalletKeys({ keysDir: dataDir, walletKek: undefined })
    const kek = join(dataDir, 'wallet-kek')
    await chmod(kek, 0o644)
    await expect(loadWalletKeys({ keysDir: dataDir, walletKek: undefined })).rejects.toThrow(
      `Wallet key file ${kek} is readable by others (mode 644): chmod 600 it`,
    )
    await chmod(kek, 0o600)
    await writeFile(kek, 'not a key\n')
    await expect(loadWalletKeys({ keysDir: dataDir, walletKek: undefined })).rejects.toThrow(
      `Wallet key file ${kek} does not hold 32 bytes in base64`,
    )
  })
  it('keeps the key file out of DATA_DIR by default, and moves one from there', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'data') })
    expect(config.keysDir).toBe(join(dataDir, 'data-keys'))
    // A key file where an older version created it, in DATA_DIR: kept (not replaced), moved out.
    const { mkdir } = await import('node:fs/promises')
    await mkdir(config.dataDir, { recursive: true })
    const former = Buffer.alloc(32, 7).toString('base64')
    await writeFile(join(config.dataDir, 'wallet-kek'), `${former}\n`, { mode: 0o600 })
    const keys = await loadWalletKeys(config)
    expect(keys.kek).toEqual(Buffer.alloc(32, 7))
    expect(await readdir(config.dataDir)).toEqual([])
    expect(await readdir(config.keysDir)).toEqual(['wallet-kek'])
    expect((await stat(config.keysDir)).mode & 0o777).toBe(0o700)
  })
})
