// JSON-RPC codes and HTTP statuses that a second attempt can fix (SPEC §8): -1 (a transport
// failure with no code), rate limits (-32005, 429), node hiccups (-32603, 5xx) and timeouts. A
// refusal by the user or the wallet (4001, 4100, 4200, 4900, 4901) is never among them.
const retryable = new Set([-1, -32005, -32603, 403, 408, 413, 429, 500, 502, 503, 504])

/**
 * Tells whether a failed RPC request may be retried.
 *
 * @param codeOrHttpStatus - The JSON-RPC error code, or the HTTP status of the answer.
 * @returns `true` for -1, -32005, -32603 and HTTP 403, 408, 413, 429, 500, 502, 503, 504.
 *
 * @example
 * import { isRetryableRpcError } from '@airlock/protocol'
 * isRetryableRpcError(429) // true
 * isRetryableRpcError(4001) // false: the user said no
 */
export function isRetryableRpcError(codeOrHttpStatus: number): boolean {
  return retryable.has(codeOrHttpStatus)
}
