import type { SolanaChainConfig } from '../config/loadSolanaChains.js'
import { ChainIdMismatchError } from '../errors/health.js'
import { askChainRpc } from './askChainRpc.js'

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
  const genesisHash = await askChainRpc({
    rpcUrl: chain.rpcUrl,
    method: 'getGenesisHash',
    result: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    resultName: 'a getGenesisHash result',
    signal,
  })
  const actual = `solana:${genesisHash.slice(0, 32)}`
  if (actual !== chain.caipNetworkId)
    throw new ChainIdMismatchError({ expected: chain.caipNetworkId, actual })
}
