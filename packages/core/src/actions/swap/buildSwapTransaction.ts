import type { SwapAmountErrorType } from '../../errors/swap.js'
import { SwapTransactionBuildError, type SwapTransactionBuildErrorType } from '../../errors/swap.js'
import { checkSwapTransaction } from '../../swap/checkSwapTransaction.js'
import type { SwapTransaction } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'
import { contractOf, evmSwapOrder, type SwapSession, swapStateOf } from './createSwapSession.js'

export type BuildSwapTransactionParameters = {
  session: SwapSession
  /**
   * Whether the server estimates gas. Before the approval is mined estimating would fail, and the
   * server assumes 150,000.
   */
  estimate: boolean
}
export type BuildSwapTransactionReturnType = SwapTransaction
export type BuildSwapTransactionErrorType = SwapAmountErrorType | SwapTransactionBuildErrorType

/**
 * Builds the swap of the quote on screen and checks it against what was asked for (sender,
 * tokens, amount, minimum out, the approved router) before any wallet may see it.
 *
 * @param airlock - The client whose swap state is built.
 * @param parameters - The session, and whether to estimate gas.
 * @returns The checked transaction.
 * @throws BuildSwapTransactionErrorType: 'Please enter a valid amount', 'Failed to create
 * transaction'.
 *
 * @example
 * import { buildSwapTransaction } from './buildSwapTransaction.js'
 * const transaction = await buildSwapTransaction(airlock, { session, estimate: true })
 */
export async function buildSwapTransaction(
  airlock: Airlock,
  { session, estimate }: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const swap = evmSwapOrder(airlock, session)
  try {
    const response = await session.api.buildTransaction({
      amount: swap.amount.toString(),
      eip155: { slippage: swapStateOf(airlock).slippage },
      projectId: airlock.config.projectId,
      from: swap.sourceToken.address,
      to: swap.toToken.address,
      userAddress: swap.account,
      disableEstimate: !estimate,
    })
    return checkSwapTransaction({
      response,
      user: swap.address,
      from: contractOf(swap.sourceToken),
      to: contractOf(swap.toToken),
      amount: swap.amount,
      minimumOut: swap.minimumOut,
      spender: session.spender,
    })
  } catch (cause) {
    if (cause instanceof SwapTransactionBuildError) throw cause
    throw new SwapTransactionBuildError({ cause })
  }
}
