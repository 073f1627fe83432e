const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digits = new Map([...alphabet].map((char, index) => [char, BigInt(index)]))
/** Multicodec `ed25519-pub` (0xed) as an unsigned varint: `0xed 0x01`. */
const ed25519Prefix = [0xed, 0x01]

/**
 * Reads the Ed25519 public key out of a `did:key` (multibase `z` = base58btc, multicodec
 * `ed25519-pub`), the form WalletConnect clients use as their client id and JWT `iss`.
 *
 * @param did - Such as `did:key:z6Mk…`.
 * @returns The 32-byte public key, or `undefined` when `did` is not an Ed25519 did:key.
 *
 * @example
 * import { decodeDidKey } from './decodeDidKey.js'
 * decodeDidKey('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK')?.length // 32
 */
export function decodeDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith('did:key:z')) return undefined
  const bytes = decodeBase58(did.slice('did:key:z'.length))
  if (bytes?.length !== 34 || bytes[0] !== ed25519Prefix[0] || bytes[1] !== ed25519Prefix[1])
    return undefined
  return bytes.subarray(2)
}

function decodeBase58(text: string): Uint8Array | undefined {
  // A did:key is 48 characters; anything much longer is not one (and would be slow to decode).
  if (text.length === 0 || text.length > 64) return undefined
  let value = 0n
  for (const char of text) {
    const digit = digits.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + digit
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  // Each leading '1' stands for a leading zero byte.
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
