import { type OnRampState, quoteOnRamp } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'
import { useOnRampApi } from './useOnRampApi.js'

/**
 * The quote of the amount and currencies on screen, asked for 400 ms after the last change (each
 * change cancels the question before it).
 *
 * @returns The quote, and whether one is being asked for.
 *
 * @example
 * const { quote, quoting } = useOnRampQuote()
 * quote?.paymentTotal.amount // '50.00'
 */
export function useOnRampQuote(): Pick<OnRampState, 'quote' | 'quoting'> {
  const airlock = useAirlock()
  const api = useOnRampApi()
  const amount = useAirlockState((state) => state.onRamp.amount)
  const purchaseCurrency = useAirlockState((state) => state.onRamp.purchaseCurrency)
  const paymentCurrency = useAirlockState((state) => state.onRamp.paymentCurrency)
  const network = useAirlockState((state) => state.onRamp.network)
  const quote = useAirlockState((state) => state.onRamp.quote)
  const quoting = useAirlockState((state) => state.onRamp.quoting)
  // A quote dropped (a refused checkout, say) is asked for again, as is one after each change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each input is a reason to quote again
  useEffect(() => {
    if (airlock.store.getState().onRamp.quote) return
    const controller = new AbortController()
    void quoteOnRamp(airlock, { api, signal: controller.signal })
    return () => controller.abort()
  }, [airlock, api, amount, purchaseCurrency, paymentCurrency, network, quote])
  return { quote, quoting }
}
