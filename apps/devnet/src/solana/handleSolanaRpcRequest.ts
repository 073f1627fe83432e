import { SolanaRpcError } from '../errors/solana.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'

type Response = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown }

/**
 * Answers one JSON-RPC request or a batch (an array) as a validator does: `-32700` for bad JSON,
 * `-32600` for a malformed request or an empty batch, `-32601` for an unknown method, the
 * method's own `SolanaRpcError` otherwise, and `-32603` for a failure of the facade itself.
 *
 * @param methods - Handlers by method name.
 * @param body - The request text.
 * @param onInternalError - Receives unexpected errors (a bug, not bad input). Defaults to ignoring.
 * @returns The response object or array.
 *
 * @example
 * import { handleSolanaRpcRequest } from './handleSolanaRpcRequest.js'
 * handleSolanaRpcRequest(methods, '{"jsonrpc":"2.0","id":1,"method":"getHealth"}') // { jsonrpc: '2.0', id: 1, result: 'ok' }
 */
export function handleSolanaRpcRequest(
  methods: SolanaRpcMethods,
  body: string,
  onInternalError: (error: unknown) => void = () => {},
): Response | Response[] {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
  }
  if (Array.isArray(request)) {
    if (request.length === 0)
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
    return request.map((item) => answer(methods, item, onInternalError))
  }
  return answer(methods, request, onInternalError)
}

function answer(
  methods: SolanaRpcMethods,
  request: unknown,
  onInternalError: (error: unknown) => void,
): Response {
  const { id = null, method, params = [] } = (request ?? {}) as Record<string, unknown>
  if (typeof request !== 'object' || request === null || typeof method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  if (!Array.isArray(params))
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32602, message: 'Invalid params: expected an array' },
    }
  try {
    return { jsonrpc: '2.0', id, result: handler(params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return { jsonrpc: '2.0', id, error: error.toJson() }
    onInternalError(error)
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }
  }
}
