import { SwapChainMismatchError } from '../../errors/swap.js'
import { parseSwapAmount } from '../../swap/parseSwapAmount.js'
import { parseSwapToken, type SwapTokenId } from '../../swap/parseSwapToken.js'
import type { BuildApproveTransactionParameters } from './buildApproveTransaction.js'
import type { ConvertContext, SwapChain } from './convertContext.js'
import { swapChainOf } from './swapChainOf.js'
import { swapUserOf } from './swapUserOf.js'

/**
 * Reads `GET /v1/convert/build-approve`'s query: the token approved is `from` (the token sold);
 * a client that sends only `to` means it. `to`, when given with `from`, must be on its chain.
 *
 * @param context - The swap API's context.
 * @param query - The request's query.
 * @returns What `buildApproveTransaction` takes, and the chain.
 * @throws 400s naming a bad token, chain, user or amount.
 *
 * @example
 * const { chain, request } = parseApproveQuery(context, c.req.query())
 */
export function parseApproveQuery(
  context: ConvertContext,
  query: Record<string, string>,
): { chain: SwapChain; request: BuildApproveTransactionParameters } {
  const field = query.from ? 'from' : 'to'
  const value = query[field]
  const id = parseSwapToken(value, field)
  const chain: SwapChain = swapChainOf(context, id.caipNetworkId)
  const other: SwapTokenId | undefined =
    field === 'from' && query.to ? parseSwapToken(query.to, 'to') : undefined
  if (other && other.caipNetworkId !== id.caipNetworkId)
    throw new SwapChainMismatchError({
      field: 'to',
      chainId: other.caipNetworkId,
      expected: id.caipNetworkId,
    })
  const user = swapUserOf(query.userAddress, id.caipNetworkId)
  const amount = parseSwapAmount(query.amount)
  return {
    chain,
    request: {
      token: { id, field, value: value ?? '' },
      other: other && { id: other, value: query.to ?? '' },
      user,
      amount,
    },
  }
}
