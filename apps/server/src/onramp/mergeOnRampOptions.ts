import type { OnRampOptionsResponse } from '@airlock/protocol'

/**
 * Joins the options of several providers into one answer: every payment currency with every
 * method any of them takes, every purchase currency with every network any of them sells it on.
 * Where two name the same method or network, the first one's limits and contract win (providers
 * come default first).
 *
 * @param answers - Options, in the providers' order.
 * @returns The union.
 *
 * @example
 * import { mergeOnRampOptions } from './onramp/mergeOnRampOptions.js'
 * mergeOnRampOptions([sandboxOptions, fallbackOnRampOptions()])
 */
export function mergeOnRampOptions(
  answers: readonly OnRampOptionsResponse[],
): OnRampOptionsResponse {
  const merged: OnRampOptionsResponse = { paymentCurrencies: [], purchaseCurrencies: [] }
  for (const answer of answers) {
    for (const currency of answer.paymentCurrencies) {
      const known = merged.paymentCurrencies.find((entry) => entry.id === currency.id)
      if (!known) merged.paymentCurrencies.push(structuredClone(currency))
      else
        for (const limit of currency.payment_method_limits)
          if (!known.payment_method_limits.some((entry) => entry.id === limit.id))
            known.payment_method_limits.push({ ...limit })
    }
    for (const currency of answer.purchaseCurrencies) {
      const known = merged.purchaseCurrencies.find((entry) => entry.id === currency.id)
      if (!known) merged.purchaseCurrencies.push(structuredClone(currency))
      else
        for (const network of currency.networks)
          if (!known.networks.some((entry) => entry.name === network.name))
            known.networks.push({ ...network })
    }
  }
  return merged
}
