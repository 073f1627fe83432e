import { createPublicClient, http, parseEther, toHex } from 'viem'

/**
 * Tops a devnet bundler key up to 100 ETH (anvil's `anvil_setBalance`) when it holds less than 10,
 * so `npm start` never waits on a transaction for it.
 *
 * @param rpcUrl - The devnet chain.
 * @param address - The chain's bundler key (`loadBundlerKey(config, 'bundler-<chainId>')`).
 */
export async function fundBundlerKey(rpcUrl: string, address: `0x${string}`): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  if ((await client.getBalance({ address })) >= parseEther('10')) return
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('100'))] as never,
  })
}
