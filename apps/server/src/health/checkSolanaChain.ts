import { z } from 'zod'
import type { SolanaChainConfig } from '../config/loadSolanaChains.js'
import { ChainIdMismatchError, RpcRequestError } from '../errors/health.js'
import { describeFetchError } from './checkChain.js'

const genesisResponse = z.union([
  z.object({ result: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/) }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

/**
 * Asks a Solana cluster's RPC URL for `getGenesisHash` and checks it is the configured cluster
 * (its CAIP-2 reference is the hash's first 32 characters). No `@solana/kit` needed: one POST.
 *
 * @param chain - `caipNetworkId` and `rpcUrl` are read.
 * @param signal - Aborts the request.
 * @throws {RpcRequestError} When the request fails or the answer is not a genesis hash.
 * @throws {ChainIdMismatchError} When the RPC answers for another cluster.
 *
 * @example
 * import { checkSolanaChain } from './checkSolanaChain.js'
 * await checkSolanaChain({ caipNetworkId: 'solana:A7Chz8vB…', rpcUrl: 'http://127.0.0.1:8899' })
 */
export async function checkSolanaChain(
  chain: Pick<SolanaChainConfig, 'caipNetworkId' | 'rpcUrl'>,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash', params: [] }),
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    throw new RpcRequestError({ reason: describeFetchError(error), cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new RpcRequestError({ reason: `HTTP ${response.status}` })
  }
  const parsed = genesisResponse.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success)
    throw new RpcRequestError({ reason: 'the answer is not a getGenesisHash result' })
  if ('error' in parsed.data)
    throw new RpcRequestError({
      reason: `error ${parsed.data.error.code}: ${parsed.data.error.message}`,
    })
  const actual = `solana:${parsed.data.result.slice(0, 32)}`
  if (actual !== chain.caipNetworkId)
    throw new ChainIdMismatchError({ expected: chain.caipNetworkId, actual })
}
