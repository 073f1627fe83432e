import { z } from 'zod'
import type { ChainConfig } from '../config/loadConfig.js'
import { ChainIdMismatchError, RpcRequestError } from '../errors/health.js'

const chainIdResponse = z.union([
  z.object({ result: z.string().regex(/^0x[0-9a-fA-F]+$/) }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/**
 * Asks a chain's RPC URL for `eth_chainId` and checks it is the configured chain.
 *
 * @param chain - `chainId` and `rpcUrl` are read.
 * @param signal - Aborts the request (the health route gives each check ~1.5 s).
 * @throws {RpcRequestError} When the request fails or the answer is not a chain id.
 * @throws {ChainIdMismatchError} When the RPC answers for another chain.
 *
 * @example
 * import { checkChain } from './checkChain.js'
 * await checkChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }, AbortSignal.timeout(1500))
 */
export async function checkChain(
  chain: Pick<ChainConfig, 'chainId' | 'rpcUrl'>,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    throw new RpcRequestError({ reason: describeFetchError(error), cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new RpcRequestError({ reason: `HTTP ${response.status}` })
  }
  const parsed = chainIdResponse.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success)
    throw new RpcRequestError({ reason: 'the answer is not an eth_chainId result' })
  if ('error' in parsed.data)
    throw new RpcRequestError({
      reason: `error ${parsed.data.error.code}: ${parsed.data.error.message}`,
    })
  const actual = Number.parseInt(parsed.data.result, 16)
  if (actual !== chain.chainId) throw new ChainIdMismatchError({ expected: chain.chainId, actual })
}

// fetch says only "fetch failed"; the useful part (ECONNREFUSED…) is in its cause.
export function describeFetchError(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'aborted'
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out'
  const cause = error instanceof Error ? error.cause : undefined
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code
  return 'no connection'
}
