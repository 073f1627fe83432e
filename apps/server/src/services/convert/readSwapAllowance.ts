import type { ConvertAllowanceResponse } from '@airlock/protocol'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import type { SwapTokenId } from '../../swap/parseSwapToken.js'
import type { SwapChain } from './convertContext.js'
import { listedSwapToken } from './listedSwapToken.js'

/**
 * The router's allowance of a token from the user; the native currency needs none and reports
 * 2²⁵⁶ − 1.
 *
 * @param chain - The swap chain.
 * @param parameters - The token (and its value as sent, for errors) and the user.
 * @returns `{ allowance }`.
 *
 * @example
 * import { readSwapAllowance } from './services/convert/readSwapAllowance.js'
 * const { allowance } = await readSwapAllowance(chain, { id, value, user })
 */
export async function readSwapAllowance(
  chain: SwapChain,
  { id, value, user }: { id: SwapTokenId; value: string; user: Address },
): Promise<ConvertAllowanceResponse> {
  const token = await listedSwapToken(chain, id, 'tokenAddress', value)
  if (token.native) return { allowance: maxUint256.toString() }
  const { router } = await chain.quoter.contracts()
  const allowance = await chain.context.client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [user, router],
  })
  return { allowance: allowance.toString() }
}
