import { getBase58Encoder } from '@solana/kit'
import { SolanaRpcError } from '../errors/solana.js'

const invalid = (message: string) =>
  new SolanaRpcError({ code: -32602, message: `Invalid param: ${message}` })

const decode58 = (value: unknown, size: number) => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100)
    throw invalid('Invalid')
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(value))
  } catch {
    throw invalid('Invalid')
  }
  if (bytes.length !== size) throw invalid('WrongSize')
  return value
}

/**
 * Checkers for JSON-RPC params that answer bad input as a validator does (`-32602`, "Invalid
 * param: …").
 *
 * @example
 * import { solanaRpcParams } from './solanaRpcParams.js'
 * const address = solanaRpcParams.pubkey(params[0])
 */
export const solanaRpcParams = {
  /** A base58 32-byte public key. */
  pubkey: (value: unknown): string => decode58(value, 32),
  /** A base58 64-byte signature. */
  signature: (value: unknown): string => decode58(value, 64),
  /** The config object at `index` (or an empty one). */
  config: (params: unknown[], index: number): Record<string, unknown> => {
    const value = params[index]
    if (value === undefined || value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value))
      throw new SolanaRpcError({
        code: -32602,
        message: 'Invalid params: expected a config object',
      })
    return value as Record<string, unknown>
  },
  /** An array param with at most `max` items. */
  array: (value: unknown, max: number): unknown[] => {
    if (!Array.isArray(value))
      throw new SolanaRpcError({ code: -32602, message: 'Invalid params: expected an array' })
    if (value.length > max)
      throw new SolanaRpcError({
        code: -32602,
        message: `Too many inputs provided; max ${max}`,
      })
    return value
  },
  /** A non-negative integer. */
  integer: (value: unknown, what: string): number => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new SolanaRpcError({ code: -32602, message: `Invalid params: ${what} must be a u64` })
    return value
  },
}
