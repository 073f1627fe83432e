import { verify } from 'node:crypto'
import { getBase58Encoder } from '@solana/kit'

/** Whether `signature` (base58) is `address`'s Ed25519 signature of `message`. */
export function verifies(address: string, message: string, signature: string): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new Uint8Array(getBase58Encoder().encode(address)),
  ])
  return verify(
    null,
    new TextEncoder().encode(message),
    { key: spki, format: 'der', type: 'spki' },
    new Uint8Array(getBase58Encoder().encode(signature)),
  )
}
