import {
  SwapAllowanceError,
  type SwapAllowanceErrorType,
  SwapApprovalBuildError,
  type SwapApprovalBuildErrorType,
} from '../../errors/swap.js'
import { checkApproveTransaction } from '../../swap/checkApproveTransaction.js'
import type { Airlock } from '../../types/airlock.js'
import {
  type BuildSolanaSwapTransactionErrorType,
  buildSolanaSwapTransaction,
} from './buildSolanaSwapTransaction.js'
import { type BuildSwapTransactionErrorType, buildSwapTransaction } from './buildSwapTransaction.js'
import {
  contractOf,
  evmSwapOrder,
  type SwapSession,
  setSwapState,
  solanaSwapFee,
  swapStateOf,
  withFee,
} from './createSwapSession.js'

export type PrepareSwapParameters = { session: SwapSession }
export type PrepareSwapErrorType =
  | SwapAllowanceErrorType
  | SwapApprovalBuildErrorType
  | BuildSwapTransactionErrorType
  | BuildSolanaSwapTransactionErrorType

/**
 * Readies the preview: checks the allowance and builds the approval when it is short, else
 * builds the swap; each checked before the wallet may see it.
 *
 * @param airlock - The client whose swap state is prepared.
 * @param parameters - The swap session.
 * @throws PrepareSwapErrorType: the failed step's error ('Failed to check allowance', 'Failed to
 * create approval transaction', 'Failed to create transaction', 'Please enter a valid amount').
 *
 * @example
 * import { prepareSwap } from './prepareSwap.js'
 * await prepareSwap(airlock, { session })
 */
export async function prepareSwap(
  airlock: Airlock,
  { session }: PrepareSwapParameters,
): Promise<void> {
  if (session.current?.namespace === 'solana') return prepareSolanaSwap(airlock, session)
  const swap = evmSwapOrder(airlock, session)
  const { api } = session
  session.spender = undefined
  setSwapState(airlock, { approvalTransaction: undefined, swapTransaction: undefined })
  const token = contractOf(swap.sourceToken)
  try {
    if (token) {
      setSwapState(airlock, { status: 'loadingApproval' })
      const allowance = await api
        .allowance({ tokenAddress: swap.sourceToken.address, userAddress: swap.account })
        .catch((cause: unknown) => {
          throw new SwapAllowanceError({ cause })
        })
      if (allowance < swap.amount) {
        const tx = await api
          .buildApprove({
            userAddress: swap.account,
            from: swap.sourceToken.address,
            to: swap.toToken.address,
            amount: swap.amount,
          })
          .catch((cause: unknown) => {
            throw new SwapApprovalBuildError({ cause })
          })
        const approval = checkApproveTransaction({
          tx,
          owner: swap.address,
          token,
          amount: swap.amount,
        })
        // The swap built now, without a gas estimate, says which router will spend: the
        // approval must be for that one.
        const unestimated = await buildSwapTransaction(airlock, { session, estimate: false })
        if (unestimated.to.toLowerCase() !== approval.spender.toLowerCase())
          throw new SwapApprovalBuildError({
            details: `It approves ${approval.spender}, but the swap goes through ${unestimated.to}.`,
          })
        session.spender = approval.spender
        const { gasPrice } = swapStateOf(airlock)
        return setSwapState(airlock, {
          status: 'idle',
          approvalTransaction: approval.transaction,
          ...withFee(airlock, session, gasPrice * (approval.transaction.gas + unestimated.gas)),
        })
      }
    }
    setSwapState(airlock, { status: 'loadingTransaction' })
    const swapTransaction = await buildSwapTransaction(airlock, { session, estimate: true })
    setSwapState(airlock, {
      status: 'idle',
      swapTransaction,
      ...withFee(airlock, session, swapStateOf(airlock).gasPrice * swapTransaction.gas),
    })
  } catch (error) {
    setSwapState(airlock, { status: 'idle' })
    throw error
  }
}

/** A desk swap has no approval: the desk's transaction is built and checked, its fee shown. */
async function prepareSolanaSwap(airlock: Airlock, session: SwapSession) {
  session.solanaSwap = undefined
  setSwapState(airlock, {
    status: 'loadingTransaction',
    approvalTransaction: undefined,
    swapTransaction: undefined,
  })
  try {
    session.solanaSwap = await buildSolanaSwapTransaction(airlock, { session })
  } finally {
    setSwapState(airlock, { status: 'idle', ...withFee(airlock, session, solanaSwapFee) })
  }
}
