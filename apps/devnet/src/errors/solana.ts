import { BaseError } from '@airlock/protocol'

export type SolanaRpcErrorType = SolanaRpcError & { name: 'SolanaRpcError' }
/**
 * An answer of the Solana facade that a validator would give as a JSON-RPC error: the code,
 * message and `data` are exactly what clients decode (`-32002` preflight failure with `err` and
 * `logs`, `-32602` invalid params, …).
 */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown
  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(message)
    this.code = code
    this.data = data
  }
  /** The JSON-RPC `error` member. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.shortMessage }
      : { code: this.code, message: this.shortMessage, data: this.data }
  }
}
