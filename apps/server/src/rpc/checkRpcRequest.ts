import { proxiedRpcMethods, walletMessages } from '@airlock/protocol'
import type { RpcRequest } from './parseRpcBody.js'

/** The node methods `POST /v1` forwards: the protocol's allowlist (`proxiedRpcMethods`). */
const forwarded: ReadonlySet<string> = new Set(proxiedRpcMethods)

/** The widest `eth_getLogs` block range the proxy forwards. */
export const maxLogBlockRange = 10_000n

/** Why a request is not forwarded: the JSON-RPC error to answer it with. */
export type RpcRefusal = { code: number; message: string; data?: unknown }

/** A block of an `eth_getLogs` range: a number, or the chain's head (`latest` and its kin). */
export type LogRangeBlock = bigint | 'head'

export type CheckRpcRequestReturnType =
  | { allowed: false; refusal: RpcRefusal }
  | { allowed: true; logRange?: { from: LogRangeBlock; to: LogRangeBlock } | undefined }

const quantity = /^0x(0|[1-9a-f][0-9a-f]*)$/i
const headTags = new Set(['latest', 'pending', 'safe', 'finalized'])

/**
 * Decides whether `POST /v1` may forward one JSON-RPC request: its method must be one of
 * `proxiedRpcMethods` (anything else gets -32601 "Requested RPC call is not allowed", naming the
 * method), and an `eth_getLogs` needs a `blockHash` or a range of at most `maxLogBlockRange`
 * blocks. A range that ends at the head is returned to be measured once the head is known.
 *
 * @param request - One request of the body.
 * @returns Allowed (with the `eth_getLogs` range still to check), or the refusal to answer.
 *
 * @example
 * import { checkRpcRequest } from './rpc/checkRpcRequest.js'
 * checkRpcRequest({ jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction' }).allowed // false
 */
export function checkRpcRequest(request: RpcRequest): CheckRpcRequestReturnType {
  if (!forwarded.has(request.method))
    return {
      allowed: false,
      refusal: { code: -32601, message: walletMessages.rpcMethodNotAllowed, data: request.method },
    }
  if (request.method !== 'eth_getLogs') return { allowed: true }
  const filter = Array.isArray(request.params) ? request.params[0] : undefined
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    return refuseLogs('eth_getLogs expects a filter object')
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>
  if (blockHash !== undefined) {
    if (fromBlock !== undefined || toBlock !== undefined)
      return refuseLogs('eth_getLogs takes blockHash or fromBlock/toBlock, not both')
    return { allowed: true }
  }
  const from = readBlock(fromBlock)
  const to = readBlock(toBlock)
  if (from === undefined || to === undefined)
    return refuseLogs('eth_getLogs fromBlock and toBlock must be block numbers or tags')
  const range = { from, to }
  const span = blockSpan(range)
  if (span !== undefined && span > maxLogBlockRange) return refuseLogs(tooWide)
  return { allowed: true, logRange: span === undefined ? range : undefined }
}

/**
 * The number of blocks between `from` and `to`, once `head` is known (`undefined` until then
 * when one end is the head).
 *
 * @example
 * blockSpan({ from: 10n, to: 'head' }, 20n) // 10n
 */
export function blockSpan(
  { from, to }: { from: LogRangeBlock; to: LogRangeBlock },
  head?: bigint,
): bigint | undefined {
  const resolve = (block: LogRangeBlock) => (block === 'head' ? head : block)
  if (from === 'head' && to === 'head') return 0n
  const start = resolve(from)
  const end = resolve(to)
  if (start === undefined || end === undefined) return undefined
  return end - start
}

/** The refusal of an `eth_getLogs` range wider than `maxLogBlockRange`. */
export const tooWide = `eth_getLogs block range is wider than ${maxLogBlockRange} blocks: ask for a smaller range or a blockHash`

function refuseLogs(message: string): CheckRpcRequestReturnType {
  return { allowed: false, refusal: { code: -32602, message } }
}

function readBlock(value: unknown): LogRangeBlock | undefined {
  if (value === undefined) return 'head'
  if (typeof value !== 'string') return undefined
  if (value === 'earliest') return 0n
  if (headTags.has(value)) return 'head'
  return quantity.test(value) ? BigInt(value) : undefined
}
