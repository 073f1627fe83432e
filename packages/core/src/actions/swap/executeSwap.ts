import {
  SwapRejectedError,
  type SwapRejectedErrorType,
  SwapTransactionError,
  type SwapTransactionErrorType,
} from '../../errors/swap.js'
import { initialSwapState } from '../../swap/initialSwapState.js'
import type { SwapTransaction } from '../../swap/types.js'
import type { Airlock } from '../../types/airlock.js'
import { isUserRejection } from '../../utils/codeOf.js'
import { type BuildSwapTransactionErrorType, buildSwapTransaction } from './buildSwapTransaction.js'
import {
  cancelQuote,
  evmSwapOrder,
  refreshPortfolio,
  type SwapSession,
  type SwapWallet,
  setSwapState,
  swapStateOf,
} from './createSwapSession.js'
import { type ExecuteSolanaSwapErrorType, executeSolanaSwap } from './executeSolanaSwap.js'

export type ExecuteSwapParameters = { session: SwapSession }
/** The swap's transaction hash (on Solana: its base58 signature). */
export type ExecuteSwapReturnType = string
export type ExecuteSwapErrorType =
  | SwapRejectedErrorType
  | SwapTransactionErrorType
  | BuildSwapTransactionErrorType
  | ExecuteSolanaSwapErrorType

/**
 * Sends the approval (when needed) and waits for it, then builds, sends and waits for the swap.
 * On success the state resets and balances and activity are read again.
 *
 * @param airlock - The client whose prepared swap is sent.
 * @param parameters - The swap session.
 * @returns The swap's transaction hash.
 * @throws ExecuteSwapErrorType: `SwapRejectedError` when the person declines,
 * `SwapTransactionError` ('Transaction error') when a transaction fails, or a build error.
 *
 * @example
 * import { executeSwap } from './executeSwap.js'
 * const hash = await executeSwap(airlock, { session })
 */
export async function executeSwap(
  airlock: Airlock,
  { session }: ExecuteSwapParameters,
): Promise<ExecuteSwapReturnType> {
  // A Solana account's swap is the desk's transaction, co-signed.
  if (session.current?.namespace === 'solana') return executeSolanaSwap(airlock, { session })
  const swap = evmSwapOrder(airlock, session)
  const { approvalTransaction, swapTransaction, sourceTokenPriceInUSD } = swapStateOf(airlock)
  const sender = await session.wallet()
  // The quoted value in US dollars, which the console adds up as the swap volume.
  const value = quotedValueUsd(swap.amount, swap.sourceToken.decimals, sourceTokenPriceInUSD)
  airlock.analytics.track('INITIATE_SWAP', {
    network: `eip155:${swap.chainId}`,
    swapFromToken: swap.sourceToken.symbol,
    swapToToken: swap.toToken.symbol,
    isSmartAccount: airlock.store.getState().embeddedWallet.accountType === 'smartAccount',
    ...value,
  })
  let sent = false
  try {
    let transaction = swapTransaction
    // A wallet that sends atomic batches (a smart account) gets the approval and the swap as one:
    // one approval screen, one operation; others, two transactions.
    if (approvalTransaction && (await atomicBatch(sender, swap.chainId))) {
      setSwapState(airlock, { status: 'loadingTransaction' })
      // Unestimated: the swap's gas cannot be estimated before the approval is mined.
      transaction ??= await buildSwapTransaction(airlock, { session, estimate: false })
      sent = true
      const hash = await sendBatch(sender, [approvalTransaction, transaction], swap.chainId)
      return finish(airlock, session, swap.chainId, hash, value)
    }
    if (approvalTransaction) {
      setSwapState(airlock, { status: 'loadingApproval' })
      sent = true
      await send(sender, approvalTransaction, 'approval', swap.chainId)
      setSwapState(airlock, { approvalTransaction: undefined, status: 'loadingTransaction' })
      transaction = await buildSwapTransaction(airlock, { session, estimate: true })
    }
    setSwapState(airlock, { status: 'loadingTransaction', swapTransaction: transaction })
    transaction ??= await buildSwapTransaction(airlock, { session, estimate: true })
    sent = true
    const hash = await send(sender, transaction, 'swap', swap.chainId)
    return finish(airlock, session, swap.chainId, hash, value)
  } catch (error) {
    setSwapState(airlock, { status: 'idle' })
    const approval = error instanceof SwapTransactionError || error instanceof SwapRejectedError
    airlock.analytics.track(
      approval && error.step === 'approval' ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR',
      { message: error instanceof Error ? error.message.split('\n')[0] : String(error) },
    )
    // A mined approval or a reverted swap changed balances (gas, at least).
    if (sent) refreshPortfolio(airlock)
    throw error
  }
}

/** After the swap went through: the state resets and balances are read again. */
function finish(
  airlock: Airlock,
  session: SwapSession,
  chainId: number,
  hash: `0x${string}`,
  value: { valueUsd?: number },
) {
  airlock.analytics.track('SWAP_SUCCESS', { network: `eip155:${chainId}`, hash, ...value })
  cancelQuote(session)
  session.spender = undefined
  setSwapState(airlock, initialSwapState())
  refreshPortfolio(airlock)
  return hash
}

async function atomicBatch(sender: SwapWallet, chainId: number) {
  if (!sender.sendAtomicBatch || !sender.supportsAtomicBatch) return false
  return sender.supportsAtomicBatch(chainId).catch(() => false)
}

/** The approval and the swap as one atomic batch: one approval screen, one operation. */
async function sendBatch(sender: SwapWallet, transactions: SwapTransaction[], chainId: number) {
  let outcome: { hash: `0x${string}`; succeeded: boolean }
  try {
    outcome = await (sender.sendAtomicBatch as NonNullable<SwapWallet['sendAtomicBatch']>)({
      chainId,
      calls: transactions.map(({ to, data, value }) => ({ to, data, value })),
    })
  } catch (cause) {
    if (isUserRejection(cause)) throw new SwapRejectedError({ step: 'swap', cause })
    throw new SwapTransactionError({ step: 'swap', cause })
  }
  if (!outcome.succeeded) throw new SwapTransactionError({ step: 'swap', hash: outcome.hash })
  return outcome.hash
}

async function send(
  sender: SwapWallet,
  transaction: SwapTransaction,
  step: 'approval' | 'swap',
  chainId: number,
) {
  let hash: `0x${string}`
  try {
    hash = await sender.sendTransaction({ chainId, ...transaction })
  } catch (cause) {
    if (isUserRejection(cause)) throw new SwapRejectedError({ step, cause })
    throw new SwapTransactionError({ step, cause })
  }
  const succeeded = await sender.waitForTransaction(hash, chainId).catch((cause: unknown) => {
    throw new SwapTransactionError({ step, hash, cause })
  })
  if (!succeeded) throw new SwapTransactionError({ step, hash })
  return hash
}

/** `{ valueUsd }`: the amount at its quoted price, in cents; nothing while the price is unknown. */
function quotedValueUsd(amount: bigint, decimals: number, priceInUsd: number) {
  const value = (Number(amount) / 10 ** decimals) * priceInUsd
  return Number.isFinite(value) && value > 0 ? { valueUsd: Math.round(value * 100) / 100 } : {}
}
