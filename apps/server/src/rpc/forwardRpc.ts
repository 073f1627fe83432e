import { isRetryableRpcError, rpcSettings } from '@airlock/protocol'
import {
  blockSpan,
  type CheckRpcRequestReturnType,
  checkRpcRequest,
  maxLogBlockRange,
  type RpcRefusal,
  tooWide,
} from './checkRpcRequest.js'
import type { RpcBody, RpcRequest } from './parseRpcBody.js'

/** One JSON-RPC answer. */
export type RpcResponse = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type ForwardRpcParameters = {
  /** The chain's upstream JSON-RPC URL. */
  url: string
  body: RpcBody
  /** Per attempt. Defaults to 10 s. */
  timeoutMs?: number
  /** Retries of a retryable failure. Defaults to 3. */
  retryCount?: number
  /** Delay before the first retry, doubling for each next one. Defaults to 150 ms. */
  retryDelayMs?: number
  /** Which requests may go upstream. Defaults to the EVM allowlist, `checkRpcRequest`. */
  check?: (request: RpcRequest) => CheckRpcRequestReturnType
}

export type ForwardRpcReturnType = {
  /** 200, or 502 when the upstream never gave a usable answer. */
  status: 200 | 204 | 502
  /** The answer to send: one response, an array for a batch, or nothing for notifications only. */
  body: RpcResponse | RpcResponse[] | undefined
  /** HTTP attempts made upstream (0 when every method was refused locally). */
  attempts: number
}

type Outcome =
  | { kind: 'answered'; responses: RpcResponse[] }
  | { kind: 'failed'; code: number; reason: string; retryable: boolean }

/**
 * Forwards a JSON-RPC request or batch to a chain's upstream node, the way the model product's
 * RPC proxy does: each attempt times out after 10 s; a failure that a second try can fix (no
 * answer, HTTP 403/408/413/429/5xx, or JSON-RPC errors -32005 and -32603; see
 * `isRetryableRpcError`) is retried up to 3 times, 150 ms after the first and doubling. Within a
 * batch only the requests that failed so are sent again. Wallet refusals (4001, 4100, 4200, 4900,
 * 4901) and every other error are passed on at once. Only the read methods of
 * `proxiedRpcMethods` (and `eth_sendRawTransaction`) are forwarded; anything else is refused
 * locally with -32601 "Requested RPC call is not allowed", each request of a batch on its own,
 * and an `eth_getLogs` wider than `maxLogBlockRange` blocks with -32602.
 *
 * @param parameters - Upstream URL, parsed body and retry settings.
 * @returns The status and body to answer with.
 *
 * @example
 * import { forwardRpc } from './rpc/forwardRpc.js'
 * import { parseRpcBody } from './rpc/parseRpcBody.js'
 * const { body } = await forwardRpc({
 *   url: 'http://127.0.0.1:8545',
 *   body: parseRpcBody('{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}'),
 * })
 */
