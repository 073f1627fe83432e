import type { OnRampQuoteRequest, OnRampQuoteResponse } from '@airlock/protocol'
import { normalizeAmount } from '@airlock/protocol'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { Airlock } from '../types/airlock.js'
import type { OnRampState } from '../types/onRamp.js'
import { updateOnRamp } from './updateOnRamp.js'
import { validateOnRampAmount } from './validateOnRampAmount.js'

export type QuoteOnRampParameters = {
  api: OnRampApi
  /**
   * How long to wait before asking, so typing `250` asks once, not three times: abort `signal`
   * when the amount changes again. Defaults to `400` ms.
   */
  delayMs?: number | undefined
  signal?: AbortSignal | undefined
}

/**
 * Asks the server for a quote of the current amount and currencies (fees, subtotal, total and the
 * crypto delivered) after a short pause, and keeps it in the state. Nothing is asked while the
 * amount is empty, invalid or outside the limits. A failure leaves the error `quoteFailed`.
 *
 * @param airlock - The client whose on-ramp state is read and filled.
 * @param parameters - The on-ramp client, the pause, and a signal that cancels the request.
 * @returns The quote; undefined when none was asked for, the call was cancelled or failed.
 *
 * @example
 * import { quoteOnRamp, setOnRampAmount } from '@airlock/core'
 * setOnRampAmount(airlock, '50')
 * const quote = await quoteOnRamp(airlock, { api })
 * quote?.purchaseAmount // { amount: '49.01', currency: 'USDC' }
 */
export async function quoteOnRamp(
  airlock: Airlock,
  { api, delayMs = 400, signal }: QuoteOnRampParameters,
): Promise<OnRampQuoteResponse | undefined> {
  const request = quoteRequest(airlock.store.getState().onRamp)
  if (!request) return undefined
  if (!(await pause(delayMs, signal))) return undefined
  updateOnRamp(airlock, { quoting: true })
  try {
    const quote = await api.quote(request, { signal })
    // A change of amount or currency while the answer travelled makes it a quote of something else.
    if (signal?.aborted || !sameRequest(quoteRequest(airlock.store.getState().onRamp), request))
      return undefined
    updateOnRamp(airlock, { quote, quoting: false })
    return quote
  } catch (error) {
    if (signal?.aborted) return undefined
    updateOnRamp(airlock, {
      quoting: false,
      error: {
        code: 'quoteFailed',
        details: error instanceof Error ? error.message : String(error),
      },
    })
    return undefined
  } finally {
    if (signal?.aborted) updateOnRamp(airlock, { quoting: false })
  }
}

/** The quote request of the state, or undefined while something is missing or invalid. */
function quoteRequest(onRamp: OnRampState): OnRampQuoteRequest | undefined {
  const { amount, purchaseCurrency, paymentCurrency, network, paymentMethod } = onRamp
  const normal = normalizeAmount(amount)
  if (!purchaseCurrency || !paymentCurrency || !network || !normal || validateOnRampAmount(onRamp))
    return undefined
  return {
    purchaseCurrency: purchaseCurrency.id,
    paymentCurrency: paymentCurrency.id,
    amount: normal,
    network: network.name,
    paymentMethod,
  }
}

function sameRequest(a: OnRampQuoteRequest | undefined, b: OnRampQuoteRequest) {
  return (
    a !== undefined &&
    a.amount === b.amount &&
    a.purchaseCurrency === b.purchaseCurrency &&
    a.paymentCurrency === b.paymentCurrency &&
    a.network === b.network &&
    a.paymentMethod === b.paymentMethod
  )
}

/** Resolves `true` after `ms`, or `false` as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false)
  if (ms <= 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
