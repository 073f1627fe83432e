import { BaseError, inputMessages, swapSettings } from '@airlock/protocol'
import { formatUnits } from 'viem'
import {
  ConvertHttpError,
  ConvertRequestError,
  ConvertResponseError,
  SwapQuoteUnavailableError,
} from '../../errors/swap.js'
import { swapAmountUnits } from '../../swap/swapAmountUnits.js'
import { validateSwapAmount } from '../../swap/validateSwapAmount.js'
import type { Airlock } from '../../types/airlock.js'
import {
  cancelQuote,
  noQuote,
  quotedSwapFee,
  type SwapSession,
  setSwapState,
  swapStateOf,
  withFee,
} from './createSwapSession.js'

export type ScheduleSwapQuoteParameters = { session: SwapSession }

/**
 * Asks for a quote of the amount on screen after the session's quote delay, dropping the one
 * pending; answers to older amounts are dropped. A failed quote never rejects: the server's
 * message for the pair or amount becomes the state's `inputError` (what the button shows); a
 * server that fails (unreachable, 5xx, unreadable) sets `quoteFailed` and leaves the amount valid.
 *
 * @param airlock - The client whose swap state is quoted.
 * @param parameters - The swap session.
 *
 * @example
 * import { scheduleSwapQuote } from './scheduleSwapQuote.js'
 * scheduleSwapQuote(airlock, { session })
 */
export function scheduleSwapQuote(airlock: Airlock, { session }: ScheduleSwapQuoteParameters) {
  cancelQuote(session)
  const { sourceToken, toToken, sourceTokenAmount } = swapStateOf(airlock)
  if (!sourceToken || !toToken || sourceTokenAmount === '')
    return setSwapState(airlock, { ...noQuote, status: 'idle' })
  const run = session.quoteRun
  setSwapState(airlock, { ...noQuote, status: 'loadingQuote' })
  session.quoteTimer = setTimeout(
    () => void fetchQuote(airlock, session, run),
    session.quoteDelayMs,
  )
}

async function fetchQuote(airlock: Airlock, session: SwapSession, run: number) {
  const state = swapStateOf(airlock)
  const { sourceToken, toToken, sourceTokenAmount } = state
  const { current } = session
  if (!sourceToken || !toToken || !current) return
  const amount = swapAmountUnits(sourceTokenAmount, sourceToken.decimals)
  if (amount === undefined)
    return setSwapState(airlock, {
      ...noQuote,
      status: 'idle',
      inputError: inputMessages.incorrectAmount,
    })
  const controller = new AbortController()
  session.quoteAbort = controller
  try {
    const [quote] = await session.api.quotes({
      amount,
      userAddress: current.account,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: state.gasPrice,
      signal: controller.signal,
    })
    if (run !== session.quoteRun) return
    if (!quote) throw new SwapQuoteUnavailableError()
    const toAmount = BigInt(quote.toAmount)
    const slippageBasisPoints = BigInt(Math.round(state.slippage * 100))
    const minimumOut = (toAmount * (10_000n - slippageBasisPoints)) / 10_000n
    const feeUnits = quote.providerFee
      ? BigInt(quote.providerFee.amount)
      : (amount * BigInt(Math.round(swapSettings.providerFeeRate * 1_000_000))) / 1_000_000n
    session.quoted = { amount, minimumOut }
    setSwapState(airlock, {
      status: 'idle',
      toTokenAmount: formatUnits(toAmount, toToken.decimals),
      maxSlippage: formatUnits(toAmount - minimumOut, toToken.decimals),
      toTokenMinAmount: formatUnits(minimumOut, toToken.decimals),
      priceImpact: quote.priceImpact,
      providerFee: formatUnits(feeUnits, sourceToken.decimals),
      ...withFee(airlock, session, quotedSwapFee(session, state.gasPrice)),
      inputError: validateSwapAmount({ amount: sourceTokenAmount, sourceToken }),
    })
  } catch (error) {
    if (run !== session.quoteRun) return
    // The server failed, not the amount: the amount stays valid, and the view offers a retry.
    if (isServerFailure(error))
      return setSwapState(airlock, {
        ...noQuote,
        status: 'idle',
        quoteFailed: true,
        inputError: validateSwapAmount({ amount: sourceTokenAmount, sourceToken }),
      })
    // The server names what is wrong with the pair or amount; that is what the button shows,
    // unless the amount is already wrong here (over the balance): that stays, whichever answer
    // comes first. A Solana desk that holds too little of the token bought: the spec's
    // liquidity message.
    const overInventory =
      error instanceof ConvertHttpError && error.serverName === 'DeskInventoryExceededError'
    setSwapState(airlock, {
      ...noQuote,
      status: 'idle',
      inputError:
        validateSwapAmount({ amount: sourceTokenAmount, sourceToken }) ??
        (overInventory
          ? inputMessages.insufficientLiquidity
          : error instanceof BaseError
            ? error.shortMessage
            : inputMessages.incorrectAmount),
    })
  }
}

/** Unreachable, a 5xx, or an answer that cannot be read: the server's fault, not the input's. */
function isServerFailure(error: unknown): boolean {
  return (
    error instanceof ConvertRequestError ||
    error instanceof ConvertResponseError ||
    (error instanceof ConvertHttpError && error.status >= 500)
  )
}
