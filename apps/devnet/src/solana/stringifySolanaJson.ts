/**
 * JSON for the Solana RPC: like `JSON.stringify`, but a `bigint` is written as a bare number,
 * as a validator writes u64 values (lamports, `rentEpoch` 18446744073709551615), so clients that
 * parse large integers (`@solana/kit`) get them exactly.
 *
 * @param value - The value.
 * @returns JSON text.
 *
 * @example
 * import { stringifySolanaJson } from './stringifySolanaJson.js'
 * stringifySolanaJson({ lamports: 18446744073709551615n }) // '{"lamports":18446744073709551615}'
 */
export function stringifySolanaJson(value: unknown): string {
  return JSON.stringify(value, (_, item) =>
    typeof item === 'bigint' ? `\u0000bigint:${item}` : item,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
