import { createPublicKey, verify } from 'node:crypto'
import { loadSolanaKit } from '../solana/loadSolanaKit.js'

// The DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32-byte key follows it.
const ed25519Spki = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether `signature` (64 bytes, 0x and hex) is the Ed25519 signature of `message` (its UTF-8
 * bytes, as `solana:signMessage` signs them) by the Solana account `address` (base58, 32 bytes).
 * An address that does not decode to 32 bytes, or a signature of another length, is no signature.
 *
 * @param parameters - The account, the message as signed, the signature.
 * @returns Whether it verifies.
 *
 * @example
 * import { verifySolanaSignature } from './auth/verifySolanaSignature.js'
 * await verifySolanaSignature({ address, message, signature: '0x…' }) // true
 */
export async function verifySolanaSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const kit = await loadSolanaKit()
  let key: Uint8Array
  try {
    key = new Uint8Array(kit.getBase58Encoder().encode(address))
  } catch {
    return false
  }
  const bytes = Buffer.from(signature.replace(/^0x/, ''), 'hex')
  if (key.length !== 32 || bytes.length !== 64) return false
  const publicKey = createPublicKey({
    key: Buffer.concat([ed25519Spki, key]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message, 'utf8'), publicKey, bytes)
}
