import {
  SwapAmountError,
  type SwapAmountErrorType,
  SwapTransactionBuildError,
  type SwapTransactionBuildErrorType,
} from '../../errors/swap.js'
import type { SwapToken } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'
import { isNative, type SwapSession, swapOrder } from './createSwapSession.js'

export type BuildSolanaSwapTransactionParameters = { session: SwapSession }
/** The desk's transaction, checked, and until when (Unix seconds) the desk honours it. */
export type BuildSolanaSwapTransactionReturnType = { transaction: Uint8Array; deadline: number }
export type BuildSolanaSwapTransactionErrorType =
  | SwapAmountErrorType
  | SwapTransactionBuildErrorType

/**
 * Asks the server's Solana desk for the swap of the quote on screen (a transaction the desk has
 * signed, for the wallet to co-sign) and checks it before any wallet may see it: the wallet pays
 * the fee and exactly the amount sold, and receives at least the quote less the slippage.
 *
 * @param airlock - The client whose swap state is built.
 * @param parameters - The swap session, on a Solana account.
 * @returns The checked wire transaction and its deadline.
 * @throws BuildSolanaSwapTransactionErrorType: 'Please enter a valid amount', 'Failed to create
 * transaction'.
 *
 * @example
 * import { buildSolanaSwapTransaction } from './buildSolanaSwapTransaction.js'
 * const { transaction, deadline } = await buildSolanaSwapTransaction(airlock, { session })
 */
export async function buildSolanaSwapTransaction(
  airlock: Airlock,
  { session }: BuildSolanaSwapTransactionParameters,
): Promise<BuildSolanaSwapTransactionReturnType> {
  const swap = swapOrder(airlock, session)
  if (swap.namespace !== 'solana') throw new SwapAmountError({ amount: swap.amount.toString() })
  try {
    const response = await session.api.buildTransaction({
      amount: swap.amount.toString(),
      projectId: airlock.config.projectId,
      from: swap.sourceToken.address,
      to: swap.toToken.address,
      userAddress: swap.account,
    })
    // @solana/kit's decoders come with the check, in the chunk the solana adapter loads too.
    const { checkSolanaSwapTransaction } = await import('../../swap/checkSolanaSwapTransaction.js')
    const { transaction, deadline } = await checkSolanaSwapTransaction({
      response,
      user: swap.address,
      from: sideOf(swap.sourceToken),
      to: sideOf(swap.toToken),
      amount: swap.amount,
      minimumOut: swap.minimumOut,
    })
    return { transaction, deadline }
  } catch (cause) {
    if (cause instanceof SwapTransactionBuildError) throw cause
    throw new SwapTransactionBuildError({ cause })
  }
}

/** A swap token as the check reads it: SOL, or its mint (the CAIP-10 id's last part). */
const sideOf = (token: SwapToken) => ({
  mint: isNative(token) ? undefined : token.address.split(':').at(-1),
  decimals: token.decimals,
})
