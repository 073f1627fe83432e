import { rpcSettings } from '@airlock/protocol'
import { InvalidRpcRequestError, RpcBatchTooLargeError } from '../errors/blockchain.js'
import { InvalidJsonError } from '../errors/http.js'

/** One JSON-RPC 2.0 request; without `id` it is a notification, which gets no answer. */
export type RpcRequest = {
  jsonrpc: '2.0'
  id?: string | number | null
  method: string
  params?: unknown
}

/** A parsed proxy body: the requests, and whether they came as a batch (an array). */
export type RpcBody = { requests: RpcRequest[]; batch: boolean }

/**
 * Parses the body of `POST /v1`: one JSON-RPC 2.0 request, or a batch of 1 to 1,000.
 *
 * @param text - The body.
 * @returns The requests, each checked.
 * @throws {InvalidJsonError} 400 when the body is not JSON.
 * @throws {InvalidRpcRequestError} 400 naming the first request that is not JSON-RPC 2.0.
 * @throws {RpcBatchTooLargeError} 413 for a batch of more than 1,000.
 *
 * @example
 * import { parseRpcBody } from './rpc/parseRpcBody.js'
 * parseRpcBody('{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}').requests[0].method // 'eth_chainId'
 */
export function parseRpcBody(text: string): RpcBody {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
  const batch = Array.isArray(value)
  const items: unknown[] = batch ? (value as unknown[]) : [value]
  if (items.length === 0) throw new InvalidRpcRequestError({ reason: 'the batch is empty' })
  if (items.length > rpcSettings.batchSize)
    throw new RpcBatchTooLargeError({ size: items.length, max: rpcSettings.batchSize })
  const requests = items.map((item, i) => {
    const problem = describeProblem(item)
    if (problem)
      throw new InvalidRpcRequestError({ reason: batch ? `request ${i}: ${problem}` : problem })
    return item as RpcRequest
  })
  return { requests, batch }
}

function describeProblem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'expected an object'
  const request = item as Record<string, unknown>
  if (request.jsonrpc !== '2.0') return 'jsonrpc must be "2.0"'
  if (typeof request.method !== 'string' || request.method.length === 0)
    return 'method must be a non-empty string'
  if (request.method.length > 100) return 'method is longer than 100 characters'
  const { id } = request
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number')
    return 'id must be a string, a number or null'
  const { params } = request
  if (params !== undefined && (typeof params !== 'object' || params === null))
    return 'params must be an array or an object'
  return undefined
}