export async function forwardRpc({
  url,
  body,
  timeoutMs = rpcSettings.timeoutMs,
  retryCount = rpcSettings.retryCount,
  retryDelayMs = rpcSettings.retryDelayMs,
  check: checkRequest = checkRpcRequest,
}: ForwardRpcParameters): Promise<ForwardRpcReturnType> {
  const answers = new Map<number, RpcResponse>()
  let pending: number[] = []
  const refuse = (i: number, refusal: RpcRefusal) => {
    const request = body.requests[i] as RpcRequest
    if (request.id !== undefined) answers.set(i, { jsonrpc: '2.0', id: request.id, error: refusal })
  }
  const rangesToMeasure: [number, Parameters<typeof blockSpan>[0]][] = []
  body.requests.forEach((request, i) => {
    const check = checkRequest(request)
    if (!check.allowed) refuse(i, check.refusal)
    else if (check.logRange) rangesToMeasure.push([i, check.logRange])
    else pending.push(i)
  })
  if (rangesToMeasure.length > 0) {
    // An `eth_getLogs` range that ends at the head is measured against the head, read once.
    const head = await readHead(url, timeoutMs)
    for (const [i, range] of rangesToMeasure) {
      const span = typeof head === 'bigint' ? blockSpan(range, head) : undefined
      if (span === undefined) refuse(i, { code: -32603, message: head as string })
      else if (span > maxLogBlockRange) refuse(i, { code: -32602, message: tooWide })
      else pending.push(i)
    }
    pending.sort((a, b) => a - b)
  }
  // Answers can be matched to requests by id only when the ids are distinct.
  const ids = body.requests.flatMap((request) =>
    request.id === undefined ? [] : [key(request.id)],
  )
  const distinctIds = new Set(ids).size === ids.length

  let attempts = 0
  let lastFailure: Extract<Outcome, { kind: 'failed' }> | undefined
  for (let attempt = 0; pending.length > 0 && attempt <= retryCount; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1))
    attempts++
    const sent = pending
    const requests = sent.map((i) => body.requests[i] as RpcRequest)
    const outcome = await send(url, body.batch ? requests : (requests[0] as RpcRequest), timeoutMs)
    if (outcome.kind === 'failed') {
      lastFailure = outcome
      if (!outcome.retryable) break
      continue
    }
    lastFailure = undefined
    const byId = new Map(outcome.responses.map((response) => [key(response.id), response]))
    pending = []
    sent.forEach((i, position) => {
      const request = body.requests[i] as RpcRequest
      if (request.id === undefined) return // a notification: nothing comes back
      const response = distinctIds ? byId.get(key(request.id)) : outcome.responses[position]
      if (!response) {
        answers.set(i, errorResponse(request, -32603, 'The upstream node gave no answer'))
        return
      }
      answers.set(i, response)
      const code = response.error?.code
      if (distinctIds && code !== undefined && isRetryableRpcError(code)) pending.push(i)
    })
    // A retryable error answer stays the answer if the retries run out.
    if (attempt === retryCount) pending = []
  }

  if (lastFailure) {
    // The upstream never answered usably: every request still open gets the reason.
    const failure = lastFailure
    for (const i of pending) {
      const request = body.requests[i] as RpcRequest
      if (request.id !== undefined)
        answers.set(i, errorResponse(request, failure.code, failure.reason))
    }
  }
  const responses = body.requests
    .map((_, i) => answers.get(i))
    .filter((response): response is RpcResponse => response !== undefined)
  const status = lastFailure ? 502 : 200
  if (!body.batch) return { status: responses[0] ? status : 204, body: responses[0], attempts }
  return { status: responses.length > 0 ? status : 204, body: responses, attempts }
}

// The chain's head block number, or why it could not be read.
async function readHead(url: string, timeoutMs: number): Promise<bigint | string> {
  const outcome = await send(
    url,
    { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
    timeoutMs,
  )
  if (outcome.kind === 'failed') return outcome.reason
  const result = outcome.responses[0]?.result
  return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result)
    ? BigInt(result)
    : 'The upstream node gave no block number'
}

async function send(
  url: string,
  payload: RpcRequest | RpcRequest[],
  timeoutMs: number,
): Promise<Outcome> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return {
      kind: 'failed',
      code: -32603,
      reason: timedOut
        ? `The upstream node did not answer within ${timeoutMs} ms`
        : 'The upstream node could not be reached',
      retryable: true,
    }
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    return {
      kind: 'failed',
      code: -32603,
      reason: `The upstream node answered HTTP ${response.status}`,
      retryable: isRetryableRpcError(response.status),
    }
  }
  const value = await response.json().catch(() => undefined)
  const responses = (Array.isArray(value) ? value : [value]).filter(isResponse)
  if (responses.length === 0)
    return {
      kind: 'failed',
      code: -32603,
      reason: 'The upstream node answered something other than JSON-RPC',
      retryable: false,
    }
  return { kind: 'answered', responses }
}

function isResponse(value: unknown): value is RpcResponse {
  return typeof value === 'object' && value !== null && 'id' in value
}

function errorResponse(request: RpcRequest, code: number, message: string): RpcResponse {
  return { jsonrpc: '2.0', id: request.id ?? null, error: { code, message } }
}

// JSON-RPC ids may be numbers or strings; 1 and "1" are different requests.
function key(id: RpcResponse['id'] | undefined): string {
  return typeof id === 'string' ? `s${id}` : `n${String(id)}`
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
