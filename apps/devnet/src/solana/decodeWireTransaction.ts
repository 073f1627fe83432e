import { getBase58Encoder } from '@solana/kit'
import { SolanaRpcError } from '../errors/solana.js'
import { maxTransactionSize } from './solanaDefinition.js'

// A validator's limits on the encoded forms of a 1232-byte packet.
const maxBase58Length = 1683
const maxBase64Length = 1644
const typeName = 'solana_transaction::versioned::VersionedTransaction'

/**
 * Reads the transaction param of `sendTransaction` / `simulateTransaction` (base58 by default,
 * or base64) with a validator's size limits and error texts (`-32602`).
 *
 * @param value - The encoded transaction.
 * @param encoding - `base58` (the default) or `base64`.
 * @returns The wire bytes.
 * @throws {SolanaRpcError} For a wrong type, an unknown encoding, bad characters, or a transaction
 * over 1232 bytes.
 *
 * @example
 * import { decodeWireTransaction } from './decodeWireTransaction.js'
 * const wire = decodeWireTransaction(base64, 'base64')
 */
export function decodeWireTransaction(value: unknown, encoding: unknown = 'base58'): Uint8Array {
  const invalid = (message: string) => new SolanaRpcError({ code: -32602, message })
  if (typeof value !== 'string') throw invalid('Invalid params: expected an encoded transaction')
  let bytes: Uint8Array
  if (encoding === 'base64') {
    if (value.length > maxBase64Length)
      throw invalid(
        `base64 encoded ${typeName} too large: ${value.length} bytes (max: encoded/raw ${maxBase64Length}/${maxTransactionSize})`,
      )
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
      throw invalid('invalid base64 encoding: InvalidByte')
    bytes = new Uint8Array(Buffer.from(value, 'base64'))
  } else if (encoding === 'base58' || encoding === undefined || encoding === null) {
    if (value.length > maxBase58Length)
      throw invalid(
        `base58 encoded ${typeName} too large: ${value.length} bytes (max: encoded/raw ${maxBase58Length}/${maxTransactionSize})`,
      )
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(value))
    } catch {
      throw invalid('invalid base58 encoding: InvalidCharacter')
    }
  } else
    throw invalid(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`)
  if (bytes.length > maxTransactionSize)
    throw invalid(
      `decoded ${typeName} too large: ${bytes.length} bytes (max: ${maxTransactionSize} bytes)`,
    )
  if (bytes.length === 0)
    throw invalid(`failed to deserialize ${typeName}: io error: unexpected end of file`)
  return bytes
}
