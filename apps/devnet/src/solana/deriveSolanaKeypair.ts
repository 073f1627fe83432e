import { pbkdf2Sync } from 'node:crypto'
import { createSolanaKeypair, type SolanaKeypair } from './createSolanaKeypair.js'
import { slip10Ed25519 } from './slip10Ed25519.js'

/**
 * Derives the Solana account a wallet (Phantom, Solflare, Backpack, `solana-keygen` with
 * `prompt://?key=n/0`) derives from a BIP-39 mnemonic: seed = PBKDF2-HMAC-SHA512(mnemonic,
 * "mnemonic" + passphrase, 2048), then SLIP-0010 Ed25519 along `m/44'/501'/index'/0'` (every
 * level hardened, as Ed25519 requires).
 *
 * @param mnemonic - BIP-39 words (not checked against the word list).
 * @param index - Account index: the third path level.
 * @param passphrase - Optional BIP-39 passphrase. Defaults to `''`.
 * @returns The keypair and its path.
 *
 * @example
 * import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
 * const { address } = deriveSolanaKeypair('test test test test test test test test test test test junk', 1)
 */
export function deriveSolanaKeypair(
  mnemonic: string,
  index: number,
  passphrase = '',
): SolanaKeypair & { derivationPath: string } {
  if (!Number.isInteger(index) || index < 0 || index >= 0x8000_0000)
    throw new Error(`account index ${index} is out of range`)
  const seed = pbkdf2Sync(
    mnemonic.normalize('NFKD'),
    `mnemonic${passphrase}`.normalize('NFKD'),
    2048,
    64,
    'sha512',
  )
  const path = [44, 501, index, 0]
  return {
    ...createSolanaKeypair(slip10Ed25519(seed, path)),
    derivationPath: `m/44'/501'/${index}'/0'`,
  }
}
