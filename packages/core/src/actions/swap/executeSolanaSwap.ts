import {
  SwapRejectedError,
  type SwapRejectedErrorType,
  SwapTransactionError,
  type SwapTransactionErrorType,
} from '../../errors/swap.js'
import { initialSwapState } from '../../swap/initialSwapState.js'
import type { Airlock } from '../../types/airlock.js'
import { isUserRejection } from '../../utils/codeOf.js'
import {
  type BuildSolanaSwapTransactionErrorType,
  buildSolanaSwapTransaction,
} from './buildSolanaSwapTransaction.js'
import {
  cancelQuote,
  refreshPortfolio,
  type SwapSession,
  setSwapState,
  swapOrder,
} from './createSwapSession.js'

export type ExecuteSolanaSwapParameters = { session: SwapSession }
/** The swap's transaction signature, base58. */
export type ExecuteSolanaSwapReturnType = string
export type ExecuteSolanaSwapErrorType =
  | SwapRejectedErrorType
  | SwapTransactionErrorType
  | BuildSolanaSwapTransactionErrorType

/** Seconds before the desk's deadline at which its transaction is built again instead of sent. */
const deadlineMarginSeconds = 5

/**
 * Sends a Solana desk swap: the wallet adds its signature to the desk's and sends it (the
 * wallet's `signAndSendTransaction`), then the swap waits for the cluster to confirm it. A quote
 * whose deadline has passed (the preview stayed open) is built again first, and checked against
 * the quote on screen again. On success the state resets and balances and activity are read
 * again.
 *
 * @param airlock - The client whose prepared swap is sent.
 * @param parameters - The swap session, on a Solana account.
 * @returns The transaction's signature.
 * @throws ExecuteSolanaSwapErrorType: `SwapRejectedError` when the person declines,
 * `SwapTransactionError` ('Transaction error') when the cluster refuses it or it fails, or a
 * build error ('Failed to create transaction') when the renewed quote is worse.
 *
 * @example
 * import { executeSolanaSwap } from './executeSolanaSwap.js'
 * const signature = await executeSolanaSwap(airlock, { session })
 */
export async function executeSolanaSwap(
  airlock: Airlock,
  { session }: ExecuteSolanaSwapParameters,
): Promise<ExecuteSolanaSwapReturnType> {
  const swap = swapOrder(airlock, session)
  const network = `${swap.chainId}`
  airlock.analytics.track('INITIATE_SWAP', {
    network,
    swapFromToken: swap.sourceToken.symbol,
    swapToToken: swap.toToken.symbol,
    isSmartAccount: false,
  })
  let sent = false
  try {
    setSwapState(airlock, { status: 'loadingTransaction' })
    const fresh = (built: SwapSession['solanaSwap']) =>
      built && built.deadline - deadlineMarginSeconds > Date.now() / 1000
    // The desk's offer expired while the preview was open: ask for it again.
    if (!fresh(session.solanaSwap))
      session.solanaSwap = await buildSolanaSwapTransaction(airlock, { session })
    const { transaction } = session.solanaSwap as NonNullable<SwapSession['solanaSwap']>
    const wallet = await session.solanaWallet()
    let signature: string
    try {
      signature = await wallet.sendTransaction(transaction)
    } catch (cause) {
      if (isUserRejection(cause)) throw new SwapRejectedError({ step: 'swap', cause })
      throw new SwapTransactionError({ step: 'swap', cause })
    }
    sent = true
    const succeeded = await wallet
      .waitForTransaction(signature, network.slice('solana:'.length))
      .catch((cause: unknown) => {
        throw new SwapTransactionError({ step: 'swap', hash: signature, cause })
      })
    if (!succeeded) throw new SwapTransactionError({ step: 'swap', hash: signature })
    airlock.analytics.track('SWAP_SUCCESS', { network, hash: signature })
    cancelQuote(session)
    setSwapState(airlock, initialSwapState())
    refreshPortfolio(airlock)
    return signature
  } catch (error) {
    setSwapState(airlock, { status: 'idle' })
    airlock.analytics.track('SWAP_ERROR', {
      message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    })
    // The fee was paid even if the swap failed on chain.
    if (sent) refreshPortfolio(airlock)
    throw error
  }
}
