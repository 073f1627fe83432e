import type { ErrorType, OnRampOptionsResponse } from '@airlock/protocol'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { OnRampHttpErrorType, OnRampResponseErrorType } from '../errors/onRamp.js'
import type { Airlock } from '../types/airlock.js'
import type { OnRampState } from '../types/onRamp.js'
import { updateOnRamp } from './updateOnRamp.js'

export type LoadOnRampOptionsParameters = {
  api: OnRampApi
  signal?: AbortSignal | undefined
}

export type LoadOnRampOptionsErrorType = OnRampHttpErrorType | OnRampResponseErrorType | ErrorType

/**
 * Loads what can be bought with what (`GET /v1/onramp/options`) and picks defaults the buyer can
 * change: USD (else the first currency), and USDC on the connected chain (else any currency on
 * it, else the first one offered). A choice already made is kept while the options still have it.
 *
 * @param airlock - The client whose on-ramp state is filled.
 * @param parameters - The on-ramp client.
 * @returns The options.
 *
 * @example
 * import { createOnRampApi, loadOnRampOptions } from '@airlock/core'
 * const api = createOnRampApi({ apiUrl: airlock.config.apiUrl, projectId: 'dev' })
 * const { paymentCurrencies } = await loadOnRampOptions(airlock, { api })
 */
export async function loadOnRampOptions(
  airlock: Airlock,
  { api, signal }: LoadOnRampOptionsParameters,
): Promise<OnRampOptionsResponse> {
  let options: OnRampOptionsResponse
  try {
    options = await api.options({ signal })
  } catch (error) {
    if (!signal?.aborted)
      updateOnRamp(airlock, {
        error: {
          code: 'loadFailed',
          details: error instanceof Error ? error.message : String(error),
        },
      })
    throw error
  }
  const { onRamp, eip155 } = airlock.store.getState()
  updateOnRamp(airlock, {
    options,
    ...defaults(options, onRamp, eip155.chainId),
    error: onRamp.error?.code === 'loadFailed' ? undefined : onRamp.error,
  })
  return options
}

function defaults(
  { paymentCurrencies, purchaseCurrencies }: OnRampOptionsResponse,
  current: OnRampState,
  chainId: number | undefined,
): Pick<OnRampState, 'paymentCurrency' | 'purchaseCurrency' | 'network'> {
  const paymentCurrency =
    paymentCurrencies.find(({ id }) => id === current.paymentCurrency?.id) ??
    paymentCurrencies.find(({ id }) => id === 'USD') ??
    paymentCurrencies[0]
  const kept = purchaseCurrencies.find(({ id }) => id === current.purchaseCurrency?.id)
  const keptNetwork = kept?.networks.find(({ name }) => name === current.network?.name)
  if (kept && keptNetwork) return { paymentCurrency, purchaseCurrency: kept, network: keptNetwork }
  const here = (currency: (typeof purchaseCurrencies)[number]) =>
    currency.networks.find((network) => network.chain_id === String(chainId))
  const purchaseCurrency =
    purchaseCurrencies.find((currency) => currency.id === 'USDC' && here(currency)) ??
    purchaseCurrencies.find(here) ??
    purchaseCurrencies[0]
  const network = purchaseCurrency && (here(purchaseCurrency) ?? purchaseCurrency.networks[0])
  return { paymentCurrency, purchaseCurrency, network }
}
