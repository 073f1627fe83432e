import type { ChainConfig } from '../config/loadConfig.js'
import { ChainIdMismatchError } from '../errors/health.js'
import { askChainRpc } from './askChainRpc.js'

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
  const hex = await askChainRpc({
    rpcUrl: chain.rpcUrl,
    method: 'eth_chainId',
    result: /^0x[0-9a-fA-F]+$/,
    resultName: 'an eth_chainId result',
    signal,
  })
  const actual = Number.parseInt(hex, 16)
  if (actual !== chain.chainId) throw new ChainIdMismatchError({ expected: chain.chainId, actual })
}
