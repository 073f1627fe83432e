import type { ConvertApproveResponse } from '@airlock/protocol'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { estimateGasWithBuffer } from '../../chain/estimateGasWithBuffer.js'
import { NativeTokenApprovalError } from '../../errors/swap.js'
import type { SwapTokenId } from '../../swap/parseSwapToken.js'
import { caipAddressOf } from './caipAddressOf.js'
import type { ConvertContext, SwapChain } from './convertContext.js'
import { listedSwapToken } from './listedSwapToken.js'
import { readGasPrices } from './readGasPrices.js'

/** An ERC-20 `approve` when estimation fails; OpenZeppelin's takes about 46,000. */
const approveGasFallback = 100_000

export type BuildApproveTransactionParameters = {
  /** The token to approve, the parameter it came in and its value as sent. */
  token: { id: SwapTokenId; field: string; value: string }
  /** The other token of the swap, only checked to be listed. */
  other?: { id: SwapTokenId; value: string } | undefined
  user: Address
  amount: bigint
}

/**
 * `approve(router, amount)` for exactly `amount`, sent from the user to the token.
 *
 * @param context - The swap API's context.
 * @param chain - The swap chain.
 * @param parameters - The token, the other token, the user and the amount.
 * @returns `{ tx }`.
 * @throws {NativeTokenApprovalError} 400 for the native currency.
 *
 * @example
 * import { buildApproveTransaction } from './services/convert/buildApproveTransaction.js'
 * const { tx } = await buildApproveTransaction(context, chain, { token, user, amount })
 */
export async function buildApproveTransaction(
  context: ConvertContext,
  chain: SwapChain,
  { token: asked, other, user, amount }: BuildApproveTransactionParameters,
): Promise<ConvertApproveResponse> {
  if (other) await listedSwapToken(chain, other.id, 'to', other.value)
  const token = await listedSwapToken(chain, asked.id, asked.field, asked.value)
  if (token.native) throw new NativeTokenApprovalError({ symbol: token.symbol })
  const { router } = await chain.quoter.contracts()
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, amount],
  })
  const [gas, prices] = await Promise.all([
    estimateGasWithBuffer(chain.context.client, { account: user, to: token.address, data }),
    readGasPrices(context, chain.context),
  ])
  return {
    tx: {
      from: `${chain.context.chain.caipNetworkId}:${user}`,
      to: caipAddressOf(chain.context, token),
      data,
      value: '0',
      eip155: {
        gas: gas === undefined ? approveGasFallback : Number(gas),
        gasPrice: prices.standard.toString(),
      },
    },
  }
}
