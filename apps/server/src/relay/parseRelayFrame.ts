import { type JsonRpcId, readJsonRpcId } from './readJsonRpcId.js'

/** What one text frame from a relay client turned out to be. */
export type RelayFrame =
  /** A call to answer. */
  | { type: 'request'; id: JsonRpcId; method: string; params: unknown }
  /** A client's answer to a request of the relay's (the ack of an `irn_subscription`). */
  | { type: 'response'; id: JsonRpcId; result: unknown; error: unknown }
  /**
   * Not usable. With an `id`, it is answered with a JSON-RPC error; without one (unparseable
   * JSON, no or a `null` id) it is logged and dropped: clients crash on `id: null` answers.
   */
  | { type: 'invalid'; id: JsonRpcId | undefined; reason: string }

/**
 * Parses a relay client's frame as JSON-RPC 2.0, keeping the id's exact text (see
 * `readJsonRpcId`). Unknown members and params are kept, not refused.
 *
 * @param text - The frame.
 * @returns A request, a response, or why the frame is invalid.
 *
 * @example
 * import { parseRelayFrame } from './parseRelayFrame.js'
 * parseRelayFrame('{"id":"1","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"…"}}')
 * // { type: 'request', id: { raw: '"1"', key: '1' }, method: 'irn_subscribe', params: { topic: '…' } }
 */
export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { type: 'invalid', id: undefined, reason: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { type: 'invalid', id: undefined, reason: 'not a JSON-RPC object' }
  const id = readJsonRpcId(text)
  if (!id) return { type: 'invalid', id, reason: 'no string or number id' }
  const frame = value as Record<string, unknown>
  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method === '')
      return { type: 'invalid', id, reason: 'method is not a string' }
    return { type: 'request', id, method: frame.method, params: frame.params }
  }
  if ('result' in frame || 'error' in frame)
    return { type: 'response', id, result: frame.result, error: frame.error }
  return { type: 'invalid', id, reason: 'neither a request nor a response' }
}
