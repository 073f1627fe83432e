import type { JsonRpcId } from './readJsonRpcId.js'

export type RelayOutcome = { result: unknown } | { error: { code: number; message: string } }

/**
 * Writes a JSON-RPC response frame with the request's id copied token for token, so a 19-digit
 * id comes back exactly as it was sent (string or number).
 *
 * @param id - The request's id, from `parseRelayFrame`.
 * @param outcome - `{ result }` or `{ error: { code, message } }`.
 * @returns The frame's text.
 *
 * @example
 * import { formatRelayResponse } from './formatRelayResponse.js'
 * formatRelayResponse({ raw: '1795307247071424512', key: '1795307247071424512' }, { result: true })
 * // '{"id":1795307247071424512,"jsonrpc":"2.0","result":true}'
 */
export function formatRelayResponse(id: JsonRpcId, outcome: RelayOutcome): string {
  const body =
    'result' in outcome
      ? `"result":${JSON.stringify(outcome.result ?? null)}`
      : `"error":${JSON.stringify(outcome.error)}`
  return `{"id":${id.raw},"jsonrpc":"2.0",${body}}`
}
