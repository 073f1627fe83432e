import { z } from 'zod'
import { RpcRequestError } from '../errors/health.js'

const rpcError = z.object({ error: z.object({ code: z.number(), message: z.string() }) })

export type AskChainRpcParameters = {
  rpcUrl: string
  /** A method without parameters: `eth_chainId`, `getGenesisHash`. */
  method: string
  /** What a good `result` looks like. */
  result: RegExp
  /** The result named for the error, with its article: "an eth_chainId result". */
  resultName: string
  signal?: AbortSignal | undefined
}

/**
 * One JSON-RPC call a health check makes: POSTs `method` and returns its string `result`.
 *
 * @param parameters - URL, method, the result's form and name, and an abort signal.
 * @returns The result.
 * @throws {RpcRequestError} When the request fails, answers an error, or the result is malformed.
 *
 * @example
 * import { askChainRpc } from './askChainRpc.js'
 * const hex = await askChainRpc({
 *   rpcUrl, method: 'eth_chainId', result: /^0x[0-9a-fA-F]+$/, resultName: 'an eth_chainId result',
 * })
 */
export async function askChainRpc({
  rpcUrl,
  method,
  result,
  resultName,
  signal,
}: AskChainRpcParameters): Promise<string> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    throw new RpcRequestError({ reason: describeFetchError(error), cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new RpcRequestError({ reason: `HTTP ${response.status}` })
  }
  const answer = z
    .union([z.object({ result: z.string().regex(result) }), rpcError])
    .safeParse(await response.json().catch(() => undefined))
  if (!answer.success) throw new RpcRequestError({ reason: `the answer is not ${resultName}` })
  if ('error' in answer.data)
    throw new RpcRequestError({
      reason: `error ${answer.data.error.code}: ${answer.data.error.message}`,
    })
  return answer.data.result
}

// fetch says only "fetch failed"; the useful part (ECONNREFUSED…) is in its cause.
function describeFetchError(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'aborted'
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out'
  const cause = error instanceof Error ? error.cause : undefined
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code
  return 'no connection'
}
