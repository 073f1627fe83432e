import type { Address, PublicClient } from 'viem'

/**
 * Gas a node estimates is raised by a quarter: on the devnet a block's forced timestamp makes the
 * pair's `_update` write more than `eth_estimateGas` simulated (devnet-facts, gotcha 1).
 */
const gasBufferPercent = 125n

/**
 * The node's gas estimate plus a quarter.
 *
 * @param client - The chain's client.
 * @param parameters - The transaction.
 * @returns The buffered estimate, or `undefined` when the node cannot estimate (it reverts).
 *
 * @example
 * import { estimateGasWithBuffer } from './chain/estimateGasWithBuffer.js'
 * const gas = await estimateGasWithBuffer(client, { account, to, data })
 */
export async function estimateGasWithBuffer(
  client: PublicClient,
  parameters: { account: Address; to: Address; data: `0x${string}`; value?: bigint },
): Promise<bigint | undefined> {
  try {
    return ((await client.estimateGas(parameters)) * gasBufferPercent) / 100n
  } catch {
    return undefined
  }
}
