import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64Url.js'
import { loadRecoveryKey } from './loadRecoveryKey.js'
import { openRecoveryShare } from './openRecoveryShare.js'
import { sealRecoveryShare } from './sealRecoveryShare.js'

const dir = mkdtempSync(join(tmpdir(), 'airlock-recovery-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const share = `0x${'ab'.repeat(33)}`

test('a sealed share opens with the recovery key, and only with it', async () => {
  const key = await loadRecoveryKey({ file: join(dir, 'key.json') })
  const sealed = await sealRecoveryShare(share, key.publicKey)
  expect(sealed).not.toContain('abab')
  expect(await openRecoveryShare(sealed, key.privateKey)).toBe(share)
  // Each sealing uses a fresh key: the same share never looks the same twice.
  expect(await sealRecoveryShare(share, key.publicKey)).not.toBe(sealed)

  const other = await loadRecoveryKey({ file: join(dir, 'other.json') })
  await expect(openRecoveryShare(sealed, other.privateKey)).rejects.toThrow()
})

test('an altered sealed share is refused', async () => {
  const key = await loadRecoveryKey({ file: join(dir, 'key.json') })
  const sealed = JSON.parse(
    new TextDecoder().decode(fromBase64Url(await sealRecoveryShare(share, key.publicKey))),
  )
  const ct = fromBase64Url(sealed.ct)
  ct[0] = (ct[0] ?? 0) ^ 1
  const altered = toBase64Url(
    new TextEncoder().encode(JSON.stringify({ ...sealed, ct: toBase64Url(ct) })),
  )
  await expect(openRecoveryShare(altered, key.privateKey)).rejects.toThrow()
  await expect(openRecoveryShare('not base64 json', key.privateKey)).rejects.toThrow()
})

test('the key is created once, private to its owner, then read back; a bad JWK is refused', async () => {
  const file = join(dir, 'kept.json')
  const first = await loadRecoveryKey({ file })
  expect(statSync(file).mode & 0o777).toBe(0o600)
  const second = await loadRecoveryKey({ file })
  expect(second.publicKey).toEqual(first.publicKey)
  await expect(loadRecoveryKey({ jwk: '{"kty":"oct","k":"AAAA"}' })).rejects.toThrow(
    'WALLET_RECOVERY_KEY must be a P-256 private key as a JWK',
  )
})
